//! A control found as a visitor finds it: in its section of the page, by its role and the
//! words it shows; or, in the navigation and footer, by its test id.

use crate::base::timings::{IN_PAGE_INTERVAL_MS, condition_timeout_ms};
use crate::pages::SitePage;
use anyhow::{Context, Result};
use serde_json::{Value, json};
use std::time::Duration;
use thirtyfour::prelude::*;

/// What a control runs in the page: the shared reads, then its own.
const SCRIPTS: &str = concat!(
    include_str!("../inject/controls.js"),
    include_str!("../inject/call-to-action.js")
);

/// How a control is found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Locator<'a> {
    /// As a visitor finds a call to action: the `data-testid` of its hero, section or dialog
    /// (or `main`), its role (`link` or `button`) and its visible label.
    Label {
        /// The hero's, section's or dialog's `data-testid`.
        section: &'a str,
        /// `link` or `button`.
        role: &'a str,
        /// The words it shows.
        label: &'a str,
    },
    /// By its `data-testid`, as the navigation and footer catalogue names them.
    TestId(&'a str),
}

impl Locator<'_> {
    /// The locator as the page scripts take it (`theControl` in `inject/controls.js`).
    pub(crate) fn to_json(self) -> Value {
        match self {
            Locator::Label {
                section,
                role,
                label,
            } => json!({ "section": section, "role": role, "label": label }),
            Locator::TestId(test_id) => json!({ "testId": test_id }),
        }
    }
}

impl std::fmt::Display for Locator<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Locator::Label {
                section,
                role,
                label,
            } => write!(f, "the {role} {label:?} in {section}"),
            Locator::TestId(test_id) => write!(f, "the control {test_id:?}"),
        }
    }
}

/// One control of an open page.
pub struct CallToAction<'a> {
    page: &'a SitePage,
    locator: Locator<'a>,
}

impl<'a> CallToAction<'a> {
    /// The control in `section` (a hero's, section's or dialog's `data-testid`, or `main`)
    /// with `role` (`link` or `button`) and the visible label `label`.
    pub fn on(page: &'a SitePage, section: &'a str, role: &'a str, label: &'a str) -> Self {
        CallToAction::located(
            page,
            Locator::Label {
                section,
                role,
                label,
            },
        )
    }

    /// The control that `locator` names.
    pub fn located(page: &'a SitePage, locator: Locator<'a>) -> Self {
        CallToAction { page, locator }
    }

    /// What the control is, for messages: its route and locator.
    fn what(&self) -> String {
        format!("{}: {}", self.page.route(), self.locator)
    }

    /// The control, scrolled to the middle of the viewport.
    pub(crate) async fn element(&self) -> Result<WebElement> {
        self.page
            .browser()
            .call_for_element(
                SCRIPTS,
                "find",
                vec![
                    self.locator.to_json(),
                    condition_timeout_ms().into(),
                    IN_PAGE_INTERVAL_MS.into(),
                ],
            )
            .await
            .with_context(|| format!("cannot find {}", self.what()))
    }

    /// Scrolls the control to the middle of the viewport and clicks it, as a visitor would.
    pub async fn click(&self) -> Result<()> {
        let element = self.element().await?;
        element
            .click()
            .await
            .with_context(|| format!("cannot click {}", self.what()))
    }

    /// Rests the mouse on the control, as a visitor moves from one tooltip trigger to the
    /// next: off wherever the pointer rests, downwards (away from a tooltip that opens above
    /// it, out of Radix's hover grace area), then a jump onto the control's centre and three
    /// one-pixel moves, as a real mouse sends several (Radix opens a tooltip on a move). The
    /// moves are one instant chain, so the page's own delays are all that is measured.
    pub async fn hover(&self, element: &WebElement) -> Result<()> {
        self.page
            .browser()
            .driver()
            .action_chain_with_delay(None, Some(Duration::ZERO))
            .move_by_offset(0, 48)
            .move_by_offset(1, 0)
            .move_to_element_center(element)
            .move_by_offset(1, 0)
            .move_by_offset(1, 0)
            .move_by_offset(1, 0)
            .perform()
            .await
            .with_context(|| format!("cannot hover {}", self.what()))
    }

    /// The words the control shows now.
    pub async fn label(&self) -> Result<String> {
        self.page
            .read(
                &format!("the label of {}", self.locator),
                SCRIPTS,
                "label",
                vec![self.locator.to_json()],
            )
            .await
    }

    /// Whether the control has the keyboard focus.
    pub async fn has_focus(&self) -> Result<bool> {
        self.page
            .read(
                &format!("whether {} has focus", self.locator),
                SCRIPTS,
                "hasFocus",
                vec![self.locator.to_json()],
            )
            .await
    }

    /// The `src` of every frame in the hero or section with `data-testid=section`.
    pub async fn frames_in(page: &SitePage, section: &str) -> Result<Vec<String>> {
        page.read(
            &format!("the frames in {section}"),
            SCRIPTS,
            "frames",
            vec![section.into()],
        )
        .await
    }
}
