//! Spec §2, §3 and §7: every control a visitor can activate on every route is in a catalogue,
//! goes where it says and does what it says (`harness::calls_to_action`): the navigation,
//! mobile menu and footer (`specs/links.json`) and every call to action inside the pages and
//! their dialogs (`specs/actions.json`). Each same-page anchor is clicked once, to prove it
//! lands on its section and sets the hash, and deliberate breaks made in the page prove that
//! each of these checks can fail.

use crate::page_breaks::{each_fails_by_its_id, passes_before_it_is_broken};
use anyhow::{Context, ensure};
use facts::specs::ActionSpec;
use harness::calls_to_action::{Catalogues, Situation};
use harness::pages::{BookNow, BookingDialog, CallToAction, PageBreak, SitePage};
use harness::timings::SECTION_LANDING_SLACK_PX;
use harness::visit::check_every_route;
use harness::{Browser, Route, Viewport, browser_test};
use rstest::rstest;
use std::sync::Arc;

/// The check that breaks made in the page fail the catalogue checks by their ids.
const HONESTY: &str = "CTA-HONESTY";

#[rstest]
fn every_route_shows_exactly_its_catalogued_links_and_buttons(
    #[values(Viewport::Desktop, Viewport::Mobile)] viewport: Viewport,
) -> anyhow::Result<()> {
    let catalogues = Catalogues::load()?;
    check_every_route(viewport, true, move |_, visit, failures| {
        let at_rest = Situation::default();
        failures.extend(catalogues.problems(visit.route, visit.controls.get()?, &at_rest));
        Ok(())
    });
    Ok(())
}

/// Clicks a call to action that scrolls within its page, and says how it failed to land on
/// its section with the hash set, if it did.
async fn land(
    page: &SitePage,
    catalogues: &Catalogues,
    action: &ActionSpec,
) -> anyhow::Result<Option<String>> {
    let route = page.route();
    let label = catalogues.label(action);
    let hash = action
        .to
        .href
        .as_deref()
        .and_then(|href| href.split_once('#'))
        .map(|(_, hash)| hash)
        .with_context(|| format!("{}: a same-page anchor needs an href with a #", action.id))?;
    let expected = format!("{}#{hash}", route.sample_path());
    let clicked = page.browser().now().await?;
    CallToAction::on(page, &action.section, &action.role, &label)
        .click()
        .await?;
    let arrival = page.arrival_after(clicked, hash).await?;
    if arrival.location != expected {
        return Ok(Some(format!(
            "{} {route} ({}): {label:?} went to {}, not {expected}",
            action.id, action.spec, arrival.location
        )));
    }
    Ok(match arrival.landing {
        None => Some(format!(
            "{} {route} ({}): {label:?} set the hash, but the page has no #{hash}",
            action.id, action.spec
        )),
        Some(landing) => (!landing.is_below_nav(SECTION_LANDING_SLACK_PX)).then(|| {
            format!(
                "{} {route} ({}): {label:?} set the hash, but #{hash} rests at {:.0}px, not \
                 just below the {:.0}px navigation",
                action.id, action.spec, landing.top, landing.nav
            )
        }),
    })
}

#[test]
fn every_same_page_call_to_action_lands_on_its_section_and_sets_the_hash() -> anyhow::Result<()> {
    let catalogues = Arc::new(Catalogues::load()?);
    browser_test(Viewport::Desktop, move |browser| {
        let catalogues = Arc::clone(&catalogues);
        async move {
            // Reduced motion makes each scroll instant after its delay: where it lands is
            // what this checks; the navigation tests time the smooth scroll itself.
            browser.set_reduced_motion(true).await?;
            let mut failures = Vec::new();
            for route in Route::ALL {
                let anchors = catalogues.same_page_anchors(route);
                if anchors.is_empty() {
                    continue;
                }
                let page = SitePage::open(&browser, route).await?;
                for action in anchors {
                    failures.extend(land(&page, &catalogues, action).await?);
                }
            }
            ensure!(failures.is_empty(), "{}", failures.join("\n"));
            Ok(())
        }
    });
    Ok(())
}

/// The catalogue entry `id`, which a break test uses.
fn action<'c>(
    catalogues: &'c Catalogues,
    route: Route,
    id: &str,
) -> anyhow::Result<&'c ActionSpec> {
    catalogues
        .actions_on(route)
        .find(|action| action.id == id)
        .with_context(|| format!("specs/actions.json has no {id} on {route}"))
}

/// Opens `route` at rest, checks that it passes the catalogue checks, makes every change of
/// `breaks` in it, and checks that each then fails them by the id it breaks. Returns the
/// broken page.
async fn broken_at_rest(
    browser: &Browser,
    catalogues: &Catalogues,
    route: Route,
    breaks: &[(PageBreak, &str)],
) -> anyhow::Result<SitePage> {
    let at_rest = Situation::default();
    browser.set_reduced_motion(true).await?;
    let page = SitePage::open(browser, route).await?;
    let before = catalogues.problems(route, &page.controls().await?, &at_rest);
    passes_before_it_is_broken(HONESTY, route, &before)?;
    PageBreak::apply_all(&page, breaks).await?;
    let after = catalogues.problems(route, &page.controls().await?, &at_rest);
    each_fails_by_its_id(HONESTY, route, breaks, &after)?;
    Ok(page)
}

#[test]
fn each_broken_call_to_action_fails_its_own_check() -> anyhow::Result<()> {
    let catalogues = Arc::new(Catalogues::load()?);
    browser_test(Viewport::Desktop, move |browser| {
        let catalogues = Arc::clone(&catalogues);
        async move {
            let route = Route::Home;
            // Three breaks of three controls at once, each of which must fail by its own id.
            let breaks = [
                (PageBreak::CallToActionPointedElsewhere, "CTA-HOME-JOIN"),
                (PageBreak::AnchorDropped, "CTA-HOME-VIEW-PLANS"),
                (PageBreak::UnlistedCallToAction, "CTA-UNLISTED"),
            ];
            let page = broken_at_rest(&browser, &catalogues, route, &breaks).await?;
            let dropped = catalogues
                .same_page_anchors(route)
                .into_iter()
                .find(|action| action.id == "CTA-HOME-VIEW-PLANS")
                .context("specs/actions.json has CTA-HOME-VIEW-PLANS")?;
            ensure!(
                land(&page, &catalogues, dropped).await?.is_some(),
                "CTA-HONESTY /: 'View Membership Plans' without its anchor passed the landing check"
            );
            Ok(())
        }
    });
    Ok(())
}

#[test]
fn each_broken_navigation_footer_and_dialog_control_fails_its_own_check() -> anyhow::Result<()> {
    let catalogues = Arc::new(Catalogues::load()?);
    browser_test(Viewport::Desktop, move |browser| {
        let catalogues = Arc::clone(&catalogues);
        async move {
            let route = Route::Hire;
            let breaks = [
                (PageBreak::NavigationLabelChanged, "NAV-HIRE"),
                (PageBreak::FooterTargetChanged, "FOOTER-EVENT-BOOKING"),
                (PageBreak::NewTabFlagDropped, "CTA-HIRE-JOIN-MOVEMENT"),
                (PageBreak::NavigationLinkCopied, "NAV-CONTACT"),
            ];
            let page = broken_at_rest(&browser, &catalogues, route, &breaks).await?;

            let book_now = action(&catalogues, route, "CTA-HIRE-BOOK-NOW")?;
            let opens = book_now.opens.clone().unwrap_or_default();
            let dialog = BookingDialog::on(
                &page,
                BookNow::opening(&opens).context("CTA-HIRE-BOOK-NOW opens no known dialog")?,
            );
            dialog.open().await?;
            PageBreak::UnlistedButtonInDialog.apply(&page).await?;
            let with_dialog = Situation {
                dialog: Some(opens),
                ..Situation::default()
            };
            let open = catalogues.problems(route, &page.controls().await?, &with_dialog);
            each_fails_by_its_id(
                HONESTY,
                route,
                &[(PageBreak::UnlistedButtonInDialog, "CTA-UNLISTED")],
                &open,
            )?;
            Ok(())
        }
    });
    Ok(())
}
