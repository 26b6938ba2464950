//! Spec §1, §2, §3 and §9: every fixed figure, fact and named word (`specs/facts.json`) shows
//! as visible text on its routes, each with its own id (`harness::checks::fixed_facts`), and a change
//! fails by that id: each fact's phrase changed in what the page showed, and a figure, a
//! heading and a member specialty changed in the page itself.

use crate::page_breaks::{each_fails_by_its_id, passes_before_it_is_broken};
use harness::checks::fixed_facts::{problems, text_scopes, with_changed_copy};
use harness::checks::route_visit::check_every_route;
use harness::pages::{PageBreak, SitePage};
use harness::{Route, Viewport, browser_test};
use rstest::rstest;
use std::sync::Arc;

#[rstest]
fn every_route_shows_the_spec_figures_and_facts(
    #[values(Viewport::Desktop, Viewport::Mobile)] viewport: Viewport,
) -> anyhow::Result<()> {
    // Exercises every <fact id>, each on the routes it names.
    let facts = facts::specs::fixed_facts()?;
    // The visits with reduced motion show every card and counter at rest.
    check_every_route(viewport, true, move |_, visit, failures| {
        let route = visit.route;
        let text = visit.texts.get()?;
        let found = problems(&facts, route, text);
        // Each fact the page shows must fail once its copy says something else, or the fact
        // would pass whatever the site wrote.
        for fact in facts.iter().filter(|f| f.is_on(route.id())) {
            if found
                .iter()
                .any(|problem| problem.starts_with(&format!("{} ", fact.id)))
            {
                continue;
            }
            let (changed, shown) = with_changed_copy(text, fact);
            if problems(std::slice::from_ref(fact), route, &changed).is_empty() {
                failures.push(format!(
                    "FACT-HONESTY {route}: {} still passes when the page shows {shown:?} for {:?}",
                    fact.id, fact.text
                ));
            }
        }
        failures.extend(found);
        Ok(())
    });
    Ok(())
}

#[test]
fn a_changed_figure_heading_and_specialty_each_fail_their_fact() -> anyhow::Result<()> {
    let facts = Arc::new(facts::specs::fixed_facts()?);
    browser_test(Viewport::Desktop, move |browser| {
        let facts = Arc::clone(&facts);
        async move {
            let route = Route::LearnMore;
            browser.set_reduced_motion(true).await?;
            let page = SitePage::open(&browser, route).await?;
            let scopes = text_scopes(&facts, route);
            let before = problems(&facts, route, &page.texts(&scopes).await?);
            passes_before_it_is_broken("FACT-HONESTY", route, &before)?;
            let breaks = [
                (PageBreak::FigureChanged, "FACT-PLAN-MOMENTUM-PRICE"),
                (PageBreak::HeadingChanged, "FACT-HEADING-READY-TO-JOIN"),
                (PageBreak::SpecialtyChanged, "FACT-MEMBER-SPECIALTY-INDIAN"),
            ];
            PageBreak::apply_all(&page, &breaks).await?;
            let after = problems(&facts, route, &page.texts(&scopes).await?);
            each_fails_by_its_id("FACT-HONESTY", route, &breaks, &after)?;
            Ok(())
        }
    });
    Ok(())
}
