//! `cargo xtask test`: the one command CI runs. The quality gates (`gates/`) run in two
//! steps: the static ones right after the lint, Lighthouse last.

use crate::command::{cmd, execute};
use crate::{gates, setup};
use anyhow::Result;
use std::time::{Duration, Instant};

/// Lighthouse runs per route and form factor in `cargo xtask test`; `audit` takes 3. The run
/// must pass every bar: a run that could not audit the page is tried again, a low score
/// never is, so the site keeps a margin that noise cannot take.
const LIGHTHOUSE_RUNS: usize = 1;
/// Lighthouse runs at a time in `cargo xtask test`: one, as two Chromiums on two cores slow
/// each other's main thread, which Lighthouse scores as blocking time.
const LIGHTHOUSE_PARALLEL: usize = 1;

/// Installs what is missing, then runs every check in order, stopping at the first
/// failure, and prints how long each step took.
pub fn run() -> Result<()> {
    let started = Instant::now();
    let mut timings: Vec<(&str, Duration)> = Vec::new();

    let step = Instant::now();
    let geckodriver = setup::start_geckodriver()?;
    setup::system_packages()?;
    setup::npm_packages()?;
    timings.push(("set-up", step.elapsed()));

    let build: [(&str, &str, &[&str]); 3] = [
        ("site build", "npm", &["run", "build"]),
        ("typecheck", "npm", &["run", "typecheck"]),
        ("lint", "npm", &["run", "lint"]),
    ];
    for (name, program, args) in build {
        timings.push((name, execute(cmd(program, args))?));
    }

    // The quality gates that need only the built files fail fast, before the long steps.
    let step = Instant::now();
    let (weights, outcome) = gates::static_gates()?;
    outcome.finish("static gates")?;
    timings.push(("static gates", step.elapsed()));

    let checks: [(&str, &str, &[&str]); 3] = [
        ("rustfmt", "cargo", &["fmt", "--all", "--check"]),
        (
            "clippy",
            "cargo",
            &[
                "clippy",
                "--workspace",
                "--all-targets",
                "--",
                "-D",
                "warnings",
            ],
        ),
        ("cargo test", "cargo", &["test", "--workspace"]),
    ];
    let mut geckodriver = geckodriver;
    for (name, program, args) in checks {
        // Only the browser tests need geckodriver, so its build runs beside every step
        // before them; its time counts from the start of the set-up.
        if name == "cargo test"
            && let Some(build) = geckodriver.take()
        {
            timings.push(("geckodriver", build.finish()?));
        }
        let took = execute(cmd(program, args)).inspect_err(|_| {
            if name == "cargo test" {
                print_harness_artifacts();
            }
        })?;
        timings.push((name, took));
    }
    print_harness_artifacts();

    // Lighthouse runs last, alone on the machine: one run per route and form factor. The
    // browser tests' reports and captures are written to disk first, so the kernel's
    // writeback of them does not take a core from a page Lighthouse is timing.
    let step = Instant::now();
    execute(cmd("sync", &[]))?;
    let (summaries, outcome) = gates::lighthouse_gate(&gates::LighthouseOptions {
        release: false,
        runs: LIGHTHOUSE_RUNS,
        parallel: LIGHTHOUSE_PARALLEL,
        routes: &[],
        forms: &gates::FormFactor::BOTH,
        // The worst-run blocking-time bar is `audit`'s: with one run, a page's first layout
        // landing in it by chance could fail CI without a regression (gates/lighthouse/verdict.rs).
        blocking_time_bar: false,
    })?;
    gates::print_summary(&weights, &summaries);
    outcome.finish("Lighthouse gate")?;
    timings.push(("lighthouse", step.elapsed()));

    println!(
        "\nxtask test: every check passed in {:.1?}",
        started.elapsed()
    );
    for (name, took) in timings {
        println!("  {name:<13} {took:>8.1?}");
    }
    Ok(())
}

/// Points at the harness's reports: its JUnit XML, and the run report with each failure's
/// evidence and every changed screenshot.
fn print_harness_artifacts() {
    let junit = crate::command::harness_output_dir().join("junit.xml");
    if junit.exists() {
        println!("harness JUnit report: {}", junit.display());
    }
    let report = facts::workspace::harness_report_dir().join("index.html");
    if report.exists() {
        println!("harness run report: {}", report.display());
    }
}
