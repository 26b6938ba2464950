//! Spec §2 and §3: every route shows its sections in order, its cards in the right numbers,
//! the 'Most Popular' badge only on popular plans, and exact navigation and footer links.
//! Each route is read from its shared visit (`harness::visit`).

use anyhow::Context;
use harness::visit::check_every_route;
use harness::{Viewport, site_config, specs};
use rstest::rstest;

fn in_order(found: &[String], required: &[String]) -> bool {
    let mut rest = found.iter();
    required.iter().all(|want| rest.any(|have| have == want))
}

#[rstest]
fn every_route_shows_its_sections_in_order_and_its_cards(
    #[values(Viewport::Desktop, Viewport::Mobile)] viewport: Viewport,
) {
    check_every_route(viewport, false, |visit, failures| {
        let route = visit.route;
        let spec = specs::route(route)?;
        let sections = visit.section_ids.get()?;
        if !in_order(sections, &spec.sections) {
            failures.push(format!(
                "{}-SECTIONS {route}: expected {:?} in this order, found {sections:?}",
                spec.id, spec.sections
            ));
        }
        let missing = visit.missing_anchors.get()?;
        for anchor in &spec.anchors {
            if missing.contains(anchor) {
                failures.push(format!(
                    "{}-ANCHORS {route}: no element with id {anchor:?}",
                    spec.id
                ));
            }
        }
        let counts = visit.card_counts.get()?;
        for (card, expected) in &spec.cards {
            let found = counts
                .get(card)
                .with_context(|| format!("{route}: the visit did not count {card}"))?;
            if found != expected {
                failures.push(format!(
                    "{}-CARDS {route}: expected {expected} {card}, found {found}",
                    spec.id
                ));
            }
        }
        let plan_cards = visit.plan_cards.get()?;
        for plan_set in &spec.plan_sets {
            let plans = plan_cards
                .get(plan_set)
                .with_context(|| format!("{route}: the visit did not read {plan_set}"))?;
            let popular = plans.iter().filter(|p| p.popular).count();
            let wrong: Vec<_> = plans
                .iter()
                .filter(|p| p.popular != (p.badge.as_deref() == Some("Most Popular")))
                .map(|p| p.text.chars().take(40).collect::<String>())
                .collect();
            if plans.len() != 3 || popular != 1 || !wrong.is_empty() {
                failures.push(format!(
                    "{}-POPULAR {route}: the {plan_set} plans need exactly one popular plan, and \
                     the 'Most Popular' badge on it alone; {} plans, {popular} popular, badge \
                     misplaced on {wrong:?}",
                    spec.id,
                    plans.len()
                ));
            }
        }
        Ok(())
    });
}

#[test]
fn every_route_has_exact_navigation_and_footer_links_and_safe_new_tabs() -> anyhow::Result<()> {
    // Read once for every route and browser, not once per visit.
    let (nav, footer) = specs::links()?;
    let config = site_config::load()?;
    check_every_route(Viewport::Desktop, false, move |visit, failures| {
        let route = visit.route;
        let links = visit.links.get()?;
        for spec in nav.iter().chain(&footer) {
            let Some(link) = links
                .iter()
                .find(|l| l.test_id.as_deref() == Some(spec.test_id.as_str()))
            else {
                failures.push(format!("{} {route}: no link {:?}", spec.id, spec.test_id));
                continue;
            };
            let expected = match (&spec.href, &spec.config_link) {
                (Some(href), _) => href.clone(),
                (None, Some(key)) => config.links.get(key).cloned().unwrap_or_default(),
                (None, None) => String::new(),
            };
            if link.href != expected {
                failures.push(format!(
                    "{} {route}: expected href {expected:?}, found {:?}",
                    spec.id, link.href
                ));
            }
            if spec.config_link.is_some() && link.target.as_deref() != Some("_blank") {
                failures.push(format!(
                    "{} {route}: an external link must open in a new tab",
                    spec.id
                ));
            }
        }
        for link in links {
            let external = link.href.starts_with("http://") || link.href.starts_with("https://");
            let new_tab = link.target.as_deref() == Some("_blank");
            let rel_ok = link
                .rel
                .as_deref()
                .is_some_and(|rel| rel.contains("noopener") && rel.contains("noreferrer"));
            if external && !new_tab {
                failures.push(format!(
                    "LINK-NEW-TAB {route}: external {} has no target=_blank",
                    link.href
                ));
            }
            if new_tab && !rel_ok {
                failures.push(format!(
                    "LINK-REL {route}: new-tab link {} needs rel=\"noopener noreferrer\", has {:?}",
                    link.href, link.rel
                ));
            }
            if link.href.starts_with("mailto:") && link.href != format!("mailto:{}", config.email) {
                failures.push(format!(
                    "LINK-MAILTO {route}: {} is not the config's e-mail",
                    link.href
                ));
            }
            if link.href.starts_with("tel:") && link.href != format!("tel:{}", config.phone) {
                failures.push(format!(
                    "LINK-TEL {route}: {} is not the config's phone",
                    link.href
                ));
            }
        }
        Ok(())
    });
    Ok(())
}
