//! `cargo xtask bench e2e`: the harness's browser suite (the `e2e` binary), run several
//! times in a row, with where its time goes.
//!
//! - Each run's wall time is the `e2e` binary's, from a build made before the first run.
//! - Each browser's lane time is the sum of its tests' durations in the run's `run.json`: the
//!   time its sessions were leased, so two lanes run at once on two cores.
//! - CPU-seconds by program are sampled from `/proc` every half second during each run, so a
//!   browser's share of the machine shows beside the harness's and Selenium's.
//! - The medians of the runs are printed last. Nothing is enforced: the figures are for the
//!   bars in `docs/harness-speed.md`.

use super::procfs;
use crate::command::{execute, harness_e2e_with};
use anyhow::{Context, Result, bail};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How often the CPU sampler reads `/proc`.
const SAMPLE_EVERY: Duration = Duration::from_millis(500);

/// How many programs the CPU table lists, the busiest first.
const PROGRAMS_SHOWN: usize = 10;

/// One run's figures.
struct Figures {
    wall: Duration,
    passed: bool,
    lanes: BTreeMap<String, f64>,
    cpu: BTreeMap<String, f64>,
}

/// Builds the suite, runs it `runs` times and prints each run's figures and their medians.
pub fn run(runs: u32) -> Result<()> {
    execute(harness_e2e_with(&["--no-run"]))?;
    let mut all = Vec::new();
    for run in 1..=runs {
        let figures = one_run()?;
        println!(
            "run {run}/{runs}: {:.1} s{}; lanes {}",
            figures.wall.as_secs_f64(),
            if figures.passed { "" } else { " (FAILED)" },
            figures
                .lanes
                .iter()
                .map(|(browser, secs)| format!("{browser} {secs:.1} s"))
                .collect::<Vec<_>>()
                .join(", ")
        );
        all.push(figures);
    }
    print_medians(&all);
    if all.iter().any(|figures| !figures.passed) {
        bail!("a run failed; its report is target/harness/report/index.html");
    }
    Ok(())
}

/// Runs the `e2e` binary once, sampling CPU meanwhile, and reads its record.
fn one_run() -> Result<Figures> {
    let done = Arc::new(AtomicBool::new(false));
    let seen: Arc<Mutex<BTreeMap<u32, (String, f64)>>> = Arc::default();
    let baseline = cpu_by_pid();
    let sampler = {
        let (done, seen) = (done.clone(), seen.clone());
        std::thread::spawn(move || {
            while !done.load(Ordering::Relaxed) {
                let now = cpu_by_pid();
                if let Ok(mut seen) = seen.lock() {
                    seen.extend(now);
                }
                std::thread::sleep(SAMPLE_EVERY);
            }
        })
    };
    let started = Instant::now();
    let status = harness_e2e_with(&["--quiet"])
        .status()
        .context("cannot run the e2e suite")?;
    let wall = started.elapsed();
    done.store(true, Ordering::Relaxed);
    let _ = sampler.join();

    let mut cpu: BTreeMap<String, f64> = BTreeMap::new();
    for (pid, (program, seconds)) in seen.lock().map(|seen| seen.clone()).unwrap_or_default() {
        let before = baseline.get(&pid).map_or(0.0, |(_, seconds)| *seconds);
        *cpu.entry(program).or_default() += seconds - before;
    }
    Ok(Figures {
        wall,
        passed: status.success(),
        lanes: lanes()?,
        cpu,
    })
}

/// Every process's program and CPU-seconds so far. The harness's test binaries are named
/// `e2e-<hash>`, counted as `harness`.
fn cpu_by_pid() -> BTreeMap<u32, (String, f64)> {
    procfs::programs()
        .into_iter()
        .filter_map(|(pid, program)| {
            let seconds = procfs::cpu_seconds(pid)?;
            let program = if program.starts_with("e2e-") {
                "harness".to_owned()
            } else {
                program
            };
            Some((pid, (program, seconds)))
        })
        .collect()
}

/// Each browser's lane seconds in the last run's `run.json`.
fn lanes() -> Result<BTreeMap<String, f64>> {
    let run = facts::run::Run::read(&facts::workspace::harness_report_dir())?;
    let mut lanes = BTreeMap::new();
    for outcome in &run.outcomes {
        let browser = if outcome.browser.is_empty() {
            "none"
        } else {
            &outcome.browser
        };
        *lanes.entry(browser.to_owned()).or_default() += outcome.duration_ms as f64 / 1000.0;
    }
    Ok(lanes)
}

/// The median of `values`.
fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    match values.len() {
        0 => f64::NAN,
        n if n % 2 == 1 => values[n / 2],
        n => (values[n / 2 - 1] + values[n / 2]) / 2.0,
    }
}

fn print_medians(all: &[Figures]) {
    let column = |pick: &dyn Fn(&Figures) -> f64| median(all.iter().map(pick).collect());
    println!(
        "\nmedian of {} runs: {:.1} s wall",
        all.len(),
        column(&|f| f.wall.as_secs_f64())
    );
    let browsers: std::collections::BTreeSet<&String> =
        all.iter().flat_map(|f| f.lanes.keys()).collect();
    for browser in browsers {
        println!(
            "  lane {browser:<10} {:>7.1} s",
            column(&|f| f.lanes.get(browser).copied().unwrap_or(0.0))
        );
    }
    let mut programs: Vec<(String, f64)> = all
        .iter()
        .flat_map(|f| f.cpu.keys())
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .map(|program| {
            let cpu = column(&|f| f.cpu.get(program).copied().unwrap_or(0.0));
            (program.clone(), cpu)
        })
        .collect();
    programs.sort_by(|a, b| b.1.total_cmp(&a.1));
    println!("  CPU-seconds by program (median):");
    for (program, cpu) in programs.into_iter().take(PROGRAMS_SHOWN) {
        println!("    {cpu:>7.1}  {program}");
    }
}

#[cfg(test)]
mod tests {
    use super::median;

    #[test]
    fn the_median_of_an_even_count_is_the_mean_of_the_middle_two() {
        assert_eq!(median(vec![3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(vec![4.0, 1.0, 2.0, 3.0]), 2.5);
        assert!(median(Vec::new()).is_nan());
    }
}
