//! Scrolling a page of the site, and where things are on it: jumps, waiting for scrolling
//! to stop, where a section landed, and where an element starts.

use crate::base::timings::condition_timeout_ms;
use crate::pages::SitePage;
use anyhow::{Context, Result};
use serde::Deserialize;

/// What scrolling runs in the page (see [`Browser::call`](crate::sessions::browser::Browser::call)).
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

/// Where a click on a link took the page, and when.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Arrival {
    /// The path and hash the page shows.
    pub location: String,
    /// When the click's navigation changed the address (`performance.now()`).
    pub navigated_at: f64,
    /// When the page then asked to scroll, if it did.
    pub scroll_asked_at: Option<f64>,
    /// Where the page came to rest (`scrollY`).
    pub y: f64,
    /// Where the anchor's section rests, or `None` when the page has no element of that id.
    pub landing: Option<Landing>,
}

impl Arrival {
    /// How long after the navigation the page asked to scroll, if it did.
    pub fn scroll_delay(&self) -> Option<f64> {
        Some(self.scroll_asked_at? - self.navigated_at)
    }
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

    /// After a click on a control found through [`CallToAction`](crate::pages::CallToAction)
    /// (from the moment it was found, just before the click), waits inside the page, in one
    /// round trip, for the navigation the click makes and the scroll the page then asks for,
    /// and says where the page rests and where `#id` landed (pass `""` for no anchor). For a
    /// page with reduced motion, whose scrolls are instant; fails when the click makes no
    /// navigation.
    pub async fn arrival_after_click(&self, id: &str) -> Result<Arrival> {
        self.browser()
            .call(
                SCRIPTS,
                "arrivalAfterClick",
                vec![id.into(), condition_timeout_ms().into()],
            )
            .await
    }

    /// Goes back one history entry, as the browser's back button does, and waits inside the
    /// page until it shows `path` (path and hash) and has come to rest after the scroll it
    /// then asks for.
    pub async fn go_back_to(&self, path: &str) -> Result<()> {
        self.browser()
            .call::<Option<()>>(
                SCRIPTS,
                "backTo",
                vec![path.into(), condition_timeout_ms().into()],
            )
            .await
            .map(|_| ())
            .with_context(|| format!("{}: cannot go back to {path}", self.route()))
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
