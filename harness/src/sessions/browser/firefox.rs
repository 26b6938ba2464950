//! What Firefox needs done its own way: it has no CDP, so the harness uses geckodriver's
//! extensions (add-on install, the privileged "chrome" context, full-page screenshots)
//! and plain WebDriver window sizing.

use super::Browser;
use anyhow::{Context, Result};
use http::Method;
use serde_json::{Value, json};
use thirtyfour::prelude::*;

/// Preferences for every Firefox session. The first group keeps Firefox off the network
/// (this machine has none); the second makes layout and pixels match the Chromium
/// sessions' (overlay scrollbars, which take no width, as Chromium's `--hide-scrollbars`;
/// one device pixel per CSS pixel); the last two let the clipboard test read what the page
/// copied without a paste prompt, and give `performance.now()` full precision: Firefox
/// otherwise rounds it to 1 ms with jitter, which can put a true 100.3 ms delay at 99 ms
/// and fail a timing check that the page met.
const PREFERENCES: &[(&str, PreferenceValue)] = &[
    ("app.update.disabledForTesting", PreferenceValue::Bool(true)),
    (
        "browser.safebrowsing.update.enabled",
        PreferenceValue::Bool(false),
    ),
    ("browser.region.network.url", PreferenceValue::Text("")),
    ("browser.search.geoip.url", PreferenceValue::Text("")),
    ("captivedetect.canonicalURL", PreferenceValue::Text("")),
    (
        "network.captive-portal-service.enabled",
        PreferenceValue::Bool(false),
    ),
    (
        "network.connectivity-service.enabled",
        PreferenceValue::Bool(false),
    ),
    ("network.dns.disablePrefetch", PreferenceValue::Bool(true)),
    ("network.prefetch-next", PreferenceValue::Bool(false)),
    (
        "services.settings.server",
        PreferenceValue::Text("http://127.0.0.1:9/"),
    ),
    ("toolkit.telemetry.server", PreferenceValue::Text("")),
    (
        "datareporting.policy.dataSubmissionEnabled",
        PreferenceValue::Bool(false),
    ),
    ("extensions.update.enabled", PreferenceValue::Bool(false)),
    ("ui.useOverlayScrollbars", PreferenceValue::Number(1)),
    ("layout.css.devPixelsPerPx", PreferenceValue::Text("1.0")),
    (
        "dom.events.testing.asyncClipboard",
        PreferenceValue::Bool(true),
    ),
    ("privacy.reduceTimerPrecision", PreferenceValue::Bool(false)),
];

/// A preference's value, as `moz:firefoxOptions.prefs` takes it.
enum PreferenceValue {
    Bool(bool),
    Number(i64),
    Text(&'static str),
}

/// The scripts this module runs in Firefox (see [`Browser::call`]).
const SCRIPTS: &str = include_str!("../../inject/firefox.js");

/// Headless Firefox ESR with the preferences above. The privileged context the harness
/// uses is allowed by geckodriver's own `--allow-system-access` (see `selenium_grid.rs`), which
/// capabilities cannot set.
pub(super) fn capabilities() -> Result<Capabilities> {
    let mut caps = DesiredCapabilities::firefox();
    caps.set_headless()?;
    let mut prefs = serde_json::Map::new();
    for (name, value) in PREFERENCES {
        let value = match value {
            PreferenceValue::Bool(flag) => json!(flag),
            PreferenceValue::Number(number) => json!(number),
            PreferenceValue::Text(text) => json!(text),
        };
        prefs.insert((*name).to_owned(), value);
    }
    caps.set_browser_option("prefs", Value::Object(prefs))?;
    Ok(caps.into())
}

/// Prepares a new session once: a window large enough for every viewport (see
/// [`size_content_area`]) and the instrumentation scripts as a temporary add-on (see
/// `extension.rs`), which applies to every tab the session opens.
pub(super) async fn prepare_session(browser: &Browser, scripts: &[(&str, &str)]) -> Result<()> {
    browser
        .driver()
        .set_window_rect(0, 0, WINDOW.0, WINDOW.1)
        .await
        .context("cannot size the Firefox window")?;
    browser
        .command(
            Method::POST,
            "/moz/addon/install".to_owned(),
            Some(json!({ "addon": super::extension::addon_base64(scripts), "temporary": true })),
        )
        .await
        .context("cannot install the page instrumentation add-on in Firefox")?;
    Ok(())
}

/// The window every Firefox session gets: room for the desktop viewport and the browser's
/// own toolbars, which take height even when headless.
const WINDOW: (u32, u32) = (1400, 1100);

/// Lays the current tab out at exactly `width` x `height`. A window cannot be narrower than
/// 500 px, so, as WebDriver BiDi's `browsingContext.setViewport` does, the tab's `<browser>`
/// element is sized instead, inside a window large enough to hold it.
pub(super) async fn size_content_area(browser: &Browser, width: u32, height: u32) -> Result<()> {
    in_chrome_context(browser, "sizeTabs", vec![width.into(), height.into()]).await?;
    browser.wait_for_inner_size(width, height).await
}

/// Sets or clears the reduced-motion preference.
pub(super) async fn set_reduced_motion(browser: &Browser, reduce: bool) -> Result<()> {
    in_chrome_context(browser, "setReducedMotion", vec![reduce.into()]).await
}

/// Returns the session to a clean state between tests: no reduced motion, and no cookies
/// or site data for any origin (WebDriver's Delete All Cookies reaches only the current
/// page's, and the fresh tab shows none).
pub(super) async fn reset(browser: &Browser) -> Result<()> {
    in_chrome_context(browser, "reset", Vec::new()).await
}

/// Empties the HTTP cache, so the next page fetches every file again.
pub(super) async fn clear_cache(browser: &Browser) -> Result<()> {
    in_chrome_context(browser, "clearCache", Vec::new()).await
}

/// A full-page screenshot of the current document as PNG bytes: Firefox renders the whole
/// document at the current viewport, so nothing is resized.
pub async fn full_page_png(browser: &Browser) -> Result<Vec<u8>> {
    let data = browser
        .command(Method::GET, "/moz/screenshot/full".to_owned(), None)
        .await?;
    super::decode_png(&data)
}

/// Runs `function` of [`SCRIPTS`] with `args` with the browser's privileges, then switches
/// back to the page.
async fn in_chrome_context(browser: &Browser, function: &str, args: Vec<Value>) -> Result<()> {
    let context = |name: &str| {
        browser.command(
            Method::POST,
            "/moz/context".to_owned(),
            Some(json!({ "context": name })),
        )
    };
    context("chrome")
        .await
        .context("cannot enter Firefox's privileged context")?;
    let ran = browser.call::<Value>(SCRIPTS, function, args).await;
    context("content").await?;
    ran.context("a privileged script failed in Firefox")?;
    Ok(())
}
