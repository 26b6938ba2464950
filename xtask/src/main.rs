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
//! - `flake [--runs N] [--filter NAME]`: run the browser suite (or the tests whose names
//!   contain NAME) N times and report every failure.
//! - `rerun`: run again exactly the tests, on the browsers, that failed in the last run.
//! - `review [--port N]`: serve the last run's report with Approve and Reject on each
//!   changed screenshot; an approval writes that run's capture as the baseline.
//! - `screenshots --update [changed|all]`: re-record visual baselines.
//! - `bench diff`: time the screenshot comparison against npm's pixelmatch.
//! - `bench e2e`: run the browser suite several times, with where its time goes.
//! - `bench server`: load hive-server and nginx alternately on loopback and compare.
//! - `grid`: the suite through a Selenium hub with two nodes, beside a standalone run.
//!
//! Each task's options are a clap `Args` struct in its own module.

mod audit;
mod bench;
mod command;
mod flake;
mod gates;
mod grid;
mod libtest;
mod rerun;
mod review;
mod screenshots;
mod serve;
mod setup;
mod test;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// `cargo xtask`: the tasks.
#[derive(Debug, Parser)]
#[command(
    name = "cargo xtask",
    bin_name = "cargo xtask",
    about = "Project automation"
)]
struct Cli {
    #[command(subcommand)]
    task: Option<Task>,
}

#[derive(Debug, Subcommand)]
enum Task {
    /// Build the site and serve it (default 127.0.0.1:8080).
    Serve(serve::Args),
    /// Install what is missing, build, and run every check.
    Test,
    /// The quality gates in full: Lighthouse N runs (default 3), each must pass.
    Audit(audit::Args),
    /// Run the browser suite N times (default 10) and list any failure.
    Flake(flake::Args),
    /// Run again the tests that failed in the last run, on the browsers they failed on.
    Rerun,
    /// Serve the last run's report to approve or reject its changed screenshots.
    Review(review::Args),
    /// Re-record visual baselines (default: changed).
    Screenshots(screenshots::Args),
    /// Time the screenshot diff against pixelmatch, or hive-server against nginx.
    Bench(bench::Args),
    /// Run the suite through a hub and two nodes, beside a standalone run.
    Grid(grid::Args),
}

fn main() -> ExitCode {
    // A bad argument prints clap's usage and exits 2; `--help` prints the help and exits 0.
    let cli = Cli::parse();
    let result = match cli.task {
        None => {
            // No task prints the list of tasks, as `--help` does, and is not an error.
            use clap::CommandFactory;
            let _ = Cli::command().print_help();
            Ok(())
        }
        Some(Task::Serve(args)) => serve::run(args),
        Some(Task::Test) => test::run(),
        Some(Task::Audit(args)) => audit::run(args),
        Some(Task::Flake(args)) => flake::run(args),
        Some(Task::Rerun) => rerun::run(),
        Some(Task::Review(args)) => review::run(args),
        Some(Task::Screenshots(args)) => screenshots::run(args),
        Some(Task::Bench(args)) => bench::run(args),
        Some(Task::Grid(args)) => grid::run(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("xtask: {error:#}");
            ExitCode::FAILURE
        }
    }
}
