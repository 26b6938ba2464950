//! Spec §4: cards animate in with a stagger of 0.1 s per item, and nothing moves with
//! reduced motion. Plus the keyboard's way in: the skip link.

use anyhow::{Context, ensure};
use harness::pages::SitePage;
use harness::timings::CARD_STAGGER_MS;
use harness::{Route, Viewport, browser_test, wait};
use thirtyfour::Key;

/// The reveal state and animation delay of each card in the strategy grid.
async fn strategy_cards(page: &SitePage) -> anyhow::Result<Vec<(Option<String>, String)>> {
    page.browser()
        .eval(
            "return [...document.querySelectorAll('[data-testid=\"strategy-grid\"] > [data-card]')]
               .map(c => [c.dataset.reveal ?? null, getComputedStyle(c).animationDelay]);",
            Vec::new(),
        )
        .await
}

#[test]
fn cards_below_the_fold_rise_in_one_after_another_100_ms_apart() {
    browser_test(Viewport::Desktop, |browser| async move {
        let page = SitePage::open(&browser, Route::LearnMore).await?;
        page.wait_until_loaded().await?;
        let before = strategy_cards(&page).await?;
        ensure!(
            before
                .iter()
                .all(|(state, _)| state.as_deref() == Some("pending")),
            "STAGGER-PENDING /learn-more: cards below the fold must wait hidden until scrolled to, got {before:?}"
        );
        page.by_test_id("strategy-grid")
            .await?
            .scroll_into_view()
            .await?;
        let revealed = wait::until("the strategy cards to rise in", || async {
            let cards = strategy_cards(&page).await?;
            Ok(cards
                .iter()
                .all(|(state, _)| state.as_deref() == Some("in"))
                .then_some(cards))
        })
        .await?;
        let delays: Vec<f64> = revealed
            .iter()
            .map(|(_, delay)| {
                delay
                    .trim_end_matches('s')
                    .parse::<f64>()
                    .map(|s| s * 1000.0)
            })
            .collect::<Result<_, _>>()
            .context("STAGGER-DELAY /learn-more: unreadable animation delays")?;
        let expected: Vec<f64> = (0..delays.len())
            .map(|i| (i as u64 * CARD_STAGGER_MS) as f64)
            .collect();
        ensure!(
            delays
                .iter()
                .zip(&expected)
                .all(|(d, e)| (d - e).abs() < 1.0),
            "STAGGER-DELAY /learn-more: cards must start {CARD_STAGGER_MS} ms apart, delays were {delays:?} ms"
        );
        Ok(())
    });
}

#[test]
fn with_reduced_motion_no_card_is_hidden_or_animated() {
    browser_test(Viewport::Desktop, |browser| async move {
        browser.set_reduced_motion(true).await?;
        let page = SitePage::open(&browser, Route::LearnMore).await?;
        page.wait_until_loaded().await?;
        let cards = strategy_cards(&page).await?;
        ensure!(
            cards.iter().all(|(state, _)| state.is_none()),
            "STAGGER-REDUCED-MOTION /learn-more: with reduced motion no card may wait to be revealed, got {cards:?}"
        );
        Ok(())
    });
}

#[test]
fn the_first_tab_reaches_the_skip_link_which_moves_focus_to_the_content() {
    browser_test(Viewport::Desktop, |browser| async move {
        let page = SitePage::open(&browser, Route::Hire).await?;
        page.press(Key::Tab).await?;
        let (text, href): (String, String) = browser
            .eval(
                "const a = document.activeElement; return [a.textContent.trim(), a.getAttribute('href') ?? ''];",
                Vec::new(),
            )
            .await?;
        ensure!(
            href == "#main" && !text.is_empty(),
            "KEYBOARD-SKIP /hire: the first Tab must reach the skip link, reached {text:?} ({href})"
        );
        // The link slides into view with a short transition, so this waits for the state.
        wait::until("the focused skip link to be visible", || async {
            let visible: bool = browser
                .eval(
                    "const r = document.activeElement.getBoundingClientRect();
                     return r.top >= 0 && r.bottom <= innerHeight && r.width > 1;",
                    Vec::new(),
                )
                .await?;
            Ok(visible.then_some(()))
        })
        .await
        .context("KEYBOARD-SKIP /hire: the focused skip link must become visible")?;
        page.press(Key::Enter).await?;
        let focused: String = browser
            .eval("return document.activeElement.id;", Vec::new())
            .await?;
        ensure!(
            focused == "main",
            "KEYBOARD-SKIP /hire: the skip link must move focus to the main content, moved it to {focused:?}"
        );
        Ok(())
    });
}
