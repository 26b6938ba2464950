//! Scrolling a page of the site, and where things are on it: jumps, waiting for scrolling
//! to stop, where a section landed, and where an element starts.

use serde::Deserialize;

/// What scrolling runs in the page (see [`Browser::call`](crate::sessions::browser::Browser::call)).
pub(super) const SCROLLING_SCRIPTS: &str = include_str!("../inject/scrolling.js");

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
        Some(crate::base::timings::elapsed_ms(
            self.navigated_at,
            self.scroll_asked_at?,
        ))
    }
}
