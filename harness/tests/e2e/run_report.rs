//! What a run leaves QA. The report opens from disk with no network in
//! both browsers, with no accessibility violation; its filters work, and its search filters
//! both the results and the spec view, which shows every spec sentence with its checks'
//! verdicts; a failure leaves evidence of the page; a test that fails once and then passes
//! is reported flaky.

use anyhow::ensure;
use harness::pages::{RunReport, SitePage};
use harness::record::outcome::{Attachment, Status};
use harness::running::environment::RetryPolicy;
use harness::running::runner::run_on_each_browser;
use harness::{
    Route, Viewport, base::workspace, browser_test, checks::axe, environment, http_test,
    running::evidence,
};

/// Why a check that needs this machine's browsers is skipped against a remote Grid.
const NEEDS_LOCAL_GRID: &str =
    "a remote Grid's browsers cannot open this machine's files or reach its loopback";

#[test]
fn the_run_report_opens_from_disk_passes_axe_and_its_filters_work() -> anyhow::Result<()> {
    if !environment().grid.local {
        harness::record::run_record::skip(NEEDS_LOCAL_GRID);
        return Ok(());
    }
    let index = review::sample::write(&workspace::output_dir().join("report-under-test"))?;
    browser_test(Viewport::Desktop, move |browser| {
        let index = index.clone();
        async move {
            let report = RunReport::open_from_disk(&browser, &index).await?;
            let all = report.shown_results().await?;
            ensure!(
                all.len() == 12,
                "REPORT-OPENS: the sample report opened from disk should list 12 results, it lists {}",
                all.len()
            );
            let violations = axe::violations_of_any_page(&browser).await?;
            ensure!(
                violations.is_empty(),
                "REPORT-AXE: the run report has accessibility violations: {violations:?}"
            );
            for status in ["flaky", "passed", "skipped"] {
                report.toggle_status(status).await?;
            }
            let statuses = report.shown_statuses().await?;
            ensure!(
                statuses.len() == 6 && statuses.iter().all(|s| s == "failed"),
                "REPORT-FILTERS: with only 'failed' ticked the report shows {statuses:?}"
            );
            report.choose("Route", "/hire").await?;
            let hire = report.shown_results().await?;
            ensure!(
                hire.len() == 2 && report.shown_changes().await? == 1,
                "REPORT-FILTERS: failed results on /hire should be 2, with 1 group of changed \
                 screenshots; the report shows {hire:?} and {} groups",
                report.shown_changes().await?
            );
            report.show_all().await?;
            let map = facts::specs::spec_map()?;
            let sentences: Vec<_> = map.sections.iter().flat_map(|s| &s.sentences).collect();
            let every = format!(
                "Showing 12 of 12 results and {0} of {0} spec sentences.",
                sentences.len()
            );
            let line = report.shown_line().await?;
            ensure!(
                report.shown_results().await?.len() == 12 && line == every,
                "REPORT-FILTERS: Show all should show every result again; it says {line:?}"
            );
            check_the_spec_view(&report, &sentences).await
        }
    });
    Ok(())
}

/// The spec view shows every sentence of the map, the uncovered ones marked, with each
/// check's verdict per browser, and the search finds a check in both views.
async fn check_the_spec_view(
    report: &RunReport,
    sentences: &[&facts::specs::MappedSentence],
) -> anyhow::Result<()> {
    let shown = report.shown_sentences().await?;
    let uncovered = sentences
        .iter()
        .filter(|s| s.checks.is_empty() && s.uncovered.is_some())
        .count();
    let marked = shown
        .iter()
        .filter(|(mapping, _)| mapping == "uncovered")
        .count();
    ensure!(
        shown.len() == sentences.len() && marked == uncovered,
        "REPORT-SPEC-VIEW: the spec view should show {} sentences, {uncovered} of them marked \
         uncovered; it shows {} with {marked} marked",
        sentences.len(),
        shown.len()
    );
    // The sample's dialog failure on Chromium; Firefox owes it a verdict, and no test
    // without a browser exercises it.
    let verdicts = report.verdicts_of("DIALOG-FOCUS-RETURN").await?;
    let expected = [
        ("chrome", "failed 1"),
        ("firefox", "not run"),
        ("no browser", ""),
    ];
    ensure!(
        !verdicts.is_empty()
            && verdicts.chunks(expected.len()).all(|row| row
                .iter()
                .map(|(b, v)| (b.as_str(), v.as_str()))
                .eq(expected)),
        "REPORT-SPEC-VIEW: DIALOG-FOCUS-RETURN should read {expected:?} in each of its sentences, \
         reads {verdicts:?}"
    );
    let citing = sentences
        .iter()
        .filter(|s| s.checks.iter().any(|id| id == "DIALOG-FOCUS-RETURN"))
        .count();
    report.search("DIALOG-FOCUS-RETURN").await?;
    let results = report.shown_results().await?;
    let found = report.shown_sentences().await?;
    ensure!(
        results == ["Closing the dialog returns focus to book now"] && found.len() == citing,
        "REPORT-SEARCH: searching DIALOG-FOCUS-RETURN should show its one failed result and its \
         {citing} sentences; it shows {results:?} and {} sentences",
        found.len()
    );
    report.show_all().await?;
    ensure!(
        report.shown_sentences().await?.len() == sentences.len(),
        "REPORT-SEARCH: Show all should clear the search"
    );
    Ok(())
}

#[test]
fn a_failure_leaves_evidence_of_the_page() {
    browser_test(Viewport::Desktop, |browser| async move {
        let page = SitePage::open(&browser, Route::Hire).await?;
        page.wait_until_loaded().await?;
        let folder = workspace::output_dir().join("evidence-under-test");
        let taken = evidence::capture(
            &browser,
            &environment().grid.url,
            &folder,
            browser.engine().name(),
            "the page",
        )
        .await;
        let problem = |what: &str| format!("EVIDENCE-CAPTURE /hire: {what}; evidence: {taken:?}");
        ensure!(taken.missing.is_empty(), problem("parts are missing"));
        ensure!(
            taken.url.ends_with("/hire"),
            problem("the address is not /hire's")
        );
        let png = |path: &Option<String>| -> anyhow::Result<(u32, u32)> {
            let file = folder.join(path.as_deref().unwrap_or_default());
            Ok(image::image_dimensions(&file)?)
        };
        let (width, height) = png(&taken.viewport_png)?;
        ensure!(
            (width, height) == (1280, 800),
            problem(&format!("the viewport screenshot is {width}x{height}"))
        );
        let (_, page_height) = png(&taken.full_page_png)?;
        ensure!(
            page_height > 800,
            problem("the whole-page screenshot is one screen")
        );
        let dom = std::fs::read_to_string(folder.join(taken.dom_html.clone().unwrap_or_default()))?;
        ensure!(
            dom.contains("Hire The Hive"),
            problem("the DOM lacks the page's heading")
        );
        ensure!(
            taken.timeline.iter().any(|event| event.kind == "hydrated"),
            problem("the timeline lacks the hydration")
        );
        ensure!(
            taken.session == browser.session_id() && taken.node.is_some(),
            problem("the session or its Grid node is not named")
        );
        Ok(())
    });
}

#[test]
fn a_test_that_fails_once_is_reported_flaky_and_one_that_always_fails_lists_its_retries() {
    http_test(|| async {
        // The runner itself, under a retry of its own, on a body that fails its first attempt
        // (and, in the second case, every attempt): the outcomes are read, not recorded.
        for (always, expected) in [(false, Status::Flaky), (true, Status::Failed)] {
            let policy = RetryPolicy {
                retries: 1,
                fail_on_flaky: false,
            };
            let evidence = workspace::output_dir().join("flaky-self-test");
            let runs = run_on_each_browser(
                Viewport::Desktop,
                false,
                policy,
                &evidence,
                // A short page: each failed attempt captures it whole as evidence.
                move |browser| async move {
                    SitePage::open(&browser, Route::OurStrategies).await?;
                    ensure!(
                        !always && browser.attempt() > 0,
                        "FLAKY-STATUS: this attempt fails on purpose"
                    );
                    Ok(())
                },
            )
            .await;
            for run in runs {
                let outcome = &run.outcome;
                let evidence = outcome.retries.first().is_some_and(|attempt| {
                    attempt
                        .attachments
                        .iter()
                        .any(|a| matches!(a, Attachment::Evidence(e) if e.viewport_png.is_some()))
                });
                ensure!(
                    outcome.status == expected && outcome.retries.len() == 1 && evidence,
                    "FLAKY-STATUS [{}]: expected {expected:?} with one failed attempt and its \
                     evidence, got {:?} with {} retries (evidence: {evidence})",
                    outcome.browser,
                    outcome.status,
                    outcome.retries.len()
                );
            }
        }
        Ok(())
    });
}
