//! Spec §8 "Routing failure": React Router's default error screen. The failure is injected
//! in the test's own browser only, by blocking the page chunk of the route it opens next.

use anyhow::ensure;
use harness::pages::{ErrorScreen, Navigation, SitePage};
use harness::{Route, Viewport, browser_test};

#[test]
fn a_routing_failure_shows_the_unexpected_application_error_screen() {
    browser_test(Viewport::Desktop, |browser| async move {
        let page = SitePage::open(&browser, Route::Home).await?;
        browser.fail_chunk("hire-page").await?;
        Navigation::of(&page).choose("hire").await?;
        let heading = ErrorScreen::of(&page).heading().await?;
        ensure!(
            heading == "Unexpected Application Error!",
            "ERROR-SCREEN: expected the heading 'Unexpected Application Error!', got {heading:?}"
        );
        Ok(())
    });
}
