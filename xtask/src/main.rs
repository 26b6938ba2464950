//! Project automation, run as `cargo xtask <task>`.
//!
//! - `serve`: install JS dependencies if missing, build the site, serve it at
//!   http://127.0.0.1:8080 (`--addr HOST:PORT` to change).
//! - `test`: everything CI runs, from a fresh Debian/Ubuntu machine: system packages,
//!   `npm ci`, the site build, typecheck, lint, the static quality gates (budgets,
//!   structured data, the HTML checker, links), `cargo fmt --check`, clippy,
//!   `cargo test --workspace` (the browser harness included) and the Lighthouse gate.
//! - `audit [--runs N] ...`: the quality gates in full: budgets, structured data, the HTML
//!   checker, links, Lighthouse (median of N runs, default 3) and the harness's axe, console
//!   and SEO checks; see audit.rs for the options.
//! - `flake [--runs N]`: run the browser suite N times and report every failure.
//! - `screenshots --update [changed|all]`: re-record visual baselines.
//! - `bench diff`: time the screenshot comparison against npm's pixelmatch.
//! - `bench server`: load hive-server and nginx alternately on loopback and compare.
//! - `grid`: the suite through a Selenium hub with two nodes, beside a standalone run.

mod audit;
mod bench;
mod command;
mod flake;
mod gates;
mod grid;
mod screenshots;
mod serve;
mod setup;
mod test;

use anyhow::{Result, bail};
use std::process::ExitCode;

const USAGE: &str = "usage: cargo xtask <task>

tasks:
  serve [--addr HOST:PORT]   build the site and serve it (default 127.0.0.1:8080)
  test                       install what is missing, build, and run every check
  audit [--runs N] [--parallel P] [--only static|lighthouse|harness]
        [--routes ID,ID] [--form mobile|desktop]
                             the quality gates in full: Lighthouse N runs (default 3), each must pass
  flake [--runs N]           run the browser suite N times (default 10) and list any failure
  screenshots --update [changed|all]
                             re-record visual baselines (default: changed)
  bench diff                 time the screenshot diff against npm's pixelmatch
  bench server               load hive-server and nginx alternately and compare
  grid [FILTER]              run the suite through a hub and two nodes, beside a standalone run";

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("xtask: {error:#}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((task, rest)) = args.split_first() else {
        println!("{USAGE}");
        return Ok(());
    };
    match task.as_str() {
        "serve" => serve::run(rest),
        "test" => test::run(rest),
        "audit" => audit::run(rest),
        "flake" => flake::run(rest),
        "screenshots" => screenshots::run(rest),
        "bench" => bench::run(rest),
        "grid" => grid::run(rest),
        "help" | "--help" | "-h" => {
            println!("{USAGE}");
            Ok(())
        }
        other => bail!("unknown task {other:?}\n\n{USAGE}"),
    }
}
