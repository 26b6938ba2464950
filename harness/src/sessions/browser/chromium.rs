//! What Chromium does its own way, through a few DevTools (CDP) commands: the page
//! instrumentation, emulated viewports and reduced motion, screenshots beyond the viewport,
//! clearing site data, and the faults and permissions some tests ask for.

use super::Browser;
use super::instrumentation::INSTRUMENTATION;
use crate::base::viewport::Viewport;
use crate::site_server::test_server_contract::{LATE_FONTS_COOKIE, late_fonts_release_script};
use anyhow::{Context, Result};
use serde_json::{Value, json};
use thirtyfour::prelude::*;

/// Chromium switches for every session. The first group keeps Chromium off the network
/// (this machine has none) and fit for a container; the second makes pixels repeatable.
const ARGS: &[&str] = &[
    "--headless=new",
    "--no-sandbox",
    "--disable-dev-shm-usage",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--window-size=1280,800",
    "--force-device-scale-factor=1",
    "--hide-scrollbars",
    "--force-color-profile=srgb",
    "--font-render-hinting=none",
    "--disable-lcd-text",
];

/// Headless Chromium with the switches above.
pub(super) fn capabilities() -> Result<Capabilities> {
    let mut caps = DesiredCapabilities::chrome();
    for arg in ARGS {
        caps.add_arg(arg)?;
    }
    Ok(caps.into())
}

/// Sends a CDP command, from code that runs only in Chromium sessions.
pub(super) async fn send(browser: &Browser, method: &str, params: Value) -> Result<Value> {
    browser
        .driver()
        .cdp()
        .send_raw(method, params)
        .await
        .with_context(|| format!("CDP {method} failed"))
}

/// Installs the console capture and the timeline into every document this tab loads.
/// They belong to the tab, so a new tab needs them again.
/// Both go in one command, since every test's new tab pays for each round trip.
pub(super) async fn instrument(browser: &Browser) -> Result<()> {
    let sources: Vec<&str> = INSTRUMENTATION.iter().map(|(_, source)| *source).collect();
    send(
        browser,
        "Page.addScriptToEvaluateOnNewDocument",
        json!({ "source": sources.join("\n;\n") }),
    )
    .await
    .context("cannot install the page instrumentation scripts")?;
    Ok(())
}

/// Lays pages out `viewport`'s width and `height` px tall through device emulation, with the
/// phone's `mobile` flag.
pub async fn lay_out(browser: &Browser, viewport: Viewport, height: u32) -> Result<()> {
    send(
        browser,
        "Emulation.setDeviceMetricsOverride",
        json!({
            "width": viewport.width(),
            "height": height,
            "deviceScaleFactor": 1,
            "mobile": viewport.is_mobile(),
        }),
    )
    .await?;
    Ok(())
}

/// Makes pages match `prefers-reduced-motion: reduce`, or stops doing so, by emulation.
pub(super) async fn set_reduced_motion(browser: &Browser, reduce: bool) -> Result<()> {
    let features = if reduce {
        json!([{ "name": "prefers-reduced-motion", "value": "reduce" }])
    } else {
        json!([])
    };
    send(
        browser,
        "Emulation.setEmulatedMedia",
        json!({ "features": features }),
    )
    .await?;
    Ok(())
}

/// The page's content size in CSS pixels: width and height.
pub async fn content_size(browser: &Browser) -> Result<(f64, f64)> {
    let metrics = send(browser, "Page.getLayoutMetrics", json!({})).await?;
    let size = &metrics["cssContentSize"];
    size["width"]
        .as_f64()
        .zip(size["height"].as_f64())
        .context("the layout metrics have no content size")
}

/// A PNG screenshot with the `Page.captureScreenshot` parameters `params`.
pub async fn screenshot(browser: &Browser, params: Value) -> Result<Vec<u8>> {
    let shot = send(browser, "Page.captureScreenshot", params).await?;
    super::decode_png(&shot["data"])
}

/// The whole page as PNG, captured beyond the viewport: the first 16,384 px, the most its
/// encoder takes.
pub(super) async fn whole_page_png(browser: &Browser) -> Result<Vec<u8>> {
    let (width, height) = content_size(browser).await?;
    screenshot(
        browser,
        json!({
            "format": "png",
            "captureBeyondViewport": true,
            "clip": { "x": 0, "y": 0, "width": width, "height": height.min(16_384.0), "scale": 1 },
        }),
    )
    .await
}

/// Clears the site's data, cookies included.
pub(super) async fn clear_site_data(browser: &Browser) -> Result<()> {
    send(
        browser,
        "Storage.clearDataForOrigin",
        json!({ "origin": browser.site_url, "storageTypes": "all" }),
    )
    .await?;
    Ok(())
}

/// Blocks every later request for the script chunk named `chunk`, on any site.
pub(super) async fn block_chunk(browser: &Browser, chunk: &str) -> Result<()> {
    send(browser, "Network.enable", json!({})).await?;
    send(
        browser,
        "Network.setBlockedURLs",
        json!({ "urls": [format!("*/assets/{chunk}-*.js")] }),
    )
    .await?;
    Ok(())
}

/// Turns the tab's cache off, so every later request reaches the server.
pub(super) async fn disable_cache(browser: &Browser) -> Result<()> {
    send(browser, "Network.enable", json!({})).await?;
    send(
        browser,
        "Network.setCacheDisabled",
        json!({ "cacheDisabled": true }),
    )
    .await?;
    Ok(())
}

/// Turns the tab's cache off, sets the late-fonts cookie with the value `hold` and installs
/// the script that lets the fonts through once a page has painted.
pub(super) async fn hold_fonts(browser: &Browser, hold: String) -> Result<()> {
    disable_cache(browser).await?;
    send(
        browser,
        "Network.setCookie",
        json!({ "name": LATE_FONTS_COOKIE, "value": hold, "url": browser.site_url }),
    )
    .await
    .context("cannot set the late-fonts cookie")?;
    send(
        browser,
        "Page.addScriptToEvaluateOnNewDocument",
        json!({ "source": late_fonts_release_script() }),
    )
    .await
    .context("cannot install the script that lets the fonts through")?;
    Ok(())
}

/// Lets the page read the clipboard from a script: the permission is granted per origin.
pub(super) async fn allow_clipboard_reads(browser: &Browser) -> Result<()> {
    send(
        browser,
        "Browser.grantPermissions",
        json!({
            "origin": browser.site_url,
            "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"],
        }),
    )
    .await?;
    Ok(())
}
