//! JUnit XML and progress lines for CI systems.
//!
//! Every harness test records its outcome here as it finishes: one line goes straight to
//! standard error (written directly, so libtest's output capture does not hold it back),
//! and the whole JUnit file is rewritten, so it is complete whichever test ends last;
//! a test binary has no hook that runs after its last test.

use crate::workspace;
use std::io::Write;
use std::path::PathBuf;
use std::sync::Mutex;
use std::time::Duration;

/// The outcome of one test.
#[derive(Debug, Clone)]
pub struct TestOutcome {
    /// The test's full name, as libtest names it (`module::test::case`).
    pub name: String,
    /// `chrome` or `firefox`, or empty for tests without a browser.
    pub browser: String,
    /// `chrome desktop 1280x800`, `mobile 390x844`, or empty for tests without a browser.
    pub viewport: String,
    /// The last path the test's browser opened, if any.
    pub route: String,
    /// The WebDriver session it ran in, if any: with a Grid, the node log names the node
    /// that created each session, so `cargo xtask grid` can count tests per node.
    pub session: String,
    /// How long the test took.
    pub duration: Duration,
    /// The failure message, or `None` for a pass.
    pub failure: Option<String>,
    /// Why the test was skipped, if it was.
    pub skipped: Option<String>,
}

static OUTCOMES: Mutex<Vec<TestOutcome>> = Mutex::new(Vec::new());

/// Where the JUnit file goes: `HARNESS_JUNIT`, or `target/harness/junit.xml`.
pub fn junit_path() -> PathBuf {
    std::env::var_os("HARNESS_JUNIT")
        .map(PathBuf::from)
        .unwrap_or_else(|| workspace::output_dir().join("junit.xml"))
}

/// The running test's name: libtest names each test's thread after it.
pub fn current_test_name() -> String {
    std::thread::current()
        .name()
        .unwrap_or("unnamed")
        .to_owned()
}

/// Skips the running test with a one-line reason, printed at once and kept in the JUnit
/// file as a skipped test, so no test is ever skipped silently.
pub fn skip(reason: &str) {
    record(TestOutcome {
        name: current_test_name(),
        browser: String::new(),
        viewport: String::new(),
        route: String::new(),
        session: String::new(),
        duration: Duration::ZERO,
        failure: None,
        skipped: Some(reason.to_owned()),
    });
}

/// Records an outcome: prints its progress line and rewrites the JUnit file.
pub fn record(outcome: TestOutcome) {
    let verdict = if outcome.failure.is_some() {
        "FAIL"
    } else if outcome.skipped.is_some() {
        "skip"
    } else {
        "ok"
    };
    let spec = outcome
        .failure
        .as_deref()
        .and_then(spec_id)
        .map(|id| format!(" {id}"))
        .unwrap_or_default();
    let reason = outcome
        .skipped
        .as_deref()
        .map(|reason| format!(" ({reason})"))
        .unwrap_or_default();
    let line = format!(
        "harness: {verdict:<4} {:>6.1}s {:<24} {:<24}{spec} {}{reason}\n",
        outcome.duration.as_secs_f64(),
        outcome.viewport,
        outcome.route,
        outcome.name
    );
    let _ = std::io::stderr().lock().write_all(line.as_bytes());
    let mut outcomes = OUTCOMES
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    outcomes.push(outcome);
    let path = junit_path();
    if let Some(dir) = path.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    let _ = std::fs::write(&path, render(&outcomes));
}

/// The first spec id (`NAV-HASH-SCROLL-DELAY`, `ROUTE-HOME-CARDS`, ...) in a message.
fn spec_id(message: &str) -> Option<&str> {
    message.split_whitespace().find(|word| {
        word.len() > 3
            && word.contains('-')
            && word
                .chars()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '-')
    })
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

fn render(outcomes: &[TestOutcome]) -> String {
    let failures = outcomes.iter().filter(|o| o.failure.is_some()).count();
    let skipped = outcomes.iter().filter(|o| o.skipped.is_some()).count();
    let total: f64 = outcomes.iter().map(|o| o.duration.as_secs_f64()).sum();
    let mut xml = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites tests=\"{}\" failures=\"{failures}\" time=\"{total:.3}\">\n<testsuite name=\"harness\" tests=\"{}\" failures=\"{failures}\" skipped=\"{skipped}\" time=\"{total:.3}\">\n",
        outcomes.len(),
        outcomes.len()
    );
    for outcome in outcomes {
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
        xml.push_str(&format!(
            "  <testcase classname=\"{}\" name=\"{}\" time=\"{:.3}\">",
            escape(class),
            escape(&name),
            outcome.duration.as_secs_f64()
        ));
        if let Some(reason) = &outcome.skipped {
            xml.push_str(&format!("<skipped message=\"{}\"/>", escape(reason)));
        }
        if let Some(message) = &outcome.failure {
            let first = message.lines().next().unwrap_or_default();
            xml.push_str(&format!(
                "<failure message=\"{}\">{}</failure>",
                escape(first),
                escape(message)
            ));
        }
        xml.push_str(&format!(
            "<properties><property name=\"browser\" value=\"{}\"/><property name=\"viewport\" value=\"{}\"/><property name=\"route\" value=\"{}\"/><property name=\"session\" value=\"{}\"/></properties></testcase>\n",
            escape(&outcome.browser),
            escape(&outcome.viewport),
            escape(&outcome.route),
            escape(&outcome.session)
        ));
    }
    xml.push_str("</testsuite>\n</testsuites>\n");
    xml
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spec_ids_are_found_in_messages() {
        assert_eq!(
            spec_id("[desktop 1280x800] NAV-HASH-SCROLL-DELAY /: late"),
            Some("NAV-HASH-SCROLL-DELAY")
        );
        assert_eq!(spec_id("nothing here"), None);
    }

    #[test]
    fn junit_output_escapes_and_counts_failures() {
        let xml = render(&[
            TestOutcome {
                name: "dialog::closes".into(),
                browser: "firefox".into(),
                viewport: "firefox desktop".into(),
                route: "/hire".into(),
                session: "8694985f45206d044c2265fc92034292".into(),
                duration: Duration::from_millis(1500),
                failure: Some("DIALOG-FOCUS <lost> & gone".into()),
                skipped: None,
            },
            TestOutcome {
                name: "http::statuses".into(),
                browser: String::new(),
                viewport: String::new(),
                route: String::new(),
                session: String::new(),
                duration: Duration::from_millis(20),
                failure: None,
                skipped: Some("no fixtures".into()),
            },
        ]);
        assert!(xml.contains("tests=\"2\" failures=\"1\""));
        assert!(xml.contains("classname=\"dialog\" name=\"closes [firefox]\""));
        assert!(xml.contains("DIALOG-FOCUS &lt;lost&gt; &amp; gone"));
        assert!(
            xml.contains("skipped=\"1\"") && xml.contains("<skipped message=\"no fixtures\"/>")
        );
    }
}
