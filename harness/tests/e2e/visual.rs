//! Every route at both viewports matches its stored baseline, pixel for pixel beyond
//! anti-aliasing, and shows no screen of nothing. Captures use reduced motion, so counters
//! show their final values and no card is mid-animation. One capture serves both checks,
//! taken in the route's shared visit (`harness::checks::route_visit`); a failed comparison is attached
//! to the outcome, where the report and `cargo xtask review` show it.

use harness::Viewport;
use harness::checks::route_visit::check_every_route;
use rstest::rstest;

#[rstest]
fn every_route_matches_its_baseline_and_leaves_no_screen_empty(
    #[values(Viewport::Desktop, Viewport::Mobile)] viewport: Viewport,
) {
    check_every_route(viewport, true, |browser, visit, failures| {
        let capture = visit.capture()?;
        // Checked first, so that an empty screen is never accepted as a new baseline.
        let checked = capture
            .assert_no_empty_screen()
            .and_then(|()| capture.assert_matches_baseline(browser));
        if let Err(failure) = checked {
            failures.push(format!("{failure:#}"));
        }
        Ok(())
    });
}
