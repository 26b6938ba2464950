//! The record of a run, kept as tests finish. Each outcome prints one progress line on
//! standard error (written directly, so libtest's capture does not hold it back), and the
//! run's files are rewritten after each, so they are complete whichever test ends last (a
//! test binary has no hook that runs after its last test):
//!
//! - `target/harness/junit.xml` (or `HARNESS_JUNIT`) for CI systems, each failure pointing at
//!   its place in the report;
//! - `run.json` in the report folder, the run as data, which `cargo xtask review` and
//!   `cargo xtask rerun` read;
//! - `index.html` in the report folder (`report`).
//!
//! The report folder is `target/harness/report/`, or `HARNESS_REPORT_DIR`; evidence and
//! comparison images are written beside it.

use crate::engine::Engine;
use crate::outcome::{NotRun, Run, Status, TestOutcome};
use crate::{report, workspace};
use std::io::Write;
use std::path::PathBuf;
use std::sync::Mutex;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

/// The run so far: when it started, its browsers, and every outcome.
#[derive(Default)]
struct Record {
    started: Option<Instant>,
    started_at: u64,
    browsers: Vec<String>,
    browsers_not_run: Vec<NotRun>,
    outcomes: Vec<TestOutcome>,
}

static RECORD: Mutex<Option<Record>> = Mutex::new(None);

/// The folder of the run's report, evidence and comparison images (`HARNESS_REPORT_DIR`, or
/// `target/harness/report`).
pub fn report_dir() -> PathBuf {
    workspace::report_dir()
}

/// Where the JUnit file goes: `HARNESS_JUNIT`, or `target/harness/junit.xml`.
pub fn junit_path() -> PathBuf {
    std::env::var_os("HARNESS_JUNIT")
        .map(PathBuf::from)
        .unwrap_or_else(|| workspace::output_dir().join("junit.xml"))
}

/// Starts the run's record. The last run's report folder is emptied, so the report and its
/// files describe this run only, unless `HARNESS_REPORT_APPEND=1` (as `cargo xtask rerun`
/// sets for its later batches): then this run's outcomes are added to the report there.
pub fn begin() {
    let mut record = RECORD.lock().unwrap_or_else(|p| p.into_inner());
    if record.is_some() {
        return;
    }
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let earlier: Option<Run> = (std::env::var("HARNESS_REPORT_APPEND").as_deref() == Ok("1"))
        .then(|| std::fs::read(report_dir().join("run.json")).ok())
        .flatten()
        .and_then(|json| serde_json::from_slice(&json).ok());
    if earlier.is_none() {
        let _ = std::fs::remove_dir_all(report_dir());
    }
    *record = Some(Record {
        started: Some(Instant::now()),
        started_at: earlier.as_ref().map_or(now, |run| run.started),
        outcomes: earlier.map(|run| run.outcomes).unwrap_or_default(),
        ..Record::default()
    });
}

/// Records the browsers the run's browser tests run on, and those its Grid lacks with why,
/// for the report's header.
pub fn set_browsers(browsers: &[Engine], not_run: &[(Engine, String)]) {
    let mut record = RECORD.lock().unwrap_or_else(|p| p.into_inner());
    let record = record.get_or_insert_with(Record::default);
    record.browsers = browsers.iter().map(|e| e.name().to_owned()).collect();
    record.browsers_not_run = not_run
        .iter()
        .map(|(engine, why)| NotRun {
            browser: engine.name().to_owned(),
            why: why.clone(),
        })
        .collect();
}

/// The running test's name: libtest names each test's thread after it.
pub fn current_test_name() -> String {
    std::thread::current()
        .name()
        .unwrap_or("unnamed")
        .to_owned()
}

/// Skips the running test with a one-line reason, printed at once and kept in the JUnit file
/// and the report as a skipped test, so no test is ever skipped silently.
pub fn skip(reason: &str) {
    record(TestOutcome {
        name: current_test_name(),
        browser: String::new(),
        viewport: String::new(),
        routes: Vec::new(),
        session: String::new(),
        node: None,
        duration_ms: 0,
        status: Status::Skipped,
        message: Some(reason.to_owned()),
        attachments: Vec::new(),
        retries: Vec::new(),
    });
}

/// The progress line of an outcome.
pub fn progress_line(outcome: &TestOutcome) -> String {
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
            .and_then(crate::spec_index::first_id)
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

/// Records an outcome: prints its progress line and rewrites the run's files.
pub fn record(outcome: TestOutcome) {
    let _ = std::io::stderr()
        .lock()
        .write_all(progress_line(&outcome).as_bytes());
    let mut guard = RECORD.lock().unwrap_or_else(|p| p.into_inner());
    let record = guard.get_or_insert_with(Record::default);
    let started = *record.started.get_or_insert_with(|| {
        record.started_at = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        Instant::now()
    });
    record.outcomes.push(outcome);
    let run = Run {
        started: record.started_at,
        wall_ms: u64::try_from(started.elapsed().as_millis()).unwrap_or(u64::MAX),
        screenshots: workspace::root()
            .join("screenshots")
            .to_string_lossy()
            .into_owned(),
        browsers: record.browsers.clone(),
        browsers_not_run: record.browsers_not_run.clone(),
        outcomes: record.outcomes.clone(),
    };
    drop(guard);
    write(&run);
}

/// Writes the run's three files. A file that cannot be written costs the run nothing else.
fn write(run: &Run) {
    let dir = report_dir();
    let _ = std::fs::create_dir_all(&dir);
    if let Ok(json) = serde_json::to_vec_pretty(run) {
        let _ = std::fs::write(dir.join("run.json"), json);
    }
    let _ = std::fs::write(dir.join("index.html"), report::render(run, None));
    let path = junit_path();
    if let Some(parent) = path.parent() {
        let _ = std::fs::create_dir_all(parent);
    }
    let _ = std::fs::write(&path, junit(run, &dir.join("index.html").to_string_lossy()));
}

fn escape(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_control() || matches!(c, '\n' | '\t'))
        .collect::<String>()
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The run as JUnit XML. A flaky test passes with a `flakyFailure` per failed attempt, and a
/// failed test that was retried lists its earlier attempts as `rerunFailure`s, as Maven
/// Surefire writes them; each failure names its row of the report.
fn junit(run: &Run, report: &str) -> String {
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
    use crate::outcome::FailedAttempt;

    fn outcome(name: &str, status: Status, message: Option<&str>) -> TestOutcome {
        TestOutcome {
            name: name.to_owned(),
            browser: "firefox".to_owned(),
            viewport: "desktop 1280x800".to_owned(),
            routes: vec!["/hire".to_owned()],
            session: "8694985f45206d044c2265fc92034292".to_owned(),
            node: None,
            duration_ms: 1500,
            status,
            message: message.map(str::to_owned),
            attachments: Vec::new(),
            retries: Vec::new(),
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
        let xml = junit(
            &run(vec![
                outcome(
                    "dialog::closes",
                    Status::Failed,
                    Some("DIALOG-FOCUS <lost> & gone"),
                ),
                outcome("http::statuses", Status::Skipped, Some("no fixtures")),
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
        let mut flaky = outcome(
            "tooltips::open",
            Status::Flaky,
            Some("TOOLTIP-OPEN-DELAY late"),
        );
        flaky.retries.push(FailedAttempt {
            message: "TOOLTIP-OPEN-DELAY late".to_owned(),
            duration_ms: 900,
            attachments: Vec::new(),
        });
        let xml = junit(&run(vec![flaky.clone()]), "r.html");
        assert!(xml.contains("failures=\"0\""), "{xml}");
        assert!(
            xml.contains("<flakyFailure message=\"TOOLTIP-OPEN-DELAY late\">"),
            "{xml}"
        );
        assert!(
            xml.contains("<property name=\"status\" value=\"flaky\"/>"),
            "{xml}"
        );
        let line = progress_line(&flaky);
        assert!(line.starts_with("harness: FLAKY"), "{line}");
        assert!(line.contains("TOOLTIP-OPEN-DELAY"), "{line}");
        assert!(line.contains("(passed on attempt 2 of 2)"), "{line}");
    }
}
