//! `cargo xtask flake --runs N [--filter NAME]`: runs the browser suite (or the tests whose
//! names contain NAME) N times in a row and reports every test that failed in any run, so a
//! flaky test shows as flaky instead of being retried away, and how close each timing
//! measurement came to its limits over all the runs.

use crate::command::{cmd, execute, harness_output_dir};
use crate::libtest;
use anyhow::{Context, Result, bail};
use std::collections::BTreeMap;

/// The options of `cargo xtask flake`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// How many times to run the suite.
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..))]
    runs: u32,
    /// Runs only the tests whose names contain this (libtest's filter), such as `dialog::`;
    /// by default every test.
    #[arg(long)]
    filter: Option<String>,
}

/// Builds once, then runs the harness `--runs` times.
pub fn run(Args { runs, filter }: Args) -> Result<()> {
    execute(cmd("cargo", &["test", "--package", "harness", "--no-run"]))?;
    let margins = harness_output_dir().join("margins.tsv");
    if margins.exists() {
        std::fs::remove_file(&margins)
            .with_context(|| format!("cannot clear {}", margins.display()))?;
    }
    let mut failures: BTreeMap<String, u32> = BTreeMap::new();
    let mut failed_runs = 0;
    for run in 1..=runs {
        let suite = libtest::run_harness(|command| {
            if let Some(filter) = &filter {
                command.args(["--", filter]);
            }
        })?;
        for name in &suite.failed {
            *failures.entry(name.clone()).or_default() += 1;
        }
        let mut note = String::new();
        if !suite.success {
            failed_runs += 1;
            let log = harness_output_dir().join(format!("flake-run-{run}.log"));
            suite.save_log(&log)?;
            // The next run clears the report, so a failed run's report and evidence are kept.
            let report = facts::workspace::harness_report_dir();
            let kept = harness_output_dir().join(format!("flake-run-{run}-report"));
            if report.exists() {
                copy_dir(&report, &kept)?;
            }
            note = format!(
                " (log: {}; failed: {})",
                log.display(),
                suite.failed.join(", ")
            );
        }
        println!(
            "run {run}/{runs}: {} passed, {} failed in {:.1?}{note}",
            suite.passed,
            suite.failed.len(),
            suite.elapsed
        );
    }
    print_margins(&margins)?;
    println!("\n{} of {runs} runs passed", runs - failed_runs);
    for (name, count) in &failures {
        println!("  flaky or broken: {name} (failed {count} of {runs})");
    }
    if failed_runs > 0 {
        bail!("{failed_runs} of {runs} runs failed");
    }
    Ok(())
}

/// One timing measurement's spread over every run: `harness::record::timing_margins` writes a line per
/// measurement, `id route measured low high`, in milliseconds.
#[derive(Debug, Default)]
struct Spread {
    count: usize,
    min: f64,
    max: f64,
    low: f64,
    high: f64,
}

/// Prints each timing measurement's range over the runs and its tightest margin to either
/// limit, from the harness's `margins.tsv`.
fn print_margins(path: &std::path::Path) -> Result<()> {
    let Ok(text) = std::fs::read_to_string(path) else {
        println!(
            "\nno timing measurements recorded ({} is missing)",
            path.display()
        );
        return Ok(());
    };
    let mut spreads: BTreeMap<(String, String), Spread> = BTreeMap::new();
    for (number, line) in text.lines().enumerate() {
        let fields: Vec<&str> = line.split('\t').collect();
        let [id, browser, route, measured, low, high] = fields[..] else {
            bail!(
                "{}:{}: expected 6 tab-separated fields: {line:?}",
                path.display(),
                number + 1
            );
        };
        let number_at = |field: &str| {
            field.parse::<f64>().with_context(|| {
                format!(
                    "{}:{}: {field:?} is not a number",
                    path.display(),
                    number + 1
                )
            })
        };
        let (measured, low, high) = (number_at(measured)?, number_at(low)?, number_at(high)?);
        let spread = spreads
            .entry((id.to_owned(), format!("{route} ({browser})")))
            .or_insert(Spread {
                min: f64::INFINITY,
                max: f64::NEG_INFINITY,
                ..Spread::default()
            });
        spread.count += 1;
        spread.min = spread.min.min(measured);
        spread.max = spread.max.max(measured);
        (spread.low, spread.high) = (low, high);
    }
    println!(
        "\ntiming margins (ms; measured range over all runs, allowed range, tightest margin):"
    );
    for ((id, route), s) in &spreads {
        let margin = (s.min - s.low).min(s.high - s.max);
        println!(
            "  {id} {route}: {:.1}-{:.1} in {} runs, allowed {:.1}-{:.1}, margin {margin:.1}",
            s.min, s.max, s.count, s.low, s.high
        );
    }
    Ok(())
}

/// Copies the directory `from` to `to`, recursively.
fn copy_dir(from: &std::path::Path, to: &std::path::Path) -> Result<()> {
    std::fs::create_dir_all(to).with_context(|| format!("cannot create {}", to.display()))?;
    for entry in
        std::fs::read_dir(from).with_context(|| format!("cannot read {}", from.display()))?
    {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_dir(&entry.path(), &target)?;
        } else {
            std::fs::copy(entry.path(), &target).with_context(|| {
                format!(
                    "cannot copy {} to {}",
                    entry.path().display(),
                    target.display()
                )
            })?;
        }
    }
    Ok(())
}
