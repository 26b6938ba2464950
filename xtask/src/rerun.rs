//! `cargo xtask rerun`: runs again exactly the browser tests that failed in the last run, on
//! exactly the browsers they failed on, as read from the run's `run.json`
//! (`target/harness/report/`, or `HARNESS_REPORT_DIR`).
//!
//! Tests that failed on the same browsers run in one `cargo test` (libtest's `--exact`
//! filters); each further batch adds its outcomes to the same report.

use crate::command::{execute, harness_e2e};
use anyhow::{Context, Result, bail};
use facts::run::{Run, Status};
use std::collections::{BTreeMap, BTreeSet};

/// The failed tests of a run, batched by the set of browsers each failed on (a test without
/// a browser has the empty set), in a stable order.
fn batches(run: &Run) -> BTreeMap<BTreeSet<String>, Vec<String>> {
    let mut failed_on: BTreeMap<&str, BTreeSet<String>> = BTreeMap::new();
    for outcome in run.outcomes.iter().filter(|o| o.status == Status::Failed) {
        let browsers = failed_on.entry(&outcome.name).or_default();
        if !outcome.browser.is_empty() {
            browsers.insert(outcome.browser.clone());
        }
    }
    let mut batches: BTreeMap<BTreeSet<String>, Vec<String>> = BTreeMap::new();
    for (name, browsers) in failed_on {
        batches.entry(browsers).or_default().push(name.to_owned());
    }
    batches
}

/// The names of the browser suite's tests, as libtest lists them (`name: test`).
fn e2e_tests() -> Result<BTreeSet<String>> {
    let output = harness_e2e(&["--list"])
        .stderr(std::process::Stdio::inherit())
        .output()
        .context("cannot list the browser suite's tests")?;
    if !output.status.success() {
        bail!(
            "listing the browser suite's tests failed ({})",
            output.status
        );
    }
    Ok(String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter_map(|line| line.strip_suffix(": test"))
        .map(str::to_owned)
        .collect())
}

/// Runs the last run's failures again.
pub fn run() -> Result<()> {
    let run = Run::read(&facts::workspace::harness_report_dir())
        .context("there is no last run to rerun")?;
    let mut batches = batches(&run);
    if batches.is_empty() {
        println!("The last run had no failed test; nothing to rerun.");
        return Ok(());
    }
    // A test renamed or removed since the run would match nothing and pass unnoticed.
    let known = e2e_tests()?;
    let mut gone = Vec::new();
    for names in batches.values_mut() {
        names.retain(|name| known.contains(name) || (gone.push(name.clone()), false).1);
    }
    batches.retain(|_, names| !names.is_empty());
    if !gone.is_empty() {
        println!("Not rerun, no longer in the suite: {}", gone.join(", "));
    }
    if batches.is_empty() {
        bail!("none of the last run's failed tests is in the suite any more");
    }
    let mut failed = Vec::new();
    for (index, (browsers, names)) in batches.iter().enumerate() {
        let mut command = harness_e2e(&["--exact"]);
        command.args(names);
        if !browsers.is_empty() {
            let list: Vec<&str> = browsers.iter().map(String::as_str).collect();
            command.env("HARNESS_BROWSERS", list.join(","));
        }
        if index > 0 {
            command.env("HARNESS_REPORT_APPEND", "1");
        }
        println!(
            "Rerunning {} test{} on {}:",
            names.len(),
            if names.len() == 1 { "" } else { "s" },
            if browsers.is_empty() {
                "no browser".to_owned()
            } else {
                browsers.iter().cloned().collect::<Vec<_>>().join(" and ")
            }
        );
        for name in names {
            println!("  {name}");
        }
        if let Err(error) = execute(command) {
            failed.push(format!("{error:#}"));
        }
    }
    if !failed.is_empty() {
        bail!("the rerun failed again:\n{}", failed.join("\n"));
    }
    println!("Every rerun test passed.");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failures_are_batched_by_the_browsers_they_failed_on() {
        use facts::run::TestOutcome;
        let run = Run {
            outcomes: [
                ("dialog::a", "chrome", Status::Failed),
                ("dialog::a", "firefox", Status::Passed),
                ("tooltips::b", "chrome", Status::Failed),
                ("tooltips::b", "firefox", Status::Failed),
                ("visual::c", "chrome", Status::Flaky),
                ("http::d", "", Status::Failed),
            ]
            .into_iter()
            .map(|(name, browser, status)| TestOutcome::new(name, browser, status))
            .collect(),
            ..Run::default()
        };
        let batches = batches(&run);
        let set = |names: &[&str]| names.iter().map(|n| n.to_string()).collect::<BTreeSet<_>>();
        assert_eq!(batches.len(), 3);
        assert_eq!(batches[&set(&["chrome"])], vec!["dialog::a"]);
        assert_eq!(batches[&set(&["chrome", "firefox"])], vec!["tooltips::b"]);
        assert_eq!(batches[&set(&[])], vec!["http::d"]);
    }
}
