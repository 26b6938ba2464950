//! Spec §2, §3 and §7: every link and button on every route is in a catalogue, goes where it
//! says and does what it says (`harness::calls_to_action`): the navigation and footer
//! (`specs/links.json`) and every call to action inside the pages (`specs/actions.json`).
//! Each same-page anchor is clicked once, to prove it lands on its section and sets the hash,
//! and deliberate breaks prove that each of these checks can fail.

use anyhow::{Context, ensure};
use facts::specs::ActionSpec;
use harness::calls_to_action::Catalogues;
use harness::pages::{CallToAction, PageBreak, SitePage};
use harness::timings::SECTION_LANDING_SLACK_PX;
use harness::visit::check_every_route;
use harness::{Route, Viewport, browser_test};
use std::sync::Arc;

#[test]
fn every_route_shows_exactly_its_catalogued_links_and_buttons() -> anyhow::Result<()> {
    // Exercises every <link id> and <action id> on its route, the rules every link obeys
    // (LINK-NEW-TAB, LINK-REL, LINK-MAILTO, LINK-TEL) and CTA-UNLISTED, all of which
    // `harness::calls_to_action` checks.
    let catalogues = Catalogues::load()?;
    check_every_route(Viewport::Desktop, true, move |_, visit, failures| {
        failures.extend(catalogues.problems(visit.route, visit.controls.get()?));
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

#[test]
fn each_broken_call_to_action_fails_its_own_check() -> anyhow::Result<()> {
    let catalogues = Arc::new(Catalogues::load()?);
    browser_test(Viewport::Desktop, move |browser| {
        let catalogues = Arc::clone(&catalogues);
        async move {
            browser.set_reduced_motion(true).await?;
            let page = SitePage::open(&browser, Route::Home).await?;
            let before = catalogues.problems(Route::Home, &page.controls().await?);
            ensure!(
                before.is_empty(),
                "CTA-HONESTY /: the page fails before it is broken:\n{}",
                before.join("\n")
            );
            // Three breaks of three controls at once, each of which must fail by its own id.
            let breaks = [
                (PageBreak::CallToActionPointedElsewhere, "CTA-HOME-JOIN"),
                (PageBreak::AnchorDropped, "CTA-HOME-VIEW-PLANS"),
                (PageBreak::UnlistedCallToAction, "CTA-UNLISTED"),
            ];
            for (change, _) in breaks {
                change.apply(&page).await?;
            }
            let after = catalogues.problems(Route::Home, &page.controls().await?);
            for (change, id) in breaks {
                ensure!(
                    after.iter().any(|problem| problem.starts_with(id)),
                    "CTA-HONESTY /: the {change:?} change passed the catalogue check without \
                     {id}: {after:?}"
                );
            }
            let dropped = catalogues
                .same_page_anchors(Route::Home)
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
