//! Project automation, run as `cargo xtask <task>`.
//!
//! - `serve`: install JS dependencies if missing, build the site, serve it at
//!   http://127.0.0.1:8080 (`--addr HOST:PORT` to change).
//! - `test`: everything CI runs, from a fresh Debian/Ubuntu machine: system packages,
//!   `npm ci`, the site build, typecheck, lint, `cargo fmt --check`, clippy and
//!   `cargo test --workspace` (the browser harness included).
//! - `flake [--runs N]`: run the browser suite N times and report every failure.
//! - `screenshots --update [changed|all]`: re-record visual baselines.
//! - `bench diff`: time the screenshot comparison against npm's pixelmatch.
//! - `bench server`: load hive-server and nginx alternately on loopback and compare.
//! - `grid`: the suite through a Selenium hub with two nodes, beside a standalone run.

mod bench;
mod command;
mod flake;
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
