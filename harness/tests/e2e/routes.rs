//! Spec §2: every route renders its own heading inside the shared navigation and footer.

use harness::pages::SitePage;
use harness::{Route, Viewport, browser_test, specs};
use rstest::rstest;

#[rstest]
fn every_route_shows_its_heading_with_the_navigation_and_footer(
    #[values(Viewport::Desktop, Viewport::Mobile)] viewport: Viewport,
) {
    browser_test(viewport, |browser| async move {
        let mut failures = Vec::new();
        for route in Route::ALL {
            let spec = specs::route(route)?;
            let page = SitePage::open(&browser, route).await?;
            let headings = page.headings().await?;
            if headings != [spec.h1.as_str()] {
                failures.push(format!(
                    "{} {route}: expected one <h1> {:?}, found {headings:?}",
                    spec.id, spec.h1
                ));
            }
            if !page.shows_navigation().await? {
                failures.push(format!("{} {route}: the navigation is not shown", spec.id));
            }
            if !page.shows_footer().await? {
                failures.push(format!("{} {route}: the footer is not shown", spec.id));
            }
        }
        anyhow::ensure!(failures.is_empty(), "{}", failures.join("\n"));
        Ok(())
    });
}
