//! Spec §8 and the quality bar: no route logs a console error, at either viewport. Each
//! route's console is read from its shared visit (`harness::checks::route_visit`).

use anyhow::{Context, ensure};
use harness::base::spec_delays::VIDEO_LOAD_TIMEOUT_MS;
use harness::checks::route_visit::check_every_route;
use harness::pages::SitePage;
use harness::pages::page_clock::PageClock;
use harness::{ConsoleMessage, Route, Viewport, browser_test};
use rstest::rstest;

#[rstest]
fn no_route_logs_a_console_error(
    #[values(Viewport::Desktop, Viewport::Mobile)] viewport: Viewport,
) {
    check_every_route(viewport, false, |_, visit, failures| {
        let errors: Vec<&str> = visit
            .console_at_load
            .get()?
            .iter()
            .filter(|m| m.level == "error")
            .map(|m| m.message.as_str())
            .collect();
        if !errors.is_empty() {
            failures.push(format!("CONSOLE-CLEAN {}: {errors:?}", visit.route));
        }
        Ok(())
    });
}

/// Whether a console message is the site's word on the video frame: its load, or its
/// failure to load in time.
fn is_video_log(message: &ConsoleMessage) -> bool {
    message.message.starts_with("video frame loaded") || is_video_failure(message)
}

fn is_video_failure(message: &ConsoleMessage) -> bool {
    message.message.starts_with("video frame failed to load")
}

#[test]
fn playing_a_video_logs_the_frame_load_or_its_failure_when_the_timeout_runs_out() {
    browser_test(Viewport::Desktop, |browser| async move {
        let page = SitePage::open(&browser, Route::Hire).await?;
        // The frame's address is offline here: Chromium loads its error page into the frame,
        // Firefox fires no load, and the site logs the failure when its timeout runs out.
        // The page's clock runs that timeout out, so the test need not wait 15 s for it.
        let clock = PageClock::install(&browser).await?;
        page.click("video-play").await?;
        clock
            .until_held("the video frame's load timeout to start")
            .await
            .context("VIDEO-LOG /hire: playing the video must start the frame's load timeout")?;
        clock.advance(VIDEO_LOAD_TIMEOUT_MS - 1).await?;
        let early: Vec<ConsoleMessage> = browser
            .console_messages()
            .await?
            .into_iter()
            .filter(is_video_failure)
            .collect();
        ensure!(
            early.is_empty(),
            "VIDEO-LOG /hire: the frame's failure must be logged only after {VIDEO_LOAD_TIMEOUT_MS} ms, got {early:?}"
        );
        clock.advance(1).await?;
        let logged = harness::base::wait::until(
            "a console message about the video frame's load or failure",
            || async {
                let messages = browser.console_messages().await?;
                Ok(messages.into_iter().find(is_video_log))
            },
        )
        .await
        .context("VIDEO-LOG /hire: the video frame's load was never logged")?;
        ensure!(
            logged.level != "error",
            "VIDEO-LOG /hire: the video frame must be logged without console.error, got {logged:?}"
        );
        Ok(())
    });
}
