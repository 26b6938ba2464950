//! Running the harness's `cargo test` with its output captured, and reading libtest's
//! result lines, for the tasks that run the suite and report on it (`flake`, `grid`).

use crate::command::cmd;
use anyhow::{Context, Result};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// One run of the harness's tests.
pub struct SuiteRun {
    /// How long the run took, the build check included.
    pub elapsed: Duration,
    /// Whether `cargo test` succeeded.
    pub success: bool,
    /// The tests that passed.
    pub passed: usize,
    /// The names of the tests that failed, in the order they were reported.
    pub failed: Vec<String>,
    /// Standard output, then standard error.
    output: Vec<u8>,
}

impl SuiteRun {
    /// Writes the run's whole output to `path`, so a rare failure can be read later.
    pub fn save_log(&self, path: &Path) -> Result<()> {
        std::fs::write(path, &self.output)
            .with_context(|| format!("cannot write {}", path.display()))
    }
}

/// Runs `cargo test --package harness`, after `configure` has added its arguments and
/// environment, and reads its results.
pub fn run_harness(configure: impl FnOnce(&mut Command)) -> Result<SuiteRun> {
    let mut command = cmd("cargo", &["test", "--package", "harness"]);
    configure(&mut command);
    let started = Instant::now();
    let output = command
        .stdin(Stdio::null())
        .output()
        .context("cannot run cargo test")?;
    let elapsed = started.elapsed();
    let (passed, failed) = results(&String::from_utf8_lossy(&output.stdout));
    let mut log = output.stdout;
    log.extend_from_slice(&output.stderr);
    Ok(SuiteRun {
        elapsed,
        success: output.status.success(),
        passed,
        failed,
        output: log,
    })
}

/// libtest's result lines in `stdout`: how many tests passed (`test NAME ... ok`) and the
/// names of those that failed (`test NAME ... FAILED`).
fn results(stdout: &str) -> (usize, Vec<String>) {
    let mut passed = 0;
    let mut failed = Vec::new();
    for line in stdout.lines() {
        let Some(rest) = line.strip_prefix("test ") else {
            continue;
        };
        if rest.ends_with(" ... ok") {
            passed += 1;
        } else if let Some(name) = rest.strip_suffix(" ... FAILED") {
            failed.push(name.to_owned());
        }
    }
    (passed, failed)
}

#[cfg(test)]
mod tests {
    #[test]
    fn results_count_passes_and_name_failures() {
        let stdout = "running 3 tests\n\
                      test routes::home ... ok\n\
                      test routes::contact ... FAILED\n\
                      test tidy::ids ... ok\n\
                      test result: FAILED. 2 passed; 1 failed\n";
        assert_eq!(
            super::results(stdout),
            (2, vec!["routes::contact".to_owned()])
        );
    }
}
