//! The Book Now dialog on /hire (spec §2, §4).

use crate::base::timings::{IN_PAGE_INTERVAL_MS, IN_PAGE_SLICE_MS};
use crate::base::wait;
use crate::pages::SitePage;
use anyhow::{Context, Result};
use serde::Deserialize;
use thirtyfour::prelude::*;

/// What the dialog's reads run in the page (see [`Browser::call`](crate::sessions::browser::Browser::call)).
const SCRIPTS: &str = include_str!("../inject/booking-dialog.js");

/// Which Book Now button: the hero's, or the closing section's large one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BookNow {
    /// The hero's Book Now, opening the standard dialog.
    Hero,
    /// The closing section's Book Now, opening the large dialog.
    Closing,
}

impl BookNow {
    fn test_id(self) -> &'static str {
        match self {
            BookNow::Hero => "book-now-dialog",
            BookNow::Closing => "book-now-large-dialog",
        }
    }

    /// The Book Now whose dialog has `data-testid=test_id` (as `specs/actions.json` names
    /// it), if any.
    pub fn opening(test_id: &str) -> Option<BookNow> {
        [BookNow::Hero, BookNow::Closing]
            .into_iter()
            .find(|which| which.test_id() == test_id)
    }
}

/// How the open dialog presents itself to assistive technology and the eye.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DialogState {
    /// The dialog element's role.
    pub role: Option<String>,
    /// Its accessible name, from `aria-labelledby`.
    pub name: String,
    /// `data-size`: `default` or `large`.
    pub size: Option<String>,
    /// Its rendered width in CSS pixels.
    pub width: f64,
    /// The `src` of the booking form frame inside it.
    pub frame_src: Option<String>,
    /// The frame's accessible title.
    pub frame_title: Option<String>,
}

/// Where keyboard focus rests, and whether that is inside the dialog.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FocusAtRest {
    /// Whether the focused element is inside the dialog.
    pub in_dialog: bool,
    /// The focused element, for messages: its tag, test id and text.
    pub element: String,
}

/// A Book Now button and the dialog it opens.
pub struct BookingDialog<'a> {
    page: &'a SitePage,
    which: BookNow,
}

impl<'a> BookingDialog<'a> {
    /// The dialog behind `which` on `page`.
    pub fn on(page: &'a SitePage, which: BookNow) -> BookingDialog<'a> {
        BookingDialog { page, which }
    }

    fn trigger_id(&self) -> String {
        format!("{}-trigger", self.which.test_id())
    }

    /// Clicks Book Now and waits for the dialog.
    pub async fn open(&self) -> Result<()> {
        self.page.click(&self.trigger_id()).await?;
        self.wait_until_open().await
    }

    /// Waits until the dialog is shown.
    pub async fn wait_until_open(&self) -> Result<()> {
        wait::until("the dialog to open", || async {
            Ok(self.is_open().await?.then_some(()))
        })
        .await
    }

    /// Whether the dialog is shown.
    pub async fn is_open(&self) -> Result<bool> {
        self.page.is_shown(self.which.test_id()).await
    }

    /// Waits until the dialog has closed.
    pub async fn wait_until_closed(&self) -> Result<()> {
        wait::until("the dialog to close", || async {
            Ok((!self.is_open().await?).then_some(()))
        })
        .await
    }

    /// Role, name, size and embedded form of the open dialog.
    pub async fn state(&self) -> Result<DialogState> {
        self.page
            .browser()
            .call(SCRIPTS, "state", vec![self.which.test_id().into()])
            .await
    }

    /// Where keyboard focus rests now, read once in the page: as soon as focus is on an
    /// element, not on `<body>`, where it is while the browser hands it into the embedded
    /// form's frame (a cross-origin frame in its own process) and, with nothing to focus there,
    /// back out. Focus still on `<body>` after [`IN_PAGE_SLICE_MS`] is read as it is.
    pub async fn focus_at_rest(&self) -> Result<FocusAtRest> {
        self.page
            .browser()
            .call(
                SCRIPTS,
                "focusAtRest",
                vec![
                    self.which.test_id().into(),
                    IN_PAGE_SLICE_MS.into(),
                    IN_PAGE_INTERVAL_MS.into(),
                ],
            )
            .await
    }

    /// Where keyboard focus rests once it has moved into the open dialog, or, if it never
    /// does within the condition timeout, where it rests then. Radix moves it in from an
    /// effect that may run after the dialog is first shown.
    pub async fn focus_once_inside(&self) -> Result<FocusAtRest> {
        let inside = wait::until("focus to move into the dialog", || async {
            let focus = self.focus_at_rest().await?;
            Ok(focus.in_dialog.then_some(focus))
        })
        .await;
        match inside {
            Ok(focus) => Ok(focus),
            Err(_) => self.focus_at_rest().await,
        }
    }

    /// Whether keyboard focus comes back to this dialog's Book Now button. Radix moves it
    /// in a zero-delay timer after the dialog unmounts, so this waits for that state (and
    /// fails after the condition timeout if focus never returns).
    pub async fn trigger_regains_focus(&self) -> Result<bool> {
        let focused = wait::until("focus to return to Book Now", || async {
            let focused: bool = self
                .page
                .browser()
                .call(SCRIPTS, "hasFocus", vec![self.trigger_id().into()])
                .await?;
            Ok(focused.then_some(()))
        })
        .await;
        Ok(focused.is_ok())
    }

    /// Presses a key wherever focus is.
    pub async fn press(&self, key: Key) -> Result<()> {
        self.page.press(key).await
    }

    /// Clicks the dialog's close button.
    pub async fn click_close_button(&self) -> Result<()> {
        self.page
            .click(&format!("{}-close", self.which.test_id()))
            .await
    }

    /// Clicks the overlay beside the dialog, in the viewport's top-left corner.
    pub async fn click_overlay(&self) -> Result<()> {
        self.page
            .browser()
            .driver()
            .action_chain()
            .move_to(8, 8)
            .click()
            .perform()
            .await
            .context("cannot click the overlay")
    }
}
