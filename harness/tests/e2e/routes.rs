//! Spec §2: every route renders its own heading inside the shared navigation and footer.
//! Each route is read from its shared visit (`harness::checks::route_visit`).

use harness::checks::route_visit::check_every_route;
use harness::{Viewport, base::specs};
use rstest::rstest;

#[rstest]
fn every_route_shows_its_heading_with_the_navigation_and_footer(
    #[values(Viewport::Desktop, Viewport::Mobile)] viewport: Viewport,
) {
    // Exercises every <route id>: its one heading, with the navigation and footer.
    check_every_route(viewport, false, |_, visit, failures| {
        let route = visit.route;
        let spec = specs::route(route)?;
        let headings = visit.headings.get()?;
        if headings != &[spec.h1.as_str()] {
            failures.push(format!(
                "{} {route}: expected one <h1> {:?}, found {headings:?}",
                spec.id, spec.h1
            ));
        }
        if !*visit.shows_navigation.get()? {
            failures.push(format!("{} {route}: the navigation is not shown", spec.id));
        }
        if !*visit.shows_footer.get()? {
            failures.push(format!("{} {route}: the footer is not shown", spec.id));
        }
        Ok(())
    });
}
