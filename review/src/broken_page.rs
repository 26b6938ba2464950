//! A run to review, made from a page a test broke on purpose: the page is captured and
//! compared with its real baseline, as the visual check does, and the failed comparison is
//! written with a copy of that baseline into a folder of its own, so a review test can
//! approve it without touching `screenshots/`.

use anyhow::{Context, Result, ensure};
use harness::record::outcome::{Attachment, Run, Status, TestOutcome};
use harness::visual::{self, Comparison, capture, compare, failed, tolerance};
use harness::{Browser, Route};
use std::path::{Path, PathBuf};

/// The run's files.
pub struct ReviewRun {
    /// The report folder, with its `run.json`.
    pub report: PathBuf,
    /// The baselines folder the review writes to: a copy holding the one baseline.
    pub screenshots: PathBuf,
    /// The copied baseline, which an approval overwrites.
    pub baseline: PathBuf,
    /// The run's capture, whose bytes an approval must write.
    pub actual: PathBuf,
    /// How the page names the comparison (`/ chrome desktop 1280x800`).
    pub name: String,
}

/// Captures `route`'s page as `browser` shows it now, compares it with the route's real
/// baseline, and writes the failed comparison as a run in `dir` (emptied first). Fails if the
/// capture matches the baseline: the caller was to break the page first.
pub async fn of_the_page(browser: &Browser, route: Route, dir: &Path) -> Result<ReviewRun> {
    let _ = std::fs::remove_dir_all(dir);
    let profile = visual::baseline::profile(browser)?;
    let viewport = browser.viewport();
    let relative = format!("{profile}/{}/{}.png", viewport.name(), route.id());
    let real = visual::screenshots_dir().join(&relative);
    let expected = image::open(&real)
        .with_context(|| format!("cannot read the baseline {}", real.display()))?
        .to_rgba8();
    let actual = capture::full_page(browser, None).await?;
    let comparison = compare(&expected, &actual, tolerance());
    ensure!(
        !comparison.passes(),
        "the page still matches its baseline; break it before making a run to review"
    );
    let summary = match &comparison {
        Comparison::Different { diff_pixels, .. } => format!("{diff_pixels} pixels differ"),
        _ => "the sizes differ".to_owned(),
    };
    let screenshots = dir.join("screenshots");
    let baseline = screenshots.join(&relative);
    std::fs::create_dir_all(baseline.parent().context("a baseline has a folder")?)?;
    std::fs::copy(&real, &baseline).context("cannot copy the baseline")?;
    let report = dir.join("report");
    let engine = browser.engine().name();
    let comparison = failed::record(
        &failed::Subject {
            report: &report,
            screenshots: &screenshots,
            baseline: &relative,
            route: route.sample_path(),
            browser: engine,
            viewport_name: viewport.name(),
            viewport: &viewport.to_string(),
            route_id: route.id(),
        },
        Some(&expected),
        &actual,
        &comparison,
        &summary,
    )?;
    let actual_path = report.join(&comparison.actual);
    let name = format!("{} {engine} {viewport}", route.sample_path());
    let run = Run {
        started: 0,
        wall_ms: 0,
        screenshots: screenshots.to_string_lossy().into_owned(),
        browsers: vec![engine.to_owned()],
        browsers_not_run: Vec::new(),
        outcomes: vec![TestOutcome {
            viewport: viewport.to_string(),
            routes: vec![route.sample_path().to_owned()],
            session: browser.session_id(),
            message: Some(format!("VISUAL-BASELINE {route}: {summary}")),
            attachments: vec![Attachment::Visual(comparison)],
            ..TestOutcome::new("visual::a_page_broken_on_purpose", engine, Status::Failed)
        }],
    };
    run.write(&report)?;
    Ok(ReviewRun {
        report,
        screenshots,
        baseline,
        actual: actual_path,
        name,
    })
}
