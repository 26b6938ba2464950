//! Spec §4: cards animate in with a stagger of 0.1 s per item, and nothing moves with
//! reduced motion. Plus the keyboard's way in: the skip link.

use anyhow::{Context, ensure};
use harness::pages::SitePage;
use harness::spec_delays::CARD_STAGGER_MS;
use harness::{Route, Viewport, browser_test, wait};
use thirtyfour::Key;

/// The grid of cards on /learn-more whose entrance the stagger checks watch.
const STRATEGY_GRID: &str = "strategy-grid";

#[test]
fn cards_below_the_fold_rise_in_one_after_another_100_ms_apart() {
    browser_test(Viewport::Desktop, |browser| async move {
        let page = SitePage::open(&browser, Route::LearnMore).await?;
        page.wait_until_loaded().await?;
        let before = page.card_motions(STRATEGY_GRID).await?;
        ensure!(
            before
                .iter()
                .all(|card| card.reveal.as_deref() == Some("pending")),
            "STAGGER-PENDING /learn-more: cards below the fold must wait hidden until scrolled to, got {before:?}"
        );
        page.by_test_id(STRATEGY_GRID)
            .await?
            .scroll_into_view()
            .await?;
        let revealed = wait::until("the strategy cards to rise in", || async {
            let cards = page.card_motions(STRATEGY_GRID).await?;
            Ok(cards
                .iter()
                .all(|card| card.reveal.as_deref() == Some("in"))
                .then_some(cards))
        })
        .await?;
        let delays: Vec<f64> = revealed
            .iter()
            .map(|card| {
                card.animation_delay
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
        let cards = page.card_motions(STRATEGY_GRID).await?;
        ensure!(
            cards.iter().all(|card| card.reveal.is_none()),
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
        let skip = page.focused().await?;
        ensure!(
            skip.href == "#main" && !skip.text.is_empty(),
            "KEYBOARD-SKIP /hire: the first Tab must reach the skip link, reached {:?} ({})",
            skip.text,
            skip.href
        );
        // The link slides into view with a short transition, so this waits for the state.
        wait::until("the focused skip link to be visible", || async {
            Ok(page.focused().await?.in_view.then_some(()))
        })
        .await
        .context("KEYBOARD-SKIP /hire: the focused skip link must become visible")?;
        page.press(Key::Enter).await?;
        let focused = page.focused().await?.id;
        ensure!(
            focused == "main",
            "KEYBOARD-SKIP /hire: the skip link must move focus to the main content, moved it to {focused:?}"
        );
        Ok(())
    });
}
