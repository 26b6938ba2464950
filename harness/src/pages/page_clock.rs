//! A clock of the harness's own for the page's long timers, as Playwright's `page.clock`
//! offers: a test proves that something happens exactly when a long timeout runs out
//! (the video frame's, 15 s) without waiting it out in real time.

use crate::base::timings::HELD_TIMER_MIN_MS;
use crate::base::wait;
use crate::sessions::browser::Browser;
use anyhow::{Context, Result};

/// The clock and its controls (see [`Browser::call`]).
const SCRIPTS: &str = include_str!("../inject/page-clock.js");

/// The held timers of one loaded page. Installed after the page has loaded, it holds only
/// the timers the page sets from then on; a navigation leaves it behind.
pub struct PageClock<'a> {
    browser: &'a Browser,
}

impl<'a> PageClock<'a> {
    /// Installs the clock in the page now shown. From now on the page's timers of
    /// [`HELD_TIMER_MIN_MS`] or more run only when [`PageClock::advance`] reaches them.
    pub async fn install(browser: &'a Browser) -> Result<PageClock<'a>> {
        browser
            .call::<()>(SCRIPTS, "install", vec![HELD_TIMER_MIN_MS.into()])
            .await
            .context("cannot install the page clock")?;
        Ok(PageClock { browser })
    }

    /// Waits until the page holds a timer, naming `what` if it never does, and returns the
    /// time left on each held timer, in milliseconds.
    pub async fn until_held(&self, what: &str) -> Result<Vec<f64>> {
        wait::until(what, || async {
            let pending: Vec<f64> = self.browser.call(SCRIPTS, "pending", Vec::new()).await?;
            Ok((!pending.is_empty()).then_some(pending))
        })
        .await
    }

    /// Moves the clock on by `ms` and runs every held timer that falls due, in the order
    /// they fall due.
    pub async fn advance(&self, ms: u64) -> Result<()> {
        self.browser
            .call::<()>(SCRIPTS, "advance", vec![ms.into()])
            .await
            .with_context(|| format!("cannot advance the page clock by {ms} ms"))?;
        Ok(())
    }
}
