//! Accessibility checks with axe-core, run in the page through WebDriver.

use crate::browser::Browser;
use crate::test_server_contract::{AXE_PATH, axe_source};
use anyhow::{Context, Result};
use serde::Deserialize;
use std::sync::OnceLock;

/// The WCAG 2.0-2.2 A and AA rules plus axe's best practices.
const TAGS: &[&str] = &[
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "wcag22aa",
    "best-practice",
];

/// One rule the page breaks, with the elements that break it.
#[derive(Debug, Clone, Deserialize)]
pub struct Violation {
    /// The axe rule id, such as `color-contrast`.
    pub id: String,
    /// `minor` to `critical`.
    pub impact: Option<String>,
    /// What the rule asks for.
    pub help: String,
    /// CSS selectors of the offending elements.
    pub targets: Vec<String>,
}

/// The run, once axe-core is in the page. Contrast is judged on what the visitor settles
/// on, not mid-fade: finite animations are finished and infinite ones cancelled first, as
/// before a screenshot.
const RUN: &str =
    "document.getAnimations().forEach(a => { try { a.finish(); } catch { a.cancel(); } });
  return axe.run(document, { runOnly: { type: 'tag', values: arguments[0] } })
    .then(r => r.violations.map(v => ({
      id: v.id, impact: v.impact, help: v.help,
      targets: v.nodes.map(n => n.target.join(' ')),
    })));";

/// What runs in the page, as one script and so one WebDriver round trip: axe-core from
/// the test server's [`AXE_PATH`] (a classic script element, removed once loaded, so the page is left as it
/// was) when the site is the harness's own, or its whole source otherwise; then [`RUN`].
/// Built once per process.
fn script(site_is_local: bool) -> Result<&'static str> {
    static LOADED: OnceLock<String> = OnceLock::new();
    static INLINED: OnceLock<Result<String, String>> = OnceLock::new();
    if site_is_local {
        return Ok(LOADED.get_or_init(|| {
            format!(
                "const run = () => {{ {RUN} }};
                 if (window.axe) return run();
                 return new Promise((resolve, reject) => {{
                   const tag = document.createElement('script');
                   tag.src = '{AXE_PATH}';
                   tag.onload = () => {{ tag.remove(); resolve(); }};
                   tag.onerror = () => reject(new Error('cannot load axe-core from {AXE_PATH}'));
                   document.head.append(tag);
                 }}).then(run);"
            )
        }));
    }
    INLINED
        .get_or_init(|| {
            axe_source()
                .map(|source| format!("{source}\n;{RUN}"))
                .map_err(|error| error.to_string())
        })
        .as_deref()
        .map_err(|message| anyhow::anyhow!("{message}"))
}

/// Runs axe-core, sent whole, on a page that is not the site's (the run report opened from
/// disk, say), and returns every violation.
pub async fn violations_of_any_page(browser: &Browser) -> Result<Vec<Violation>> {
    browser
        .eval(script(false)?, vec![serde_json::json!(TAGS)])
        .await
        .context("axe-core could not be injected or run")
}

/// Runs axe-core on the page as it is now and returns every violation.
pub async fn violations(browser: &Browser) -> Result<Vec<Violation>> {
    browser
        .eval(
            script(browser.site_is_local())?,
            vec![serde_json::json!(TAGS)],
        )
        .await
        .context("axe-core could not be injected or run")
}
