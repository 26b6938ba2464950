//! The visual check can fail: small real changes to a page are caught against the same
//! baselines the suite uses, and an unchanged page passes.

use anyhow::ensure;
use harness::pages::SitePage;
use harness::visual::{UpdateMode, Verdict, check_against_baseline};
use harness::{Route, Viewport, browser_test};
use rstest::rstest;

#[derive(Debug, Clone, Copy)]
enum Change {
    /// A 1-pixel-high line in another colour across one section.
    OnePixelLine,
    /// One word of a paragraph replaced.
    ChangedWord,
    /// A section's margin grown by 4 px.
    MarginShift,
}

impl Change {
    fn script(self) -> &'static str {
        match self {
            Change::OnePixelLine => {
                "const s = document.querySelector('[data-testid=\"section-services\"]');
                 const line = document.createElement('div');
                 line.dataset.testid = 'injected-line';
                 s.prepend(line);
                 Object.assign(line.style, { height: '1px', background: '#c8432f' });"
            }
            Change::ChangedWord => {
                "const p = document.querySelector('[data-testid=\"section-about\"] p:not([class*=eyebrow])');
                 p.firstChild.textContent = p.firstChild.textContent.replace(/\\b\\w+\\b/, 'Honeyed');"
            }
            Change::MarginShift => {
                "document.querySelector('[data-testid=\"section-about\"]').style.marginTop = '4px';"
            }
        }
    }
}

#[rstest]
fn a_small_real_change_fails_the_visual_check(
    #[values(Change::OnePixelLine, Change::ChangedWord, Change::MarginShift)] change: Change,
) {
    if std::env::var_os("UPDATE_SCREENSHOTS").is_some() {
        harness::junit::skip("baselines are being updated, so there is nothing to compare against");
        return;
    }
    browser_test(Viewport::Desktop, move |browser| async move {
        browser.set_reduced_motion(true).await?;
        let page = SitePage::open(&browser, Route::Home).await?;
        page.wait_until_loaded().await?;
        page.wait_until_scroll_settles().await?;
        browser
            .eval::<serde_json::Value>(&format!("{}; return null;", change.script()), Vec::new())
            .await?;
        let verdict = check_against_baseline(&browser, Route::Home, UpdateMode::Off).await?;
        ensure!(
            matches!(verdict, Verdict::Differs { .. }),
            "VISUAL-HONESTY /: the {change:?} change passed the visual check"
        );
        Ok(())
    });
}
