//! The counters of /our-results: what each shows, and which of its two faces is visible.

use crate::pages::SitePage;
use anyhow::Result;
use serde::Deserialize;

/// What the counters' reads run in the page (see [`Browser::call`](crate::sessions::browser::Browser::call)).
const SCRIPTS: &str = include_str!("../inject/counters.js");

/// One counter's faces: the still final value shown with reduced motion, and the ticker
/// that counts up otherwise.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CounterFaces {
    /// The counter's `data-testid`, such as `counter-net-sales`.
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
        self.page
            .read("the counters", SCRIPTS, "texts", Vec::new())
            .await
    }

    /// Which face of each counter is displayed.
    pub async fn faces(&self) -> Result<Vec<CounterFaces>> {
        self.page
            .read("the counters' faces", SCRIPTS, "faces", Vec::new())
            .await
    }
}
