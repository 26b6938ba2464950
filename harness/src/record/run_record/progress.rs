//! The progress line: one line per outcome on standard error, written directly so libtest's
//! capture does not hold it back (`harness: ok 1.6s firefox desktop 1280x800 /hire ...`).

use super::Reporter;
use crate::record::outcome::{Run, Status, TestOutcome};
use std::io::Write;

/// Prints each outcome's progress line.
pub(super) struct Progress;

impl Reporter for Progress {
    fn report(&self, outcome: &TestOutcome, _: &Run) {
        let _ = std::io::stderr().lock().write_all(line(outcome).as_bytes());
    }
}

/// The progress line of an outcome: its verdict, time, browser, route, spec id and name.
fn line(outcome: &TestOutcome) -> String {
    let verdict = match outcome.status {
        Status::Passed => "ok",
        Status::Failed => "FAIL",
        Status::Flaky => "FLAKY",
        Status::Skipped => "skip",
    };
    let spec = match outcome.status {
        Status::Failed | Status::Flaky => outcome
            .message
            .as_deref()
            .and_then(crate::record::spec_index::first_id)
            .map(|id| format!(" {id}"))
            .unwrap_or_default(),
        _ => String::new(),
    };
    let after = match outcome.status {
        Status::Skipped => format!(" ({})", outcome.message.as_deref().unwrap_or_default()),
        Status::Flaky => format!(
            " (passed on attempt {} of {})",
            outcome.retries.len() + 1,
            outcome.retries.len() + 1
        ),
        _ => String::new(),
    };
    let label = if outcome.browser.is_empty() {
        String::new()
    } else {
        format!("{} {}", outcome.browser, outcome.viewport)
    };
    format!(
        "harness: {verdict:<5} {:>6.1}s {label:<24} {:<24}{spec} {}{after}\n",
        outcome.duration_ms as f64 / 1000.0,
        outcome.routes.first().map_or("", String::as_str),
        outcome.name
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::outcome::FailedAttempt;

    #[test]
    fn a_flaky_test_says_on_which_attempt_it_passed_and_names_its_spec_id() {
        let mut flaky = TestOutcome::new("tooltips::open", "firefox", Status::Flaky);
        flaky.message = Some("TOOLTIP-OPEN-DELAY late".to_owned());
        flaky.retries.push(FailedAttempt {
            message: "TOOLTIP-OPEN-DELAY late".to_owned(),
            duration_ms: 900,
            attachments: Vec::new(),
        });
        let line = line(&flaky);
        assert!(line.starts_with("harness: FLAKY"), "{line}");
        assert!(line.contains("TOOLTIP-OPEN-DELAY"), "{line}");
        assert!(line.contains("(passed on attempt 2 of 2)"), "{line}");
    }
}
