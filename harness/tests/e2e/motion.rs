//! Spec §4: cards animate in with a stagger of 0.1 s per item, and nothing moves with
//! reduced motion. Plus the keyboard's way in: the skip link.

use anyhow::{Context, ensure};
use harness::base::spec_delays::CARD_STAGGER_MS;
use harness::pages::{CardMotion, PageBreak, SitePage};
use harness::{Browser, Route, Viewport, base::specs, base::wait, browser_test};
use thirtyfour::Key;

/// The grid of cards on /learn-more whose entrance the stagger checks watch.
const STRATEGY_GRID: &str = "strategy-grid";

/// The cards in it, as `specs/routes.json` counts them.
const STRATEGY_CARD: &str = "strategy-card";

/// The strategy grid's cards that are marked to rise in (`data-card`), which every stagger
/// check reads. There must be as many as `specs/routes.json` counts: a card that lost its
/// marker is neither hidden nor staggered, and a check over fewer cards, or none, would pass
/// on what it cannot see.
async fn strategy_cards(page: &SitePage) -> anyhow::Result<Vec<CardMotion>> {
    let expected = specs::card_count(Route::LearnMore, STRATEGY_CARD)?;
    let cards = page.card_motions(STRATEGY_GRID).await?;
    ensure!(
        cards.len() == expected,
        "STAGGER-CARDS /learn-more: the {expected} strategy cards (specs/routes.json) must each \
         be marked to rise in, found {} marked: {cards:?}",
        cards.len()
    );
    Ok(cards)
}

/// Spec §4 on /learn-more: opens the page (then breaks it with `broken`, if given), and
/// checks that the strategy cards below the fold wait hidden, and that once scrolled to
/// they rise in one after another, 0.1 s apart.
async fn check_the_strategy_cards_stagger(
    browser: &Browser,
    broken: Option<PageBreak>,
) -> anyhow::Result<()> {
    let page = SitePage::open(browser, Route::LearnMore).await?;
    page.wait_until_loaded().await?;
    if let Some(change) = broken {
        change.apply(&page).await?;
    }
    let before = strategy_cards(&page).await?;
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
        let cards = strategy_cards(&page).await?;
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
}

#[test]
fn cards_below_the_fold_rise_in_one_after_another_100_ms_apart() {
    browser_test(Viewport::Desktop, |browser| async move {
        check_the_strategy_cards_stagger(&browser, None).await
    });
}

/// The check above can fail: with the last strategy card's `data-card` marker removed in the
/// page, the five cards still marked rise in 0.1 s apart, and it fails on the sixth.
#[test]
fn a_card_without_its_marker_fails_the_stagger_check() {
    browser_test(Viewport::Desktop, |browser| async move {
        let verdict =
            check_the_strategy_cards_stagger(&browser, Some(PageBreak::CardMarkerDropped)).await;
        let error = verdict.err().context(
            "STAGGER-CARDS /learn-more: a strategy card without its data-card marker passed the \
             stagger check",
        )?;
        ensure!(
            format!("{error:#}").contains("STAGGER-CARDS"),
            "STAGGER-CARDS /learn-more: the card without its marker failed the stagger check for \
             another reason: {error:#}"
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
