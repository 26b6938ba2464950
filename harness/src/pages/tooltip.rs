//! The tooltip of one control (spec §4), timed inside the page from the pointer's arrival on
//! its trigger to the trigger's Radix `data-state` saying open.

use crate::base::timings::{STILL_CHECK_MS, condition_timeout_ms};
use crate::pages::{CallToAction, Locator, SitePage};
use anyhow::{Context, Result};
use serde::Deserialize;

/// What the tooltip reads run in the page: the shared reads, then its own.
const SCRIPTS: &str = concat!(
    include_str!("../inject/controls.js"),
    include_str!("../inject/tooltip.js")
);

/// A tooltip as it opened for a visitor resting the mouse on its trigger.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Shown {
    /// When the pointer entered the trigger (`performance.now()`).
    pub entered_at: Option<f64>,
    /// When the trigger said its tooltip is open; none if it never did.
    pub opened_at: Option<f64>,
    /// The words the tooltip that describes the trigger shows.
    pub text: String,
    /// Whether that tooltip is on screen.
    pub shown: bool,
}

impl Shown {
    /// How long after the pointer arrived the tooltip opened, if it did.
    pub fn delay(&self) -> Option<f64> {
        Some(crate::base::timings::elapsed_ms(
            self.entered_at?,
            self.opened_at?,
        ))
    }
}

/// The tooltip of the control `locator` names.
pub struct Tooltip<'a> {
    page: &'a SitePage,
    locator: Locator<'a>,
}

impl<'a> Tooltip<'a> {
    /// The tooltip of the control `locator` names on `page`.
    pub fn of(page: &'a SitePage, locator: Locator<'a>) -> Tooltip<'a> {
        Tooltip { page, locator }
    }

    /// Rests the mouse on the trigger, timing it from the moment the pointer enters, and
    /// waits for the tooltip (up to the condition timeout): when it opened and what it shows.
    pub async fn hover(&self) -> Result<Shown> {
        let trigger = self
            .page
            .browser()
            .call_for_element(SCRIPTS, "arm", vec![self.locator.to_json()])
            .await
            .with_context(|| format!("{}: cannot find {}", self.page.route(), self.locator))?;
        CallToAction::located(self.page, self.locator)
            .hover(&trigger)
            .await?;
        self.page
            .read(
                &format!("the tooltip of {}", self.locator),
                SCRIPTS,
                "shown",
                vec![
                    self.locator.to_json(),
                    condition_timeout_ms().into(),
                    STILL_CHECK_MS.into(),
                ],
            )
            .await
    }
}
