//! A run report with one of everything it can show (a failure with its evidence, a flaky
//! test, a skip, passes, grouped and lone visual changes, a missing baseline, rstest cases,
//! and the spec view with every verdict), written from made-up pages under the real tests'
//! names: the static gates check its HTML, and the report's own browser test checks that
//! it opens from disk, passes axe, filters and searches.

use anyhow::{Context, Result};
use harness::record::outcome::{
    Attachment, ConsoleLine, Evidence, FailedAttempt, NotRun, Run, Status, TestOutcome,
    TimelineLine,
};
use harness::record::report;
use harness::visual::diff::{Tolerance, compare};
use harness::visual::failed::{self, write_png};
use image::codecs::png::CompressionType::Fast;
use image::{Rgba, RgbaImage};
use std::path::{Path, PathBuf};

/// A made-up page: bands of colour, with a footer band at its foot.
fn page(width: u32, height: u32, footer: Rgba<u8>) -> RgbaImage {
    RgbaImage::from_fn(width, height, |_, y| {
        if y + 60 >= height {
            footer
        } else if (y / 40) % 2 == 0 {
            Rgba([251, 247, 240, 255])
        } else {
            Rgba([242, 165, 22, 255])
        }
    })
}

fn outcome(name: &str, browser: &str, route: &str, status: Status) -> TestOutcome {
    let mut outcome = TestOutcome::new(name, browser, status);
    outcome.duration_ms = 1_800;
    outcome.routes = (!route.is_empty())
        .then(|| route.to_owned())
        .into_iter()
        .collect();
    if !browser.is_empty() {
        outcome.viewport = "desktop 1280x800".to_owned();
        outcome.session = "5f1c0e0b2a7d4c3e9b8a6f5e4d3c2b1a".to_owned();
    }
    outcome
}

/// Writes the sample report into `dir` (emptied first), with its baselines in
/// `dir/screenshots`, and returns the report's path.
pub fn write(dir: &Path) -> Result<PathBuf> {
    let _ = std::fs::remove_dir_all(dir);
    let screenshots = dir.join("screenshots");
    std::fs::create_dir_all(screenshots.join("chrome-156/desktop"))
        .context("cannot create the sample's baselines")?;
    let evidence_dir = dir.join("evidence/sample");
    std::fs::create_dir_all(&evidence_dir).context("cannot create the sample's evidence")?;

    let mut outcomes = Vec::new();
    let mut failed_test = outcome(
        "dialog::closing_the_dialog_returns_focus_to_book_now::close_by_1_CloseBy__Escape::which_1_BookNow__Hero",
        "chrome",
        "/hire",
        Status::Failed,
    );
    failed_test.message = Some(
        "[chrome desktop 1280x800] DIALOG-FOCUS-RETURN /hire: after Escape, focus is on \
         <body>, not on the Book Now button"
            .to_owned(),
    );
    let shot = page(1280, 800, Rgba([42, 30, 23, 255]));
    write_png(&evidence_dir.join("viewport.png"), &shot, Fast)?;
    write_png(
        &evidence_dir.join("page.png"),
        &page(1280, 2400, Rgba([42, 30, 23, 255])),
        Fast,
    )?;
    std::fs::write(
        evidence_dir.join("dom.html"),
        "<!doctype html>\n<html lang=\"en\"><head><title>Hire The Hive</title></head>\
         <body><main><h1>Hire The Hive</h1></main></body></html>\n",
    )?;
    failed_test.node = Some("http://127.0.0.1:4444".to_owned());
    failed_test.attachments.push(Attachment::Evidence(Evidence {
        label: "The page when the check failed".to_owned(),
        url: "http://127.0.0.1:8080/hire".to_owned(),
        viewport_png: Some("evidence/sample/viewport.png".to_owned()),
        full_page_png: Some("evidence/sample/page.png".to_owned()),
        dom_html: Some("evidence/sample/dom.html".to_owned()),
        console: vec![ConsoleLine {
            at: 812.4,
            level: "info".to_owned(),
            message: "video frame loaded: https://drive.example.com/file/d/hive-hire-reel/preview"
                .to_owned(),
        }],
        timeline: vec![
            TimelineLine {
                at: 640.2,
                kind: "hydrated".to_owned(),
                target: String::new(),
                detail: String::new(),
            },
            TimelineLine {
                at: 1_204.9,
                kind: "state".to_owned(),
                target: "book-now-dialog".to_owned(),
                detail: "open".to_owned(),
            },
            TimelineLine {
                at: 1_690.3,
                kind: "state".to_owned(),
                target: "book-now-dialog".to_owned(),
                detail: "closed".to_owned(),
            },
        ],
        session: failed_test.session.clone(),
        node: failed_test.node.clone(),
        alert: None,
        missing: vec![
            "the whole-page screenshot: an example of a part that could not be taken".to_owned(),
        ],
    }));
    outcomes.push(failed_test);

    let mut flaky = outcome(
        "tooltips::a_tooltip_opens_after_700_ms_of_hover_and_the_next_opens_at_once",
        "firefox",
        "/",
        Status::Flaky,
    );
    flaky.message = Some(
        "[firefox desktop 1280x800] TOOLTIP-OPEN-DELAY /: the tooltip opened after 905 ms"
            .to_owned(),
    );
    flaky.retries.push(FailedAttempt {
        message: flaky.message.clone().unwrap_or_default(),
        duration_ms: 1_200,
        attachments: Vec::new(),
    });
    outcomes.push(flaky);

    // One footer change seen on three pages, one lone change, and one missing baseline.
    let subject =
        |route: &'static str, id: &'static str, baseline: &'static str| (route, id, baseline);
    for (route, id, baseline) in [
        subject("/", "home", "chrome-156/desktop/home.png"),
        subject("/hire", "hire", "chrome-156/desktop/hire.png"),
        subject("/contact", "contact", "chrome-156/desktop/contact.png"),
        subject(
            "/learn-more",
            "learn-more",
            "chrome-156/desktop/learn-more.png",
        ),
        subject("/v2", "v2", "chrome-157/desktop/v2.png"),
    ] {
        let expected = page(1280, 1200 + 80 * id.len() as u32, Rgba([42, 30, 23, 255]));
        let mut actual = if id == "learn-more" {
            let mut changed = expected.clone();
            for x in 100..400 {
                changed.put_pixel(x, 300, Rgba([200, 67, 47, 255]));
            }
            changed
        } else {
            page(expected.width(), expected.height(), Rgba([20, 78, 90, 255]))
        };
        let missing = id == "v2";
        if missing {
            actual = page(1280, 1000, Rgba([42, 30, 23, 255]));
        } else {
            write_png(&screenshots.join(baseline), &expected, Fast)?;
        }
        let comparison = compare(&expected, &actual, Tolerance::OWN_BUILD);
        let summary = if missing {
            "no baselines for this browser (chrome-157); they were recorded with chrome-156"
                .to_owned()
        } else {
            "several pixels differ (limit 0, own-build threshold 0.0025)".to_owned()
        };
        let visual = failed::record(
            &failed::Subject {
                report: dir,
                screenshots: &screenshots,
                baseline,
                route,
                browser: "chrome",
                viewport_name: "desktop",
                viewport: "desktop 1280x800",
                route_id: id,
            },
            (!missing).then_some(&expected),
            &actual,
            &comparison,
            &summary,
        )?;
        // One outcome per changed page, as the sample's groups need them.
        let mut test = outcome(
            "visual::every_route_matches_its_baseline_and_leaves_no_screen_empty::viewport_1_Viewport__Desktop",
            "chrome",
            route,
            Status::Failed,
        );
        test.message = Some(format!(
            "VISUAL-BASELINE {route} [desktop 1280x800]: {summary}"
        ));
        test.attachments.push(Attachment::Visual(visual));
        outcomes.push(test);
    }

    let mut skipped = outcome(
        "main_thread::every_route_becomes_interactive_on_a_slow_phone_within_its_main_thread_budget",
        "firefox",
        "",
        Status::Skipped,
    );
    skipped.message =
        Some("Firefox offers WebDriver no CPU slowdown and has no Long Tasks API".to_owned());
    outcomes.push(skipped);
    for name in [
        "calls_to_action::every_route_shows_exactly_its_catalogued_links_and_buttons",
        "fixed_facts::every_route_shows_the_spec_figures_and_facts::viewport_1_Viewport__Desktop",
        "accessibility::every_route_has_no_accessibility_violations::viewport_1_Viewport__Desktop::reduced_motion_2_true",
    ] {
        outcomes.push(outcome(name, "chrome", "/no-such-page", Status::Passed));
    }
    outcomes.push(outcome(
        "http::every_route_answers_with_its_status_and_unknown_paths_answer_404",
        "",
        "",
        Status::Passed,
    ));

    let run = Run {
        started: 1_795_772_700,
        wall_ms: 612_000,
        screenshots: screenshots.to_string_lossy().into_owned(),
        browsers: vec!["chrome".to_owned(), "firefox".to_owned()],
        browsers_not_run: vec![NotRun {
            browser: "webkit".to_owned(),
            why: "the Selenium Grid at http://grid:4444 offers no MiniBrowser session".to_owned(),
        }],
        outcomes,
    };
    run.write(dir)?;
    let index = dir.join("index.html");
    std::fs::write(&index, report::render(&run, None))?;
    Ok(index)
}
