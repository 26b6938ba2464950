//! Scrolling a page of the site, and where things are on it: jumps, waiting for scrolling
//! to stop, where a section landed, and where an element starts.

use crate::pages::SitePage;
use crate::timings::CONDITION_TIMEOUT;
use anyhow::{Context, Result};
use serde::Deserialize;

/// What scrolling runs in the page (see [`Browser::call`](crate::browser::Browser::call)).
const SCRIPTS: &str = include_str!("../inject/scrolling.js");

/// Where a page came to rest after a jump to one of its sections.
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Landing {
    /// The section's top, from the top of the viewport, in CSS pixels.
    pub top: f64,
    /// The fixed navigation's height.
    pub nav: f64,
    /// Whether the page is scrolled as far down as it goes, so a section near its end cannot
    /// rise any higher.
    pub at_bottom: bool,
    /// The viewport's height.
    pub viewport: f64,
}

impl Landing {
    /// Whether the section came to rest just below the navigation (within `slack` pixels), or,
    /// on a page that cannot scroll further, at least shows its top below the navigation.
    pub fn is_below_nav(&self, slack: f64) -> bool {
        let below_nav = self.top >= self.nav - 1.0;
        below_nav && (self.top <= self.nav + slack || (self.at_bottom && self.top < self.viewport))
    }
}

/// Where a click on a same-page anchor took the page.
#[derive(Debug, Clone, Deserialize)]
pub struct Arrival {
    /// The path and hash the page shows.
    pub location: String,
    /// Where the anchor's section rests, or `None` when the page has no element of that id.
    pub landing: Option<Landing>,
}

impl SitePage {
    /// Jumps to `y` without animation, as a visitor's earlier scrolling would have.
    pub async fn scroll_to(&self, y: f64) -> Result<()> {
        self.browser()
            .call(SCRIPTS, "scrollTo", vec![y.into()])
            .await
    }

    /// Waits, inside the page, until `scrollY` has not changed for ten animation frames,
    /// and returns it. Fails after five seconds of continuous movement.
    pub async fn wait_until_scroll_settles(&self) -> Result<f64> {
        self.browser().call(SCRIPTS, "settle", Vec::new()).await
    }

    /// Where the page rests against the element with `id`: its top, the navigation's height
    /// and whether the page is scrolled to its end.
    pub async fn landing(&self, id: &str) -> Result<Landing> {
        self.read(
            &format!("where #{id} landed"),
            SCRIPTS,
            "landing",
            vec![id.into()],
        )
        .await
    }

    /// After a click made at `since` (the page's `performance.now()`), waits inside the page,
    /// in one round trip, for the navigation the click makes and the scroll the page then asks
    /// for, and says where the page rests and where `#id` landed. For a page with reduced
    /// motion, whose scrolls are instant; fails when the click makes no navigation.
    pub async fn arrival_after(&self, since: f64, id: &str) -> Result<Arrival> {
        let timeout = u64::try_from(CONDITION_TIMEOUT.as_millis()).unwrap_or(u64::MAX);
        self.browser()
            .call(
                SCRIPTS,
                "arrivalAfter",
                vec![since.into(), id.into(), timeout.into()],
            )
            .await
    }

    /// The page's full height in CSS pixels.
    pub async fn page_height(&self) -> Result<f64> {
        self.browser().call(SCRIPTS, "pageHeight", Vec::new()).await
    }

    /// How far down the page, in CSS pixels, the element with `data-testid=test_id` starts.
    pub async fn top_of(&self, test_id: &str) -> Result<f64> {
        self.browser()
            .call(SCRIPTS, "topOf", vec![test_id.into()])
            .await
            .with_context(|| format!("{}: cannot find where {test_id:?} starts", self.route()))
    }
}
