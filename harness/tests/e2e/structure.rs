//! Spec §2 and §3: every route shows its sections in order, its cards in the right numbers
//! and the 'Most Popular' badge only on popular plans. Each route is read from its shared
//! visit (`harness::checks::route_visit`); its links and buttons are checked in `calls_to_action`.

use anyhow::Context;
use harness::checks::route_visit::check_every_route;
use harness::{Viewport, base::specs};
use rstest::rstest;

fn in_order(found: &[String], required: &[String]) -> bool {
    let mut rest = found.iter();
    required.iter().all(|want| rest.any(|have| have == want))
}

#[rstest]
fn every_route_shows_its_sections_in_order_and_its_cards(
    #[values(Viewport::Desktop, Viewport::Mobile)] viewport: Viewport,
) {
    // Exercises <route id>-SECTIONS, <route id>-ANCHORS, <route id>-CARDS and
    // <route id>-POPULAR on every route.
    check_every_route(viewport, false, |_, visit, failures| {
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
            // A route shows one plan grid, so the plan cards specs/routes.json counts are its.
            let plans_per_set = specs::card_count(route, "plan-card")?;
            let plans = plan_cards
                .get(plan_set)
                .with_context(|| format!("{route}: the visit did not read {plan_set}"))?;
            let popular = plans.iter().filter(|p| p.popular).count();
            let wrong: Vec<_> = plans
                .iter()
                .filter(|p| p.popular != (p.badge.as_deref() == Some("Most Popular")))
                .map(|p| p.text.chars().take(40).collect::<String>())
                .collect();
            if plans.len() != plans_per_set || popular != 1 || !wrong.is_empty() {
                failures.push(format!(
                    "{}-POPULAR {route}: the {plans_per_set} {plan_set} plans (specs/routes.json) \
                     need exactly one popular plan, and the 'Most Popular' badge on it alone; {} \
                     plans, {popular} popular, badge misplaced on {wrong:?}",
                    spec.id,
                    plans.len()
                ));
            }
        }
        Ok(())
    });
}
