//! Reading the in-page timeline: intervals between a trigger and its effect.

use crate::base::wait;
use crate::sessions::browser::{Browser, TimelineEvent};
use anyhow::Result;

/// The first navigation after `since` whose URL ends with `suffix`.
pub fn navigation_after<'a>(
    events: &'a [TimelineEvent],
    since: f64,
    suffix: &str,
) -> Option<&'a TimelineEvent> {
    events
        .iter()
        .find(|e| e.kind == "navigate" && e.at >= since && e.url.ends_with(suffix))
}

/// Every scroll event after `since`.
pub fn scrolls_after(events: &[TimelineEvent], since: f64) -> Vec<&TimelineEvent> {
    events
        .iter()
        .filter(|e| e.kind == "scroll" && e.at > since)
        .collect()
}

/// Waits until the page has navigated to a URL ending in `suffix` after `since`, has then
/// asked to scroll, and has moved since it asked, then returns the whole timeline. A scroll
/// event alone is not enough: one from an earlier move can reach the page after the click.
pub async fn wait_for_navigation_and_scroll(
    browser: &Browser,
    since: f64,
    suffix: &str,
) -> Result<Vec<TimelineEvent>> {
    wait::until(
        &format!("a navigation to …{suffix}, the scroll the page asks for after it, and a move"),
        || async {
            let events = browser.timeline().await?;
            let ready = navigation_after(&events, since, suffix)
                .and_then(|nav| scroll_call_after(&events, nav.at))
                .is_some_and(|call| !scrolls_after(&events, call.at).is_empty());
            Ok(ready.then_some(events))
        },
    )
    .await
}

/// The first scroll the page asked for after `since` (`scrollTo`, `scroll` or
/// `scrollIntoView`); its `state` holds the requested behaviour.
pub fn scroll_call_after(events: &[TimelineEvent], since: f64) -> Option<&TimelineEvent> {
    events
        .iter()
        .find(|e| e.kind == "scroll-call" && e.at >= since)
}

/// Why layout shifts are measured in Chromium only.
pub const LAYOUT_SHIFTS_CHROMIUM_ONLY: &str =
    "Firefox and WebKit have no Layout Instability API, so layout shifts are measured in Chromium";

/// Every layout shift that no recent input explains: the ones CLS counts. Only Chromium
/// reports them (see [`LAYOUT_SHIFTS_CHROMIUM_ONLY`]).
pub fn unexplained_shifts(events: &[TimelineEvent]) -> Vec<&TimelineEvent> {
    events.iter().filter(|e| e.kind == "layout-shift").collect()
}
