//! One browser session: its capabilities, the scripts injected into every page, and the
//! few page-independent things a test reads back (console, URL, scroll position).

use crate::viewport::Viewport;
use anyhow::{Context, Result};
use serde::Deserialize;
use serde_json::json;
use thirtyfour::prelude::*;

/// Chromium switches for every session. The first group keeps Chromium off the network
/// (this machine has none) and fit for a container; the second makes pixels repeatable.
pub const CHROMIUM_ARGS: &[&str] = &[
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

const CONSOLE_CAPTURE: &str = include_str!("inject/console-capture.js");

/// A console call, uncaught error or rejected promise seen by the page.
#[derive(Debug, Clone, Deserialize)]
pub struct ConsoleMessage {
    /// `log`, `info`, `warn`, `error` or `debug`.
    pub level: String,
    /// The arguments, joined by spaces.
    pub message: String,
    /// `performance.now()` when it was logged.
    pub at: f64,
}

/// A live browser session pointed at the site under test.
#[derive(Clone)]
pub struct Browser {
    driver: WebDriver,
    site_url: String,
    viewport: Viewport,
}

impl Browser {
    /// Opens a session on the Grid, with console capture installed for every page.
    pub async fn start(grid_url: &str, site_url: &str) -> Result<Browser> {
        let mut caps = DesiredCapabilities::chrome();
        for arg in CHROMIUM_ARGS {
            caps.add_arg(arg)?;
        }
        let driver = WebDriver::new(grid_url, caps)
            .await
            .with_context(|| format!("cannot open a Chrome session on the Grid at {grid_url}"))?;
        driver
            .cdp()
            .send_raw(
                "Page.addScriptToEvaluateOnNewDocument",
                json!({ "source": CONSOLE_CAPTURE }),
            )
            .await
            .context("cannot install the console capture script")?;
        let browser = Browser {
            driver,
            site_url: site_url.trim_end_matches('/').to_owned(),
            viewport: Viewport::Desktop,
        };
        Ok(browser)
    }

    /// The WebDriver session, for page objects.
    pub fn driver(&self) -> &WebDriver {
        &self.driver
    }

    /// The session id, as the Grid knows it.
    pub fn session_id(&self) -> String {
        self.driver.session_id().to_string()
    }

    /// The viewport the page is laid out at.
    pub fn viewport(&self) -> Viewport {
        self.viewport
    }

    /// The absolute URL of a site path such as `/contact#team`.
    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.site_url, path)
    }

    /// Emulates `viewport` exactly, including the phone's `mobile` layout flag.
    pub async fn set_viewport(&mut self, viewport: Viewport) -> Result<()> {
        self.driver
            .cdp()
            .send_raw(
                "Emulation.setDeviceMetricsOverride",
                json!({
                    "width": viewport.width(),
                    "height": viewport.height(),
                    "deviceScaleFactor": 1,
                    "mobile": viewport.is_mobile(),
                }),
            )
            .await
            .with_context(|| format!("cannot emulate the {viewport} viewport"))?;
        self.viewport = viewport;
        Ok(())
    }

    /// Navigates to a site path and waits for the document to load.
    pub async fn open(&self, path: &str) -> Result<()> {
        let url = self.url(path);
        self.driver
            .goto(url.as_str())
            .await
            .with_context(|| format!("cannot open {url}"))
    }

    /// Everything the page has logged since it loaded.
    pub async fn console_messages(&self) -> Result<Vec<ConsoleMessage>> {
        let ret = self
            .driver
            .execute("return window.__hiveConsole || [];", Vec::new())
            .await
            .context("cannot read the captured console")?;
        Ok(ret.convert()?)
    }

    /// Leaves the site and forgets its state, so the next test starts clean.
    pub async fn reset(&self) -> Result<()> {
        self.driver.goto("about:blank").await?;
        self.driver.delete_all_cookies().await?;
        self.driver
            .cdp()
            .send_raw(
                "Storage.clearDataForOrigin",
                json!({ "origin": self.site_url, "storageTypes": "all" }),
            )
            .await?;
        Ok(())
    }

    /// Ends the session.
    pub async fn quit(self) -> Result<()> {
        self.driver.quit().await?;
        Ok(())
    }
}
