//! The visual check can fail: small real changes to a page are caught against the same
//! baselines the suite uses, a design token's colour moved by ΔE 3 is caught by the same
//! capture and comparison, and a screen of nothing fails the empty-screen guard.

use anyhow::{Context, ensure};
use harness::pages::{PageBreak, SMALL_CHANGE_ROUTE, SitePage};
use harness::visual::{
    Comparison, Tolerance, UpdateMode, Verdict, assert_no_empty_screen, capture,
    check_against_baseline, colour, compare, emptiness, settled_baseline, tolerance,
};
use harness::{Route, Viewport, browser_test};
use rstest::rstest;

#[rstest]
fn a_small_real_change_fails_the_visual_check(
    #[values(
        PageBreak::OnePixelLine,
        PageBreak::ChangedWord,
        PageBreak::MarginShift
    )]
    change: PageBreak,
) {
    if std::env::var_os("UPDATE_SCREENSHOTS").is_some() {
        harness::record::run_record::skip(
            "baselines are being updated, so there is nothing to compare against",
        );
        return;
    }
    browser_test(Viewport::Desktop, move |browser| async move {
        let page = SitePage::open_at_rest(&browser, SMALL_CHANGE_ROUTE).await?;
        change.apply(&page).await?;
        let verdict = check_against_baseline(&browser, SMALL_CHANGE_ROUTE, UpdateMode::Off).await?;
        ensure!(
            matches!(verdict, Verdict::Differs { .. }),
            "VISUAL-HONESTY {SMALL_CHANGE_ROUTE}: the {change:?} change passed the visual check"
        );
        Ok(())
    });
}

/// The brand token whose shade the colour case moves (`site/src/styles/tokens.css`).
const BRAND_TOKEN: &str = "--color-honey";

/// How far the colour case moves the token, in ΔE (the larger of CIE76 and CIEDE2000):
/// plain to a designer side by side, and far below what the foreign-build tolerance notices.
const TOKEN_SHIFT_DELTA_E: f64 = 3.0;

/// A brand colour a little deeper everywhere it is used must fail. The page is captured,
/// the token is overridden in the page, and the page is captured again; the two captures
/// are compared exactly as a capture is compared with its baseline (`capture::full_page`
/// and `compare` under the run's tolerance), so the verdict does not depend on whether the
/// stored baseline is current.
#[test]
fn a_brand_colour_a_little_deeper_fails_the_visual_check() {
    if tolerance() != Tolerance::OWN_BUILD {
        harness::record::run_record::skip(
            "SCREENSHOT_PROFILE selects the foreign-build tolerance, which lets this change pass by design",
        );
        return;
    }
    browser_test(Viewport::Desktop, |browser| async move {
        let page = SitePage::open_at_rest(&browser, SMALL_CHANGE_ROUTE).await?;
        let baseline = settled_baseline(&browser, SMALL_CHANGE_ROUTE, UpdateMode::Off)?;
        let before = capture::full_page(&browser, baseline.as_ref()).await?;

        let token = page.custom_property(BRAND_TOKEN).await?;
        let original = colour::parse_hex(&token)
            .with_context(|| format!("{BRAND_TOKEN} is {token:?}, not a #rrggbb colour"))?;
        let shade = colour::darker_by(original, TOKEN_SHIFT_DELTA_E)
            .with_context(|| format!("no shade of {token} is ΔE {TOKEN_SHIFT_DELTA_E} darker"))?;
        let (from, to) = (colour::lab(original), colour::lab(shade));
        let delta = (colour::delta_e2000(from, to), colour::delta_e76(from, to));
        page.set_custom_property(BRAND_TOKEN, &colour::to_hex(shade))
            .await?;
        // The changed page must settle on its own: it cannot match the baseline.
        let after = capture::full_page(&browser, None).await?;

        let change = format!(
            "{BRAND_TOKEN} {token} -> {} (ΔE00 {:.2}, ΔE76 {:.2})",
            colour::to_hex(shade),
            delta.0,
            delta.1
        );
        let comparison = compare(&before, &after, tolerance());
        ensure!(
            !comparison.passes(),
            "VISUAL-HONESTY {SMALL_CHANGE_ROUTE}: {change} passed the visual check ({})",
            match comparison {
                Comparison::Identical => "the captures are identical".to_owned(),
                Comparison::Different { diff_pixels, .. } => {
                    format!("{diff_pixels} pixels beyond the threshold, within the limit")
                }
                Comparison::SizeMismatch { .. } => "the size changed".to_owned(),
            }
        );
        Ok(())
    });
}

/// The guard on every capture fails on /contact with a tall empty placeholder, or with cards
/// that never appeared: the failing cases of `assert_no_empty_screen`.
#[rstest]
fn a_screen_of_nothing_fails_the_empty_screen_guard(
    #[values(Viewport::Desktop, Viewport::Mobile)] viewport: Viewport,
    #[values(PageBreak::TallPlaceholder, PageBreak::HiddenCards)] break_: PageBreak,
) {
    browser_test(viewport, move |browser| async move {
        let page = SitePage::open_at_rest(&browser, Route::Contact).await?;
        break_.apply(&page).await?;
        let broken = capture::full_page(&browser, None).await?;
        let verdict = assert_no_empty_screen(&broken, Route::Contact, viewport);
        ensure!(
            verdict.is_err(),
            "EMPTY-SCREEN-HONESTY /contact [{viewport}]: {break_:?} passed the guard (tallest \
             empty run: {:?})",
            emptiness::tallest_empty_run(&broken)
        );
        Ok(())
    });
}
