//! Spec §2, §3 and §7: every control a visitor can activate on every route is in a catalogue,
//! goes where it says and does what it says (`harness::checks::calls_to_action`): the navigation,
//! mobile menu and footer (`specs/links.json`) and every call to action inside the pages and
//! their dialogs (`specs/actions.json`). The route visits use each catalogued control once,
//! as a visitor does (`harness::checks::calls_to_action::exercise`), and deliberate breaks made in
//! the page prove that each of these checks can fail.

use crate::page_breaks::{each_fails_by_its_id, passes_before_it_is_broken};
use anyhow::{Context, ensure};
use facts::specs::{ActionSpec, Does};
use harness::checks::calls_to_action::exercise::use_action;
use harness::checks::calls_to_action::{Catalogues, Situation};
use harness::checks::route_visit::check_every_route;
use harness::pages::{BookNow, BookingDialog, PageBreak, SitePage};
use harness::{Browser, Route, Viewport, browser_test};
use rstest::rstest;
use std::sync::Arc;

/// The check that breaks made in the page fail the catalogue checks by their ids.
const HONESTY: &str = "CTA-HONESTY";

/// Whether `problem` is about one of `actions`: it starts with the id of one.
fn about(problem: &str, actions: &[&ActionSpec]) -> bool {
    actions
        .iter()
        .any(|action| problem.starts_with(&format!("{} ", action.id)))
}

#[rstest]
fn every_route_shows_exactly_its_catalogued_links_and_buttons(
    #[values(Viewport::Desktop, Viewport::Mobile)] viewport: Viewport,
) -> anyhow::Result<()> {
    // Exercises every <link id> and <action id> on its route, the rules every link obeys
    // (LINK-NEW-TAB, LINK-REL, LINK-MAILTO, LINK-TEL) and CTA-UNLISTED, all of which
    // `harness::checks::calls_to_action` checks.
    let catalogues = Catalogues::load()?;
    // At rest, and in every situation using the controls brought about: the embeds loaded and
    // each dialog open (at desktop width), the mobile menu open (at phone width).
    check_every_route(viewport, true, move |_, visit, failures| {
        let route = visit.route;
        let at_rest = Situation::at_rest(viewport);
        failures.extend(catalogues.problems(route, visit.controls.get()?, &at_rest));
        for (situation, controls) in &visit.used()?.situations {
            failures.extend(catalogues.problems(route, controls, situation));
        }
        Ok(())
    });
    Ok(())
}

#[rstest]
fn every_catalogued_control_does_what_it_says_when_used(
    #[values(Viewport::Desktop, Viewport::Mobile)] viewport: Viewport,
) -> anyhow::Result<()> {
    let catalogues = Catalogues::load()?;
    check_every_route(viewport, true, move |_, visit, failures| {
        let route = visit.route;
        let used = visit.used()?;
        // Each route uses exactly the controls planned for it, so a use that was skipped
        // cannot pass on nothing.
        if used.ids.len() != used.planned {
            failures.push(format!(
                "CTA-USED {route}: the visit was to use {} controls and used {}: {:?}",
                used.planned,
                used.ids.len(),
                used.ids
            ));
        }
        let anchors = catalogues.same_page_anchors(route);
        failures.extend(
            used.problems
                .iter()
                .filter(|problem| !about(problem, &anchors))
                .cloned(),
        );
        Ok(())
    });
    Ok(())
}

#[test]
fn every_same_page_call_to_action_lands_on_its_section_and_sets_the_hash() -> anyhow::Result<()> {
    let catalogues = Catalogues::load()?;
    // The visits with reduced motion click each anchor, whose scroll is then instant after its
    // delay: where it lands is what this checks; the navigation tests time the smooth scroll.
    check_every_route(Viewport::Desktop, true, move |_, visit, failures| {
        let anchors = catalogues.same_page_anchors(visit.route);
        let used = visit.used()?;
        for anchor in &anchors {
            if !used.ids.contains(&anchor.id) {
                failures.push(format!("{} {}: was never clicked", anchor.id, visit.route));
            }
        }
        failures.extend(
            used.problems
                .iter()
                .filter(|problem| about(problem, &anchors))
                .cloned(),
        );
        Ok(())
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
/// `breaks` in it, and checks the page at rest again: when `shows_at_rest`, each break must
/// then fail the catalogue checks by the id it breaks; otherwise the page must still pass
/// them (the break shows only when the control is used). Returns the broken page.
async fn broken_at_rest(
    browser: &Browser,
    catalogues: &Catalogues,
    route: Route,
    breaks: &[(PageBreak, &str)],
    shows_at_rest: bool,
) -> anyhow::Result<SitePage> {
    let at_rest = Situation::at_rest(browser.viewport());
    browser.set_reduced_motion(true).await?;
    let page = SitePage::open(browser, route).await?;
    let before = catalogues.problems(route, &page.controls().await?, &at_rest);
    passes_before_it_is_broken(HONESTY, route, &before)?;
    PageBreak::apply_all(&page, breaks).await?;
    let after = catalogues.problems(route, &page.controls().await?, &at_rest);
    if shows_at_rest {
        each_fails_by_its_id(HONESTY, route, breaks, &after)?;
    } else {
        ensure!(
            after.is_empty(),
            "{HONESTY} {route}: breaks meant to show only in use already fail at rest:\n{}",
            after.join("\n")
        );
    }
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
            let page = broken_at_rest(&browser, &catalogues, route, &breaks, true).await?;
            let dropped = action(&catalogues, route, "CTA-HOME-VIEW-PLANS")?;
            let used = use_action(&page, &catalogues, dropped).await;
            ensure!(
                about_one(&used, dropped),
                "CTA-HONESTY /: 'View Membership Plans' without its anchor passed when used: \
                 {used:?}"
            );
            Ok(())
        }
    });
    Ok(())
}

/// Whether `problems` holds one that starts with `action`'s id.
fn about_one(problems: &[String], action: &ActionSpec) -> bool {
    problems.iter().any(|problem| about(problem, &[action]))
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
                (PageBreak::NavigationLinkHidden, "NAV-MEMBERS"),
            ];
            let page = broken_at_rest(&browser, &catalogues, route, &breaks, true).await?;

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
                ..Situation::at_rest(browser.viewport())
            };
            let open = catalogues.problems(route, &page.controls().await?, &with_dialog);
            each_fails_by_its_id(
                HONESTY,
                route,
                &[(PageBreak::UnlistedButtonInDialog, "CTA-UNLISTED")],
                &open,
            )?;

            // Used, the link that lost its new-tab flag opens in place: last, as it leaves.
            let movement = action(&catalogues, route, "CTA-HIRE-JOIN-MOVEMENT")?;
            ensure!(
                movement.does == Does::NewTab,
                "CTA-HIRE-JOIN-MOVEMENT opens a new tab"
            );
            dialog.press(thirtyfour::Key::Escape).await?;
            dialog.wait_until_closed().await?;
            let used = use_action(&page, &catalogues, movement).await;
            ensure!(
                about_one(&used, movement),
                "CTA-HONESTY /hire: 'Join the Movement' without target=_blank passed when used: \
                 {used:?}"
            );
            Ok(())
        }
    });
    Ok(())
}

#[test]
fn each_control_broken_only_in_what_it_does_fails_its_own_check_when_used() -> anyhow::Result<()> {
    let catalogues = Arc::new(Catalogues::load()?);
    browser_test(Viewport::Desktop, move |browser| {
        let catalogues = Arc::clone(&catalogues);
        async move {
            // One control of each kind that the use proves, broken so that its attributes
            // still read as catalogued: only using it can tell. The link that leaves goes last.
            let on_home = [
                (PageBreak::TooltipOpensAtOnce, "CTA-HOME-STAT-YEARS"),
                (PageBreak::FrameLoadsElsewhere, "CTA-HOME-VIDEO"),
                (PageBreak::LinkGoesElsewhere, "CTA-HOME-LEARN-MORE"),
            ];
            let on_hire = [(PageBreak::DialogMisnamed, "CTA-HIRE-BOOK-NOW")];
            for (route, breaks) in [(Route::Home, &on_home[..]), (Route::Hire, &on_hire[..])] {
                let page = broken_at_rest(&browser, &catalogues, route, breaks, false).await?;
                let mut used = Vec::new();
                for (_, id) in breaks {
                    used.extend(
                        use_action(&page, &catalogues, action(&catalogues, route, id)?).await,
                    );
                }
                each_fails_by_its_id(HONESTY, route, breaks, &used)?;
            }
            Ok(())
        }
    });
    Ok(())
}
