//! Every route at both viewports matches its stored baseline, pixel for pixel beyond
//! anti-aliasing, and shows no screen of nothing. Captures use reduced motion, so counters
//! show their final values and no card is mid-animation. One capture serves both checks,
//! taken in the route's shared visit (`harness::visit`).

use harness::visit::{is_selected, visit};
use harness::{Route, Viewport, browser_test};
use rstest::rstest;

#[rstest]
fn every_route_matches_its_baseline_and_leaves_no_screen_empty(
    #[values(Viewport::Desktop, Viewport::Mobile)] viewport: Viewport,
    #[values(
        Route::Home,
        Route::AlternateHome,
        Route::Contact,
        Route::Hire,
        Route::LearnMore,
        Route::OurResults,
        Route::OurStrategies,
        Route::TermsOfService,
        Route::PrivacyPolicy,
        Route::NotFound
    )]
    route: Route,
) {
    if !is_selected(route) {
        harness::run_record::skip(&format!("HARNESS_ROUTES leaves {route} out"));
        return;
    }
    browser_test(viewport, move |browser| async move {
        let visit = visit(&browser, route, true).await?;
        let capture = visit.capture()?;
        // Checked first, so that an empty screen is never accepted as a new baseline.
        capture.assert_no_empty_screen()?;
        capture.assert_matches_baseline(&browser).await
    });
}
