//! Spec §1, §2 and §9: every fixed figure and fact (`specs/facts.json`) shows as visible text
//! on its routes, each with its own id (`harness::fixed_facts`), and a changed figure fails by
//! that id: each fact's phrase changed in what the page showed, and one figure changed in the
//! page itself.

use anyhow::ensure;
use harness::fixed_facts::{problems, text_scopes, with_changed_copy};
use harness::pages::{PageBreak, SitePage};
use harness::visit::check_every_route;
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
fn a_changed_figure_fails_its_fact() -> anyhow::Result<()> {
    let facts = Arc::new(facts::specs::fixed_facts()?);
    browser_test(Viewport::Desktop, move |browser| {
        let facts = Arc::clone(&facts);
        async move {
            browser.set_reduced_motion(true).await?;
            let page = SitePage::open(&browser, Route::LearnMore).await?;
            let scopes = text_scopes(&facts, Route::LearnMore);
            let before = problems(&facts, Route::LearnMore, &page.texts(&scopes).await?);
            ensure!(
                before.is_empty(),
                "FACT-HONESTY /learn-more: the page fails before it is changed:\n{}",
                before.join("\n")
            );
            PageBreak::FigureChanged.apply(&page).await?;
            let after = problems(&facts, Route::LearnMore, &page.texts(&scopes).await?);
            ensure!(
                after
                    .iter()
                    .any(|problem| problem.starts_with("FACT-PLAN-MOMENTUM-PRICE")),
                "FACT-HONESTY /learn-more: a Momentum price of $1,300-$1,800 passed the fact \
                 check: {after:?}"
            );
            Ok(())
        }
    });
    Ok(())
}
