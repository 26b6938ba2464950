//! A harness run as data, the shape of its `run.json`: each test's status, its message and
//! what was attached to it (evidence taken at the moment of failure, failed visual
//! comparisons). The harness writes it as tests end; its report and closing summary,
//! `cargo xtask review`, `rerun` and `bench e2e` read it back. Paths are relative to the
//! report folder, so the folder can be moved or archived whole.

use anyhow::{Context, Result};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The run's file in its report folder.
const FILE: &str = "run.json";

/// How a test ended, on one browser.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// It failed on its last attempt.
    Failed,
    /// It failed, then passed on a retry (`HARNESS_RETRIES`): not a pass.
    Flaky,
    /// It passed on its first attempt.
    Passed,
    /// It could not run here, with its reason.
    Skipped,
}

impl Status {
    /// The word the progress line and the report use.
    pub fn word(self) -> &'static str {
        match self {
            Status::Failed => "failed",
            Status::Flaky => "flaky",
            Status::Passed => "passed",
            Status::Skipped => "skipped",
        }
    }
}

/// One test on one browser and viewport.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TestOutcome {
    /// The test's full name, as libtest names it (`module::test::case`).
    pub name: String,
    /// `chrome`, `firefox` or `webkit`; empty for a test without a browser.
    pub browser: String,
    /// The viewport's name and size (`desktop 1280x800`); empty without a browser.
    pub viewport: String,
    /// The site paths the test is about: the one it last opened, or each route an
    /// every-route check found wrong.
    pub routes: Vec<String>,
    /// The WebDriver session of the last attempt.
    pub session: String,
    /// The Grid node that ran that session, when the Grid says.
    pub node: Option<String>,
    /// How long all attempts took, in milliseconds.
    pub duration_ms: u64,
    /// How it ended.
    pub status: Status,
    /// The failure's message (of the last attempt, or of the first for a flaky test), or why
    /// it was skipped.
    pub message: Option<String>,
    /// Everything attached to the last attempt.
    pub attachments: Vec<Attachment>,
    /// The earlier attempts that failed, oldest first.
    pub retries: Vec<FailedAttempt>,
}

impl TestOutcome {
    /// `name` on `browser` (empty for a test without one), ended with `status`, with nothing
    /// else recorded yet.
    pub fn new(name: &str, browser: &str, status: Status) -> TestOutcome {
        TestOutcome {
            name: name.to_owned(),
            browser: browser.to_owned(),
            viewport: String::new(),
            routes: Vec::new(),
            session: String::new(),
            node: None,
            duration_ms: 0,
            status,
            message: None,
            attachments: Vec::new(),
            retries: Vec::new(),
        }
    }
}

/// An attempt that failed before the test was run again.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct FailedAttempt {
    /// Its failure message.
    pub message: String,
    /// How long it took, in milliseconds.
    pub duration_ms: u64,
    /// Everything attached to it.
    pub attachments: Vec<Attachment>,
}

/// Something a test attached to its outcome.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Attachment {
    /// The page as it was when the test failed.
    Evidence(Evidence),
    /// A capture that did not match its baseline.
    Visual(VisualComparison),
}

/// The page at the moment a test failed, taken before its session was reset.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Evidence {
    /// What the evidence shows: the page at failure, or a route an every-route check found
    /// wrong, opened again.
    pub label: String,
    /// The page's address.
    pub url: String,
    /// A PNG of the viewport.
    pub viewport_png: Option<String>,
    /// A PNG of the whole page, where the browser offers one.
    pub full_page_png: Option<String>,
    /// The DOM (`outerHTML`) as an HTML file.
    pub dom_html: Option<String>,
    /// What the page logged, as the harness's injected capture recorded it.
    pub console: Vec<ConsoleLine>,
    /// The in-page timeline of triggers and effects.
    pub timeline: Vec<TimelineLine>,
    /// The WebDriver session.
    pub session: String,
    /// The Grid node that ran it.
    pub node: Option<String>,
    /// The text of an alert that was open, which was accepted so the rest could be taken.
    pub alert: Option<String>,
    /// Each part that could not be taken, and why.
    pub missing: Vec<String>,
}

/// One console call, error or rejection the page saw.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ConsoleLine {
    /// `performance.now()` when it was logged, in milliseconds.
    pub at: f64,
    /// `log`, `info`, `warn`, `error` or `debug`.
    pub level: String,
    /// What was logged.
    pub message: String,
}

/// One event of the in-page timeline.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TimelineLine {
    /// `performance.now()` when it happened, in milliseconds.
    pub at: f64,
    /// `navigate`, `scroll`, `state`, `counter`, ...
    pub kind: String,
    /// The element it concerns, if any.
    pub target: String,
    /// What it recorded: a state, a text, an address, a position.
    pub detail: String,
}

/// A full-page capture that did not match its baseline, with everything a reviewer needs to
/// judge it and `cargo xtask review` needs to approve it.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct VisualComparison {
    /// The route's path.
    pub route: String,
    /// `chrome`, `firefox` or `webkit`.
    pub browser: String,
    /// The viewport's name and size.
    pub viewport: String,
    /// What differs: a pixel count or a size mismatch, or that there is no baseline.
    pub summary: String,
    /// The baseline's path under the baselines folder (`chrome-156/desktop/home.png`).
    pub baseline: String,
    /// The baseline's bytes as the run read them, copied beside the report; none when there
    /// was no baseline. Approving refuses if the baseline on disk no longer has these bytes.
    pub expected: Option<String>,
    /// The capture, as PNG.
    pub actual: String,
    /// The differing pixels marked on the baseline, when the sizes match.
    pub diff: Option<String>,
    /// Where they differ, when the sizes match.
    pub region: Option<Region>,
    /// The changed region of each image, cut out for the report's zoomed views.
    pub crops: Option<Crops>,
    /// Comparisons whose changed regions show the same pixels share this key, so one change
    /// seen on many pages is reviewed once.
    pub group: String,
}

/// A rectangle of an image, in pixels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Region {
    /// Its left edge.
    pub x: u32,
    /// Its top edge.
    pub y: u32,
    /// Its width.
    pub width: u32,
    /// Its height.
    pub height: u32,
}

/// The changed region cut out of the expected, actual and diff images.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Crops {
    /// From the baseline.
    pub expected: String,
    /// From the capture.
    pub actual: String,
    /// From the diff.
    pub diff: String,
    /// Where the crops were cut: the changed region with a margin.
    pub region: Region,
}

/// A whole run: when it started, its browsers, and every outcome so far.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Run {
    /// Seconds since the Unix epoch when the run started.
    pub started: u64,
    /// How long the run has taken so far, in milliseconds.
    pub wall_ms: u64,
    /// The folder holding the baselines the comparisons name.
    pub screenshots: String,
    /// The browsers the run's browser tests ran on.
    #[serde(default)]
    pub browsers: Vec<String>,
    /// The browsers the run left out because its Grid lacks them, each with why.
    #[serde(default)]
    pub browsers_not_run: Vec<NotRun>,
    /// Every outcome, in the order tests finished.
    pub outcomes: Vec<TestOutcome>,
}

/// A browser a run left out, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NotRun {
    /// The browser, as `HARNESS_BROWSERS` names it.
    pub browser: String,
    /// Why it did not run.
    pub why: String,
}

impl Run {
    /// The run whose report is in `dir`.
    pub fn read(dir: &Path) -> Result<Run> {
        let path = dir.join(FILE);
        let json = std::fs::read(&path).with_context(|| {
            format!(
                "cannot read {}; run the harness first (`cargo test -p harness`)",
                path.display()
            )
        })?;
        serde_json::from_slice(&json)
            .with_context(|| format!("{} is not a run the harness wrote", path.display()))
    }

    /// Writes the run into the report folder `dir`.
    pub fn write(&self, dir: &Path) -> Result<()> {
        let path = dir.join(FILE);
        std::fs::write(&path, serde_json::to_vec_pretty(self)?)
            .with_context(|| format!("cannot write {}", path.display()))
    }

    /// How many outcomes have `status`.
    pub fn count(&self, status: Status) -> usize {
        self.outcomes.iter().filter(|o| o.status == status).count()
    }

    /// Every failed visual comparison of the run, with a stable id for each
    /// (`<outcome>-<attachment>`), in report order.
    pub fn visual_comparisons(&self) -> Vec<(String, &VisualComparison)> {
        let mut found = Vec::new();
        for (o, outcome) in self.outcomes.iter().enumerate() {
            for (a, attachment) in outcome.attachments.iter().enumerate() {
                if let Attachment::Visual(comparison) = attachment {
                    found.push((format!("{o}-{a}"), comparison));
                }
            }
        }
        found
    }
}
