//! `cargo xtask test`: the one command CI runs.

use crate::command::{cmd, execute};
use crate::setup;
use anyhow::{Result, bail};
use std::time::{Duration, Instant};

/// Installs what is missing, then runs every check in order, stopping at the first
/// failure, and prints how long each step took.
pub fn run(args: &[String]) -> Result<()> {
    if !args.is_empty() {
        bail!("usage: cargo xtask test (it takes no arguments)");
    }
    let started = Instant::now();
    let mut timings: Vec<(&str, Duration)> = Vec::new();

    let step = Instant::now();
    setup::system_packages()?;
    setup::npm_packages()?;
    timings.push(("set-up", step.elapsed()));

    let steps: [(&str, &str, &[&str]); 6] = [
        ("site build", "npm", &["run", "build"]),
        ("typecheck", "npm", &["run", "typecheck"]),
        ("lint", "npm", &["run", "lint"]),
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
    for (name, program, args) in steps {
        let took = execute(cmd(program, args)).inspect_err(|_| {
            if name == "cargo test" {
                print_harness_artifacts();
            }
        })?;
        timings.push((name, took));
    }
    print_harness_artifacts();

    println!(
        "\nxtask test: every check passed in {:.1?}",
        started.elapsed()
    );
    for (name, took) in timings {
        println!("  {name:<12} {took:>8.1?}");
    }
    Ok(())
}

/// Points at the harness's reports: JUnit XML always, the visual report when a screenshot
/// comparison failed in this run.
fn print_harness_artifacts() {
    let dir = crate::command::root().join("target/harness");
    let junit = dir.join("junit.xml");
    if junit.exists() {
        println!("harness JUnit report: {}", junit.display());
    }
    let visual = dir.join("visual/report.html");
    if visual.exists() {
        println!(
            "harness visual report (failed screenshot comparisons): {}",
            visual.display()
        );
    }
}
