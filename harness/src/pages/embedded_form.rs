//! An embedded third-party form that loads when the visitor asks: the application form on
//! /contact and the inline booking form on /hire (see specs/decisions.md, "Embedded forms
//! load on request").

use crate::base::engine::Engine;
use crate::base::wait;
use crate::pages::SitePage;
use anyhow::{Context, Result};
use serde::Deserialize;

/// What the form's reads run in the page (see [`Browser::call`](crate::sessions::browser::Browser::call)).
const SCRIPTS: &str = include_str!("../inject/embedded-form.js");

/// The form's box as the page shows it.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EmbedState {
    /// The frame's `src`, once it is loaded.
    pub frame_src: Option<String>,
    /// The frame's `width` and `height` attributes, once it is loaded.
    pub frame_size: Option<(u32, u32)>,
    /// The frame's accessible title, once it is loaded.
    pub frame_title: Option<String>,
    /// The box's rendered height in CSS pixels.
    pub box_height: f64,
    /// Whether keyboard focus is on the frame.
    pub frame_focused: bool,
}

/// One embedded form on an open page, by the `data-testid` of its box.
pub struct EmbeddedForm<'a> {
    page: &'a SitePage,
    test_id: String,
}

impl<'a> EmbeddedForm<'a> {
    /// The form whose box is `data-testid=test_id` on `page`.
    pub fn on(page: &'a SitePage, test_id: &str) -> EmbeddedForm<'a> {
        EmbeddedForm {
            page,
            test_id: test_id.to_owned(),
        }
    }

    /// The box and its frame, if loaded.
    pub async fn state(&self) -> Result<EmbedState> {
        self.page
            .browser()
            .call(SCRIPTS, "state", vec![self.test_id.clone().into()])
            .await
            .with_context(|| format!("cannot read the embedded form {:?}", self.test_id))
    }

    /// Scrolls the form's box into view by script, as no visitor input, and waits two frames
    /// so that any layout shift it caused has been reported.
    pub async fn scroll_into_view(&self) -> Result<()> {
        self.page
            .browser()
            .call(SCRIPTS, "scrollIntoView", vec![self.test_id.clone().into()])
            .await
            .with_context(|| format!("cannot scroll to the embedded form {:?}", self.test_id))
    }

    /// Presses the form's load button and waits for its frame.
    pub async fn load(&self) -> Result<EmbedState> {
        self.page.click(&format!("{}-load", self.test_id)).await?;
        wait::until("the form's frame to appear", || async {
            let state = self.state().await?;
            Ok(state.frame_src.is_some().then_some(state))
        })
        .await
    }

    /// The origins other than the page's own that the page has requested anything from,
    /// as Resource Timing lists them. Every other origin is unreachable here, and only
    /// Chromium lists a request that failed, so in Firefox and WebKit this is
    /// [`Unsupported`](crate::sessions::browser::Unsupported) (checked by hand: Firefox listed nothing
    /// for an image from another origin that failed, WebKit nothing for a frame, script or
    /// stylesheet).
    pub async fn other_origins_requested(page: &SitePage) -> Result<Vec<String>> {
        page.browser().require(
            Engine::Chrome,
            "Firefox's and WebKit's Resource Timing list no frame or script that failed to \
             load, and other origins fail offline, so early requests are checked in Chromium",
        )?;
        page.browser()
            .call(SCRIPTS, "otherOrigins", Vec::new())
            .await
    }
}
