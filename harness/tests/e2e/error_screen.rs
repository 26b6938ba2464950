//! Spec §8 "Routing failure": React Router's default error screen. The failure is injected
//! in the test's own browser only, by blocking the page chunk of the route it opens next.

use anyhow::ensure;
use harness::pages::{ErrorScreen, Navigation, SitePage};
use harness::{Route, Viewport, browser_test};

#[test]
fn a_routing_failure_shows_the_unexpected_application_error_screen_with_its_message() {
    browser_test(Viewport::Desktop, |browser| async move {
        let page = SitePage::open(&browser, Route::Home).await?;
        let chunk = "hire-page";
        browser.fail_chunk(chunk).await?;
        Navigation::of(&page).choose("hire").await?;
        let screen = ErrorScreen::of(&page);
        let heading = screen.heading().await?;
        ensure!(
            heading == "Unexpected Application Error!",
            "ERROR-SCREEN: expected the heading 'Unexpected Application Error!', got {heading:?}"
        );
        let message = screen.message().await?;
        let failed = screen.failed_import().await?;
        ensure!(
            failed.worded_like(&message, chunk),
            "ERROR-SCREEN-MESSAGE: under the heading the screen must show the error's message, \
             as this browser words a page chunk ({chunk}) that failed to load ({:?} for a \
             missing module), but it shows {message:?}",
            failed.message
        );
        Ok(())
    });
}
