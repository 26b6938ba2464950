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
const TIMELINE: &str = include_str!("inject/timeline.js");

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

/// One entry of the in-page timeline (see `inject/timeline.js`).
#[derive(Debug, Clone, Deserialize)]
pub struct TimelineEvent {
    /// `navigate`, `load`, `hydrated`, `scroll`, `scroll-call`, `pointer`, `state`,
    /// `counter` or `layout-shift`.
    pub kind: String,
    /// `performance.now()` when it happened, in milliseconds.
    pub at: f64,
    /// The element's `data-testid` or id, for `pointer`, `state` and `counter`; the moved
    /// elements, for `layout-shift`.
    #[serde(default)]
    pub target: String,
    /// The shift's score, for `layout-shift`.
    #[serde(default)]
    pub value: f64,
    /// The new `data-state`, for `state`.
    #[serde(default)]
    pub state: String,
    /// The counter's text, for `counter`.
    #[serde(default)]
    pub text: String,
    /// `scrollY`, for `scroll`.
    #[serde(default)]
    pub y: f64,
    /// The URL after a `navigate`.
    #[serde(default)]
    pub url: String,
    /// `pushState`, `replaceState` or `popstate`, for `navigate`.
    #[serde(default)]
    pub method: String,
}

/// A live browser session pointed at the site under test.
#[derive(Clone)]
pub struct Browser {
    driver: WebDriver,
    site_url: String,
    viewport: Viewport,
    /// The last site path opened, for progress lines and reports.
    last_path: std::sync::Arc<std::sync::Mutex<String>>,
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
        let browser = Browser {
            driver,
            site_url: site_url.trim_end_matches('/').to_owned(),
            viewport: Viewport::Desktop,
            last_path: Default::default(),
        };
        browser.instrument().await?;
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

    /// The last site path opened.
    pub fn last_path(&self) -> String {
        self.last_path
            .lock()
            .map(|path| path.clone())
            .unwrap_or_default()
    }

    /// Navigates to a site path and waits for the document to load.
    pub async fn open(&self, path: &str) -> Result<()> {
        if let Ok(mut last) = self.last_path.lock() {
            path.clone_into(&mut last);
        }
        let url = self.url(path);
        self.driver
            .goto(url.as_str())
            .await
            .with_context(|| format!("cannot open {url}"))
    }

    /// Goes back one entry in the session history, as the browser's back button does.
    pub async fn back(&self) -> Result<()> {
        self.driver.back().await.context("cannot go back")
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

    /// Everything the in-page timeline recorded since the page loaded.
    pub async fn timeline(&self) -> Result<Vec<TimelineEvent>> {
        let ret = self
            .driver
            .execute("return window.__hiveTimeline || [];", Vec::new())
            .await
            .context("cannot read the in-page timeline")?;
        Ok(ret.convert()?)
    }

    /// `performance.now()` in the page, to mark the moment a test acts.
    pub async fn now(&self) -> Result<f64> {
        let ret = self
            .driver
            .execute("return performance.now();", Vec::new())
            .await?;
        Ok(ret.convert()?)
    }

    /// Runs a script in the page and converts its result.
    pub async fn eval<T: serde::de::DeserializeOwned>(
        &self,
        script: &str,
        args: Vec<serde_json::Value>,
    ) -> Result<T> {
        let ret = self
            .driver
            .execute(script, args)
            .await
            .with_context(|| format!("script failed: {script}"))?;
        Ok(ret.convert()?)
    }

    /// Emulates `prefers-reduced-motion: reduce` (or turns the emulation off).
    pub async fn set_reduced_motion(&self, reduce: bool) -> Result<()> {
        let features = if reduce {
            json!([{ "name": "prefers-reduced-motion", "value": "reduce" }])
        } else {
            json!([])
        };
        self.driver
            .cdp()
            .send_raw(
                "Emulation.setEmulatedMedia",
                json!({ "features": features }),
            )
            .await
            .context("cannot emulate reduced motion")?;
        Ok(())
    }

    /// Sends a raw Chrome DevTools command, for the few things WebDriver cannot do.
    pub async fn cdp(&self, method: &str, params: serde_json::Value) -> Result<serde_json::Value> {
        self.driver
            .cdp()
            .send_raw(method, params)
            .await
            .with_context(|| format!("CDP {method} failed"))
    }

    /// Installs the console capture and the timeline into every document this tab loads.
    /// They belong to the tab, so a new tab needs them again.
    async fn instrument(&self) -> Result<()> {
        for script in [CONSOLE_CAPTURE, TIMELINE] {
            self.driver
                .cdp()
                .send_raw(
                    "Page.addScriptToEvaluateOnNewDocument",
                    json!({ "source": script }),
                )
                .await
                .context("cannot install the page instrumentation scripts")?;
        }
        Ok(())
    }

    /// Moves the session to a fresh tab and closes every other, so the next test starts
    /// with an empty history (`history.length` is 1, far from the browser's cap of 50),
    /// no alert, no frame and no leftover page state.
    pub async fn reset(&self) -> Result<()> {
        let _ = self.driver.dismiss_alert().await;
        let fresh = self.driver.new_tab().await?;
        for window in self.driver.windows().await? {
            if window != fresh {
                self.driver.switch_to_window(window).await?;
                self.driver.close_window().await?;
            }
        }
        self.driver.switch_to_window(fresh).await?;
        self.instrument().await?;
        if let Ok(mut last) = self.last_path.lock() {
            last.clear();
        }
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
