//! The record of a run, kept as tests finish. Each outcome goes to every [`Reporter`] as it
//! is recorded, each bringing its output up to date, so the run's files are complete
//! whichever test ends last (a test binary has no hook that runs after its last test):
//!
//! - [`progress`]: one progress line on standard error;
//! - [`json`]: `run.json` in the report folder, the run as data (`facts::run`);
//! - [`html`]: `index.html` in the report folder (`report`);
//! - [`junit`]: `target/harness/junit.xml` (or `HARNESS_JUNIT`) for CI systems, each failure
//!   pointing at its place in the report.
//!
//! The report folder is `target/harness/report/`, or `HARNESS_REPORT_DIR`; evidence and
//! comparison images are written beside it.

mod html;
mod json;
mod junit;
mod progress;

use crate::base::engine::Engine;
use crate::base::workspace;
use crate::record::outcome::{NotRun, Run, Status, TestOutcome};
use std::path::PathBuf;
use std::sync::Mutex;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

/// One output of the run, brought up to date as each outcome is recorded. An output that
/// cannot be written costs the run nothing else.
trait Reporter: Sync {
    /// `outcome` was just recorded; `run` is the run so far, `outcome` last.
    fn report(&self, outcome: &TestOutcome, run: &Run);
}

/// Every output of the run, the progress line first.
const REPORTERS: [&dyn Reporter; 4] =
    [&progress::Progress, &json::Json, &html::Html, &junit::Junit];

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

/// Seconds since the Unix epoch.
fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// Starts the run's record. The last run's report folder is emptied, so the report and its
/// files describe this run only, unless `HARNESS_REPORT_APPEND=1` (as `cargo xtask rerun`
/// sets for its later batches): then this run's outcomes are added to the report there.
pub fn begin() {
    let mut record = RECORD.lock().unwrap_or_else(|p| p.into_inner());
    if record.is_some() {
        return;
    }
    let earlier = (std::env::var("HARNESS_REPORT_APPEND").as_deref() == Ok("1"))
        .then(|| Run::read(&report_dir()).ok())
        .flatten();
    if earlier.is_none() {
        let _ = std::fs::remove_dir_all(report_dir());
    }
    *record = Some(Record {
        started: Some(Instant::now()),
        started_at: earlier.as_ref().map_or_else(now, |run| run.started),
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
        message: Some(reason.to_owned()),
        ..TestOutcome::new(&current_test_name(), "", Status::Skipped)
    });
}

/// Records an outcome and brings every output of the run up to date.
pub fn record(outcome: TestOutcome) {
    let mut guard = RECORD.lock().unwrap_or_else(|p| p.into_inner());
    let record = guard.get_or_insert_with(Record::default);
    let started = *record.started.get_or_insert_with(|| {
        record.started_at = now();
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
    let _ = std::fs::create_dir_all(report_dir());
    if let Some(outcome) = run.outcomes.last() {
        for reporter in REPORTERS {
            reporter.report(outcome, &run);
        }
    }
}
