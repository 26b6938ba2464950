//! `cargo xtask flake --runs N`: runs the browser suite N times in a row and reports every
//! test that failed in any run, so a flaky test shows as flaky instead of being retried away.

use crate::command::{cmd, execute, root};
use anyhow::{Context, Result, bail};
use std::collections::BTreeMap;
use std::process::Stdio;
use std::time::Instant;

/// Parses `--runs N` (default 10), builds once, then runs the harness N times.
pub fn run(args: &[String]) -> Result<()> {
    let runs: u32 = match args {
        [] => 10,
        [flag, n] if flag == "--runs" => n
            .parse()
            .ok()
            .filter(|n| *n > 0)
            .with_context(|| format!("--runs takes a whole number above 0, not {n:?}"))?,
        _ => bail!("usage: cargo xtask flake [--runs N]"),
    };
    execute(cmd("cargo", &["test", "--package", "harness", "--no-run"]))?;
    let mut failures: BTreeMap<String, u32> = BTreeMap::new();
    let mut failed_runs = 0;
    for run in 1..=runs {
        let started = Instant::now();
        let output = cmd("cargo", &["test", "--package", "harness"])
            .stdin(Stdio::null())
            .output()
            .context("cannot run cargo test")?;
        let stdout = String::from_utf8_lossy(&output.stdout);
        let failed: Vec<&str> = stdout
            .lines()
            .filter_map(|line| line.strip_prefix("test ")?.strip_suffix(" ... FAILED"))
            .collect();
        let passed = stdout
            .lines()
            .filter(|line| line.ends_with(" ... ok"))
            .count();
        for name in &failed {
            *failures.entry((*name).to_owned()).or_default() += 1;
        }
        let mut note = String::new();
        if !output.status.success() {
            failed_runs += 1;
            // The whole output of a failed run is kept, so a rare failure can be read later.
            let log = root().join(format!("target/harness/flake-run-{run}.log"));
            let mut text = output.stdout.clone();
            text.extend_from_slice(&output.stderr);
            std::fs::write(&log, text)
                .with_context(|| format!("cannot write {}", log.display()))?;
            note = format!(" (log: {}; failed: {})", log.display(), failed.join(", "));
        }
        println!(
            "run {run}/{runs}: {passed} passed, {} failed in {:.1?}{note}",
            failed.len(),
            started.elapsed()
        );
    }
    println!("\n{} of {runs} runs passed", runs - failed_runs);
    for (name, count) in &failures {
        println!("  flaky or broken: {name} (failed {count} of {runs})");
    }
    if failed_runs > 0 {
        bail!("{failed_runs} of {runs} runs failed");
    }
    Ok(())
}
