//! What WebKit needs done its own way. WebKitWebDriver speaks plain WebDriver only (no
//! DevTools, no extensions, no log endpoint), so:
//!
//! - the page instrumentation comes from the harness's own server, which serves WebKit
//!   sessions pages that load it before their own scripts (`test_server`);
//! - a viewport is the window's size: MiniBrowser starts with `--full-screen`, which under a
//!   display without a window manager only hides its toolbar, so the window is the viewport,
//!   at any width, a phone's included;
//! - reduced motion is the display's animation setting, which the harness's own WebKit host
//!   changes (`facts::selenium::webkit`);
//! - a whole-page capture grows the window to the page's height, as Chromium's grows its
//!   emulated viewport.

use super::{Browser, Unsupported};
use crate::base::wait;
use anyhow::{Context, Result};
use facts::selenium::WEBKIT;
use serde_json::json;
use thirtyfour::prelude::*;

/// MiniBrowser's arguments: WebDriver's automation mode, no toolbar (see the module's doc),
/// and scripts allowed to read the clipboard, as the copy-link test does.
const ARGS: [&str; 3] = [
    "--automation",
    "--full-screen",
    "--javascript-can-access-clipboard=true",
];

/// The tallest window WebKit paints: a taller one is captured blank (seen with 16,385 px).
pub const MAX_WINDOW_HEIGHT: u32 = 16_384;

/// Why reduced motion cannot be set on a WebKit session of another Grid.
const REDUCED_MOTION_LOCAL_ONLY: &str = "WebKit's reduced motion is the setting of its X display, which only the \
     harness's own WebKit host (no SELENIUM_URL) lets it change";

/// MiniBrowser, with the arguments above.
pub(super) fn capabilities() -> Result<Capabilities> {
    let mut caps = Capabilities::new();
    caps.set("browserName", WEBKIT.name)?;
    caps.set(
        "webkitgtk:browserOptions",
        json!({ "binary": WEBKIT.binary, "args": ARGS }),
    )?;
    Ok(caps)
}

/// Sizes the window so that the page is laid out at exactly `width` x `height`.
pub async fn lay_out(browser: &Browser, width: u32, height: u32) -> Result<()> {
    browser
        .driver()
        .set_window_rect(0, 0, width, height)
        .await
        .context("cannot size the MiniBrowser window")?;
    browser.wait_for_inner_size(width, height).await
}

/// Turns the display's animation setting off (`reduce`) or on, and waits until the page
/// sees it.
pub(super) async fn set_reduced_motion(browser: &Browser, reduce: bool) -> Result<()> {
    let Some(host) = browser.webkit_host.as_ref() else {
        if !reduce {
            return Ok(());
        }
        return Err(Unsupported(REDUCED_MOTION_LOCAL_ONLY).into());
    };
    host.set_reduced_motion(reduce)?;
    let seen = wait::until("the page to see the display's motion setting", || async {
        Ok((browser.prefers_reduced_motion().await? == reduce).then_some(()))
    })
    .await;
    seen.with_context(|| format!("WebKit did not report reduced motion {reduce} after the change"))
}

/// The whole page, `height` px tall, as PNG: the window grows to that height for one
/// screenshot and is then restored.
pub async fn whole_page_png(browser: &Browser, height: u32) -> Result<Vec<u8>> {
    let viewport = browser.viewport();
    lay_out(browser, viewport.width(), height).await?;
    let png = browser.driver().screenshot_as_png().await;
    lay_out(browser, viewport.width(), viewport.height()).await?;
    png.context("cannot take WebKit's screenshot")
}

/// Returns the session's display to motion, if a test turned it off.
pub(super) async fn reset(browser: &Browser) -> Result<()> {
    match browser.webkit_host.as_ref() {
        Some(host) if host.reduces_motion() => set_reduced_motion(browser, false).await,
        _ => Ok(()),
    }
}
