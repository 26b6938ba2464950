//! The counters of /our-results: what each shows, and which of its two faces is visible.

use crate::pages::SitePage;
use anyhow::Result;
use serde::Deserialize;

/// Every counter with a target (`data-end`), as a script expression giving an array.
const EACH_COUNTER: &str =
    "[...document.querySelectorAll('[data-testid^=\"counter-\"][data-end]')]";

/// One counter's faces: the still final value shown with reduced motion, and the ticker
/// that counts up otherwise.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CounterFaces {
    /// The counter's `data-testid`, such as `counter-trucks`.
    pub test_id: String,
    /// Whether the still final value is displayed.
    pub still_shown: bool,
    /// Whether the counting ticker is displayed.
    pub ticker_shown: bool,
}

/// The counters of an open page.
pub struct Counters<'a> {
    page: &'a SitePage,
}

impl<'a> Counters<'a> {
    /// The counters of `page`.
    pub fn of(page: &'a SitePage) -> Counters<'a> {
        Counters { page }
    }

    /// Each counter's `data-testid` and the text its ticker shows now.
    pub async fn texts(&self) -> Result<Vec<(String, String)>> {
        let script = format!(
            "return {EACH_COUNTER}.map((c) => [c.dataset.testid,
               c.querySelector('[data-testid=\"counter-value\"]').textContent]);"
        );
        self.page.read("the counters", &script, Vec::new()).await
    }

    /// Which face of each counter is displayed.
    pub async fn faces(&self) -> Result<Vec<CounterFaces>> {
        let script = format!(
            "const shown = (c, id) =>
               getComputedStyle(c.querySelector(`[data-testid=\"${{id}}\"]`)).display !== 'none';
             return {EACH_COUNTER}.map((c) => ({{
               testId: c.dataset.testid,
               stillShown: shown(c, 'counter-still'),
               tickerShown: shown(c, 'counter-value'),
             }}));"
        );
        self.page
            .read("the counters' faces", &script, Vec::new())
            .await
    }
}
