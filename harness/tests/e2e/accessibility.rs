//! axe-core finds no violation on any route, at either viewport, with reduced motion, and
//! with the Book Now dialog open.

use anyhow::ensure;
use harness::checks::axe;
use harness::checks::route_visit::check_every_route;
use harness::pages::{BookNow, BookingDialog, SitePage};
use harness::{Route, Viewport, browser_test};
use rstest::rstest;

fn describe(violations: &[axe::Violation]) -> String {
    violations
        .iter()
        .map(|v| format!("{} ({:?}): {} at {:?}", v.id, v.impact, v.help, v.targets))
        .collect::<Vec<_>>()
        .join("; ")
}

#[rstest]
fn every_route_has_no_accessibility_violations(
    #[values(Viewport::Desktop, Viewport::Mobile)] viewport: Viewport,
    #[values(false, true)] reduced_motion: bool,
) {
    check_every_route(viewport, reduced_motion, move |_, visit, failures| {
        let found = visit.axe_violations.get()?;
        if !found.is_empty() {
            failures.push(format!(
                "A11Y-AXE {} (reduced motion {reduced_motion}): {}",
                visit.route,
                describe(found)
            ));
        }
        Ok(())
    });
}

#[rstest]
fn the_open_booking_dialog_has_no_accessibility_violations(
    #[values(Viewport::Desktop, Viewport::Mobile)] viewport: Viewport,
) {
    browser_test(viewport, |browser| async move {
        let page = SitePage::open(&browser, Route::Hire).await?;
        let dialog = BookingDialog::on(&page, BookNow::Hero);
        dialog.open().await?;
        let found = axe::violations(&browser).await?;
        ensure!(
            found.is_empty(),
            "A11Y-AXE-DIALOG /hire: {}",
            describe(&found)
        );
        Ok(())
    });
}
