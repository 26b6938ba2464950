//! Accessibility checks with axe-core, run in the page through WebDriver.

use crate::sessions::browser::Browser;
use crate::site_server::test_server_contract::{AXE_PATH, axe_source};
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

/// axe-core's run (see [`Browser::call`]).
const SCRIPTS: &str = include_str!("../inject/axe.js");

/// Runs axe-core on the page as it is now and returns every violation: loaded from the test
/// server's [`AXE_PATH`] when `from_test_server`, or else sent whole with the run, as one
/// script and so one WebDriver round trip (built once per process).
async fn run(browser: &Browser, from_test_server: bool) -> Result<Vec<Violation>> {
    let tags = serde_json::json!(TAGS);
    if from_test_server {
        return browser
            .call(SCRIPTS, "runFrom", vec![AXE_PATH.into(), tags])
            .await;
    }
    static INLINED: OnceLock<Result<String, String>> = OnceLock::new();
    let scripts = INLINED
        .get_or_init(|| {
            axe_source()
                .map(|source| format!("{source}\n;\n{SCRIPTS}"))
                .map_err(|error| error.to_string())
        })
        .as_deref()
        .map_err(|message| anyhow::anyhow!("{message}"))?;
    browser.call(scripts, "run", vec![tags]).await
}

/// Runs axe-core, sent whole, on a page that is not the site's (the run report opened from
/// disk, say), and returns every violation.
pub async fn violations_of_any_page(browser: &Browser) -> Result<Vec<Violation>> {
    run(browser, false)
        .await
        .context("axe-core could not be injected or run")
}

/// Runs axe-core on the page as it is now and returns every violation.
pub async fn violations(browser: &Browser) -> Result<Vec<Violation>> {
    run(browser, browser.site_is_local())
        .await
        .context("axe-core could not be injected or run")
}
