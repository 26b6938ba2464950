//! Accessibility checks with axe-core, injected into the page through WebDriver.

use crate::browser::Browser;
use crate::workspace;
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

/// What runs in the page: axe-core's source, then the settling of the animations and the
/// run, as one script and so one WebDriver round trip. It is built once per process: the
/// source is about half a megabyte, and forty visits per browser would copy it each time.
fn script() -> Result<&'static str> {
    static SCRIPT: OnceLock<Result<String, String>> = OnceLock::new();
    SCRIPT
        .get_or_init(|| {
            let path = workspace::root().join("node_modules/axe-core/axe.min.js");
            let source = std::fs::read_to_string(&path).map_err(|e| {
                format!(
                    "cannot read {}: {e}; run `npm ci` at the repository root",
                    path.display()
                )
            })?;
            // Contrast is judged on what the visitor settles on, not mid-fade: finite
            // animations are finished and infinite ones cancelled first, as before a
            // screenshot.
            Ok(format!(
                "{source}
                 ;document.getAnimations().forEach(a => {{ try {{ a.finish(); }} catch {{ a.cancel(); }} }});
                 return axe.run(document, {{ runOnly: {{ type: 'tag', values: arguments[0] }} }})
                   .then(r => r.violations.map(v => ({{
                     id: v.id, impact: v.impact, help: v.help,
                     targets: v.nodes.map(n => n.target.join(' ')),
                   }})));"
            ))
        })
        .as_deref()
        .map_err(|message| anyhow::anyhow!("{message}"))
}

/// Runs axe-core on the page as it is now and returns every violation.
pub async fn violations(browser: &Browser) -> Result<Vec<Violation>> {
    browser
        .eval(script()?, vec![serde_json::json!(TAGS)])
        .await
        .context("axe-core could not be injected or run")
}
