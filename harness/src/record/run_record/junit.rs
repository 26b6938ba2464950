//! `target/harness/junit.xml` (or `HARNESS_JUNIT`) for CI systems, each failure pointing at
//! its row of the report.

use super::{Reporter, report_dir};
use crate::base::workspace;
use crate::record::outcome::{Run, Status, TestOutcome};
use crate::record::report::escape;
use std::path::PathBuf;

/// Rewrites the JUnit file after each outcome.
pub(super) struct Junit;

impl Reporter for Junit {
    fn report(&self, _: &TestOutcome, run: &Run) {
        let path = std::env::var_os("HARNESS_JUNIT")
            .map(PathBuf::from)
            .unwrap_or_else(|| workspace::output_dir().join("junit.xml"));
        if let Some(parent) = path.parent() {
            let _ = std::fs::create_dir_all(parent);
        }
        let report = report_dir().join("index.html");
        let _ = std::fs::write(&path, xml(run, &report.to_string_lossy()));
    }
}

/// The run as JUnit XML. A flaky test passes with a `flakyFailure` per failed attempt, and a
/// failed test that was retried lists its earlier attempts as `rerunFailure`s, as Maven
/// Surefire writes them; each failure names its row of the report.
fn xml(run: &Run, report: &str) -> String {
    let failures = run.count(Status::Failed);
    let skipped = run.count(Status::Skipped);
    let total: f64 = run
        .outcomes
        .iter()
        .map(|o| o.duration_ms as f64 / 1000.0)
        .sum();
    let mut xml = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites tests=\"{}\" failures=\"{failures}\" time=\"{total:.3}\">\n<testsuite name=\"harness\" tests=\"{}\" failures=\"{failures}\" skipped=\"{skipped}\" time=\"{total:.3}\">\n",
        run.outcomes.len(),
        run.outcomes.len()
    );
    for (index, outcome) in run.outcomes.iter().enumerate() {
        let (class, name) = outcome
            .name
            .rsplit_once("::")
            .unwrap_or(("harness", &outcome.name));
        // One test runs once per browser; the browser keeps each run's name unique.
        let name = if outcome.browser.is_empty() {
            name.to_owned()
        } else {
            format!("{name} [{}]", outcome.browser)
        };
        let anchor = format!("{report}#r{index}");
        xml.push_str(&format!(
            "  <testcase classname=\"{}\" name=\"{}\" time=\"{:.3}\">",
            escape(class),
            escape(&name),
            outcome.duration_ms as f64 / 1000.0
        ));
        let message = outcome.message.as_deref().unwrap_or_default();
        match outcome.status {
            Status::Skipped => {
                xml.push_str(&format!("<skipped message=\"{}\"/>", escape(message)));
            }
            Status::Failed => {
                xml.push_str(&format!(
                    "<failure message=\"{}\">{}\nEvidence: {}</failure>",
                    escape(message.lines().next().unwrap_or_default()),
                    escape(message),
                    escape(&anchor)
                ));
            }
            Status::Passed | Status::Flaky => {}
        }
        let element = if outcome.status == Status::Flaky {
            "flakyFailure"
        } else {
            "rerunFailure"
        };
        for attempt in &outcome.retries {
            xml.push_str(&format!(
                "<{element} message=\"{}\">{}\nEvidence: {}</{element}>",
                escape(attempt.message.lines().next().unwrap_or_default()),
                escape(&attempt.message),
                escape(&anchor)
            ));
        }
        xml.push_str(&format!(
            "<properties><property name=\"browser\" value=\"{}\"/><property name=\"viewport\" value=\"{}\"/><property name=\"route\" value=\"{}\"/><property name=\"session\" value=\"{}\"/><property name=\"status\" value=\"{}\"/><property name=\"report\" value=\"{}\"/></properties></testcase>\n",
            escape(&outcome.browser),
            escape(&outcome.viewport),
            escape(&outcome.routes.join(" ")),
            escape(&outcome.session),
            outcome.status.word(),
            escape(&anchor)
        ));
    }
    xml.push_str("</testsuite>\n</testsuites>\n");
    xml
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::outcome::FailedAttempt;

    fn outcome(name: &str, status: Status, message: &str) -> TestOutcome {
        TestOutcome {
            viewport: "desktop 1280x800".to_owned(),
            routes: vec!["/hire".to_owned()],
            session: "8694985f45206d044c2265fc92034292".to_owned(),
            duration_ms: 1500,
            message: Some(message.to_owned()),
            ..TestOutcome::new(name, "firefox", status)
        }
    }

    fn run(outcomes: Vec<TestOutcome>) -> Run {
        Run {
            outcomes,
            ..Run::default()
        }
    }

    #[test]
    fn junit_output_escapes_counts_failures_and_points_at_the_report() {
        let xml = xml(
            &run(vec![
                outcome(
                    "dialog::closes",
                    Status::Failed,
                    "DIALOG-FOCUS <lost> & gone",
                ),
                outcome("http::statuses", Status::Skipped, "no fixtures"),
            ]),
            "report/index.html",
        );
        assert!(xml.contains("tests=\"2\" failures=\"1\""));
        assert!(xml.contains("classname=\"dialog\" name=\"closes [firefox]\""));
        assert!(xml.contains("DIALOG-FOCUS &lt;lost&gt; &amp; gone"));
        assert!(xml.contains("Evidence: report/index.html#r0"));
        assert!(
            xml.contains("skipped=\"1\"") && xml.contains("<skipped message=\"no fixtures\"/>")
        );
    }

    #[test]
    fn a_flaky_test_passes_with_its_failed_attempts_and_never_counts_as_a_failure() {
        let mut flaky = outcome("tooltips::open", Status::Flaky, "TOOLTIP-OPEN-DELAY late");
        flaky.retries.push(FailedAttempt {
            message: "TOOLTIP-OPEN-DELAY late".to_owned(),
            duration_ms: 900,
            attachments: Vec::new(),
        });
        let xml = xml(&run(vec![flaky]), "r.html");
        assert!(xml.contains("failures=\"0\""), "{xml}");
        assert!(
            xml.contains("<flakyFailure message=\"TOOLTIP-OPEN-DELAY late\">"),
            "{xml}"
        );
        assert!(
            xml.contains("<property name=\"status\" value=\"flaky\"/>"),
            "{xml}"
        );
    }
}
