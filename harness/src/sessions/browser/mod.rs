//! One browser session: opening it, what its current test leaves for the outcome, running
//! scripts in its pages (`inject/`), and its reset between tests. The scripts installed into
//! every page and what they record are `instrumentation.rs`; the faults a test asks for,
//! `faults.rs`.
//!
//! The engines differ here only in how: Chromium through a few DevTools (CDP) commands
//! (`chromium.rs`), Firefox through its WebDriver extensions (`firefox.rs`), WebKit through
//! its window, its display and the harness's own server (`webkit.rs`). Everything a test
//! calls is the same on all three.

pub mod chromium;
mod extension;
mod faults;
pub mod firefox;
mod instrumentation;
pub mod webkit;

pub use instrumentation::{ConsoleMessage, TimelineEvent};

use crate::base::engine::Engine;
use crate::base::timings::{IN_PAGE_INTERVAL_MS, IN_PAGE_SLICE_MS};
use crate::base::viewport::Viewport;
use crate::base::wait;
use crate::record::outcome::Attachment;
pub use crate::site_server::test_server_contract::SiteUrls;
use anyhow::{Context, Result};
use facts::selenium::webkit::WebKitHost;
use serde::de::DeserializeOwned;
use serde_json::Value;
use std::sync::Arc;
use thirtyfour::prelude::*;

/// The session's own page scripts (see [`Browser::call`]).
const SCRIPTS: &str = include_str!("../../inject/browser.js");

/// Where a session is opened and what it is pointed at.
#[derive(Clone)]
pub struct SessionPlace {
    /// The Selenium Grid's address.
    pub grid_url: String,
    /// The site under test.
    pub site: SiteUrls,
    /// Whether that is the harness's own test server.
    pub site_is_local: bool,
    /// The harness's own WebKit host, when the Grid is the harness's own.
    pub webkit_host: Option<Arc<WebKitHost>>,
}

impl SessionPlace {
    /// The site's address for a session of `engine`.
    pub fn site_url(&self, engine: Engine) -> &str {
        match (&self.site.instrumented, engine) {
            (Some(instrumented), Engine::WebKit) => instrumented,
            _ => &self.site.plain,
        }
    }
}

/// A check that cannot run on this session's browser, with the one-line reason. A test
/// body returns it (through [`Browser::require`] or [`Browser::cdp`]) and the runner
/// reports a visible skip for that browser instead of a pass or a failure.
#[derive(Debug, Clone, Copy)]
pub struct Unsupported(pub &'static str);

impl std::fmt::Display for Unsupported {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0)
    }
}

impl std::error::Error for Unsupported {}

/// What the test holding a session leaves for its outcome: evidence, failed comparisons and
/// the routes it found wrong. It belongs to the session's current test and is emptied when
/// the next begins.
#[derive(Default)]
struct ForTheOutcome {
    attachments: Vec<Attachment>,
    routes: Vec<String>,
    attempt: u32,
    test: String,
}

/// A live browser session pointed at the site under test.
#[derive(Clone)]
pub struct Browser {
    /// The WebDriver session. Tests reach it through [`Browser::driver`], which marks it used.
    session: WebDriver,
    /// Whether the test holding the session has used it since [`Browser::begin_test`]: a
    /// session no command has touched is still the fresh tab it was, and needs no reset.
    used: std::sync::Arc<std::sync::atomic::AtomicBool>,
    engine: Engine,
    site_url: String,
    /// Whether the site is the harness's own test server, which can serve fixtures and
    /// faults; false against `SITE_URL`.
    site_is_local: bool,
    /// The harness's own WebKit host, whose display a WebKit session of the local Grid runs
    /// on; none for other engines and other Grids.
    webkit_host: Option<Arc<WebKitHost>>,
    viewport: Viewport,
    /// The last site path opened, for progress lines and reports.
    last_path: std::sync::Arc<std::sync::Mutex<String>>,
    /// What the current test leaves for its outcome.
    for_the_outcome: std::sync::Arc<std::sync::Mutex<ForTheOutcome>>,
}

impl Browser {
    /// Opens a session of `engine` on the Grid at `place`, pointed at its site, with the
    /// console capture and the timeline installed for every page.
    pub async fn start(place: &SessionPlace, engine: Engine) -> Result<Browser> {
        let grid_url = place.grid_url.as_str();
        let caps = match engine {
            Engine::Chrome => chromium::capabilities()?,
            Engine::Firefox => firefox::capabilities()?,
            Engine::WebKit => webkit::capabilities()?,
        };
        let driver = WebDriver::new(grid_url, caps)
            .await
            .with_context(|| format!("cannot open a {engine} session on the Grid at {grid_url}"))?;
        let browser = Browser {
            session: driver,
            used: Default::default(),
            engine,
            site_url: place.site_url(engine).trim_end_matches('/').to_owned(),
            site_is_local: place.site_is_local,
            webkit_host: place
                .webkit_host
                .clone()
                .filter(|_| engine == Engine::WebKit),
            viewport: Viewport::Desktop,
            last_path: Default::default(),
            for_the_outcome: Default::default(),
        };
        match engine {
            Engine::Chrome => chromium::instrument(&browser).await?,
            Engine::Firefox => {
                firefox::prepare_session(&browser, &instrumentation::INSTRUMENTATION).await?
            }
            // Its pages load the instrumentation themselves, from the site's WebKit origin.
            Engine::WebKit => {}
        }
        Ok(browser)
    }

    /// The browser engine of this session.
    pub fn engine(&self) -> Engine {
        self.engine
    }

    /// Fails with [`Unsupported`] (the runner reports a visible skip with `reason`) unless
    /// this session is `engine`: for the few checks that need what only one engine offers.
    pub fn require(&self, engine: Engine, reason: &'static str) -> Result<()> {
        if self.engine == engine {
            Ok(())
        } else {
            Err(Unsupported(reason).into())
        }
    }

    /// The WebDriver session, for page objects. Every command the harness sends goes
    /// through here, so the session counts as used by the test from then on.
    pub fn driver(&self) -> &WebDriver {
        self.used.store(true, std::sync::atomic::Ordering::Relaxed);
        &self.session
    }

    /// Starts counting the session's use afresh, for the test `test` that begins on a fresh
    /// tab, on its attempt `attempt` (0 for the first).
    pub(crate) fn begin_test(&self, attempt: u32, test: &str) {
        self.used.store(false, std::sync::atomic::Ordering::Relaxed);
        *self.outcome_parts() = ForTheOutcome {
            attempt,
            test: test.to_owned(),
            ..ForTheOutcome::default()
        };
    }

    /// The name of the test holding the session.
    pub fn test_name(&self) -> String {
        self.outcome_parts().test.clone()
    }

    fn outcome_parts(&self) -> std::sync::MutexGuard<'_, ForTheOutcome> {
        self.for_the_outcome
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Which attempt of its test this is: 0 for the first, more when `HARNESS_RETRIES` runs
    /// a failed test again.
    pub fn attempt(&self) -> u32 {
        self.outcome_parts().attempt
    }

    /// How many attachments the current test has left so far.
    pub fn attachment_count(&self) -> usize {
        self.outcome_parts().attachments.len()
    }

    /// Whether the current test attached evidence of its own: a page, or a comparison that
    /// failed (whose capture shows the page better than the tab the check ended on).
    pub(crate) fn has_evidence(&self) -> bool {
        !self.outcome_parts().attachments.is_empty()
    }

    /// Attaches evidence or a failed comparison to the current test's outcome.
    pub fn attach(&self, attachment: Attachment) {
        self.outcome_parts().attachments.push(attachment);
    }

    /// Names the routes the current test is about, for its outcome (an every-route check
    /// ends on whichever route it read last).
    pub fn report_routes(&self, routes: Vec<String>) {
        self.outcome_parts().routes = routes;
    }

    /// What the current test left for its outcome: its attachments, and the routes it named.
    pub(crate) fn take_outcome_parts(&self) -> (Vec<Attachment>, Vec<String>) {
        let mut parts = self.outcome_parts();
        (
            std::mem::take(&mut parts.attachments),
            std::mem::take(&mut parts.routes),
        )
    }

    /// Whether any command reached the session since [`Browser::begin_test`].
    pub(crate) fn used_by_test(&self) -> bool {
        self.used.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// The browser's release line, as the session reported its version when it started: the
    /// major version (`156`), or for WebKitGTK, whose major version has been 2 since 2013,
    /// the major and minor (`2.50`), which is what changes its rendering.
    pub fn release(&self) -> Result<String> {
        let version = self
            .session
            .capabilities()
            .get("browserVersion")
            .and_then(serde_json::Value::as_str)
            .context("the session did not report its browserVersion")?;
        let parts = if self.engine == Engine::WebKit { 2 } else { 1 };
        let release: Vec<&str> = version.split('.').take(parts).collect();
        release
            .iter()
            .all(|part| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit()))
            .then(|| release.join("."))
            .filter(|_| release.len() == parts)
            .with_context(|| format!("cannot read a release from the version {version:?}"))
    }

    /// The session id, as the Grid knows it.
    pub fn session_id(&self) -> String {
        self.session.session_id().to_string()
    }

    /// Whether the site is the harness's own test server, which can serve fixtures and
    /// faults.
    pub fn site_is_local(&self) -> bool {
        self.site_is_local
    }

    /// The viewport the page is laid out at.
    pub fn viewport(&self) -> Viewport {
        self.viewport
    }

    /// The absolute URL of a site path such as `/contact#team`.
    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.site_url, path)
    }

    /// Lays pages out at `viewport` exactly: in Chromium through device emulation, with the
    /// phone's `mobile` flag; in Firefox by sizing the tab's content area; in WebKit by
    /// sizing the window, which has no toolbar.
    pub async fn set_viewport(&mut self, viewport: Viewport) -> Result<()> {
        match self.engine {
            Engine::Chrome => chromium::lay_out(self, viewport, viewport.height()).await,
            Engine::Firefox => {
                firefox::size_content_area(self, viewport.width(), viewport.height()).await
            }
            Engine::WebKit => webkit::lay_out(self, viewport.width(), viewport.height()).await,
        }
        .with_context(|| format!("cannot lay pages out at the {viewport} viewport"))?;
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
        self.driver()
            .goto(url.as_str())
            .await
            .with_context(|| format!("cannot open {url}"))
    }

    /// Goes back one entry in the session history, as the browser's back button does.
    pub async fn back(&self) -> Result<()> {
        self.driver().back().await.context("cannot go back")
    }

    /// `performance.now()` in the page, to mark the moment a test acts.
    pub async fn now(&self) -> Result<f64> {
        self.call(SCRIPTS, "now", Vec::new()).await
    }

    /// The document as HTML.
    pub async fn html(&self) -> Result<String> {
        self.call(SCRIPTS, "html", Vec::new()).await
    }

    /// Runs `function` of `functions` in the page with `args`, and converts what it returns
    /// (a promise is awaited). `functions` is the text of a script in `inject/` that returns
    /// an object of named functions, one script per Rust module; its top level defines
    /// them and does nothing else.
    pub async fn call<T: DeserializeOwned>(
        &self,
        functions: &str,
        function: &str,
        args: Vec<Value>,
    ) -> Result<T> {
        Ok(self.run(functions, function, args).await?.convert()?)
    }

    /// Runs `function` of `functions` in the page, as [`Browser::call`] does, for a function
    /// that returns one element of the page.
    pub async fn call_for_element(
        &self,
        functions: &str,
        function: &str,
        args: Vec<Value>,
    ) -> Result<WebElement> {
        Ok(self.run(functions, function, args).await?.element()?)
    }

    /// Runs `function` of `functions` in the page with `args` (see [`Browser::call`]).
    async fn run(&self, functions: &str, function: &str, args: Vec<Value>) -> Result<ScriptRet> {
        // The arguments go at the top level: WebKit turns an element reference into its
        // element only there, not inside an array.
        let script = format!(
            "return {}[arguments[0]](...Array.prototype.slice.call(arguments, 1));",
            object(functions)
        );
        let mut arguments = vec![function.into()];
        arguments.extend(args);
        self.driver()
            .execute(&script, arguments)
            .await
            .with_context(|| format!("the page script {function} failed"))
    }

    /// Waits until `condition`, a function of `functions` (as in [`Browser::call`]), returns
    /// true in the page, or fails after [`CONDITION_TIMEOUT`](crate::base::timings::CONDITION_TIMEOUT)
    /// naming `what`. The page re-checks it every few milliseconds and answers once it holds,
    /// so a page that is ready costs one WebDriver round trip instead of a poll every
    /// [`CONDITION_INTERVAL`](crate::base::timings::CONDITION_INTERVAL).
    pub async fn until_in_page(&self, what: &str, functions: &str, condition: &str) -> Result<()> {
        let script = format!(
            "return {}.holdsWithin(() => {}[arguments[0]](), arguments[1], arguments[2]);",
            object(SCRIPTS),
            object(functions)
        );
        let args = vec![
            condition.into(),
            IN_PAGE_SLICE_MS.into(),
            IN_PAGE_INTERVAL_MS.into(),
        ];
        wait::until(what, || async {
            let holds: bool = self
                .driver()
                .execute(&script, args.clone())
                .await
                .with_context(|| format!("the page condition {condition} failed"))?
                .convert()?;
            Ok(holds.then_some(()))
        })
        .await
    }

    /// The whole page as PNG, as the browser offers it: Chromium captures beyond the viewport
    /// (the first 16,384 px, the most its encoder takes), Firefox through geckodriver's
    /// full-page screenshot, WebKit by growing its window for a moment (to the same 16,384
    /// px at most). For evidence, as the page is; the visual check's own capture settles the
    /// page first (`visual::capture`).
    pub async fn whole_page_png(&self) -> Result<Vec<u8>> {
        match self.engine {
            Engine::Chrome => chromium::whole_page_png(self).await,
            Engine::Firefox => firefox::full_page_png(self).await,
            Engine::WebKit => {
                let height = self.page_height().await?.min(webkit::MAX_WINDOW_HEIGHT);
                webkit::whole_page_png(self, height).await
            }
        }
    }

    /// `element`'s attribute `name` as the page's markup wrote it (an `href` stays relative),
    /// or none. WebDriver's Get Element Attribute gives URLs resolved in WebKit.
    pub async fn attribute(&self, element: &WebElement, name: &str) -> Result<Option<String>> {
        self.call(SCRIPTS, "attribute", vec![element.to_json()?, name.into()])
            .await
            .with_context(|| format!("cannot read the attribute {name}"))
    }

    /// The document's height in CSS pixels.
    pub async fn page_height(&self) -> Result<u32> {
        self.call(SCRIPTS, "pageHeight", Vec::new()).await
    }

    /// The page's inner size: width and height in CSS pixels.
    pub async fn inner_size(&self) -> Result<(u32, u32)> {
        self.call(SCRIPTS, "innerSize", Vec::new()).await
    }

    /// Waits until the page is laid out `width` x `height`, after the window or tab was
    /// sized, and fails with the size it has otherwise.
    pub(crate) async fn wait_for_inner_size(&self, width: u32, height: u32) -> Result<()> {
        let sized = wait::until("the page to take the viewport's size", || async {
            Ok((self.inner_size().await? == (width, height)).then_some(()))
        })
        .await;
        if sized.is_err() {
            let inner = self.inner_size().await?;
            anyhow::bail!(
                "the page is laid out {}x{} after sizing, not {width}x{height}",
                inner.0,
                inner.1
            );
        }
        Ok(())
    }

    /// Whether the page matches `prefers-reduced-motion: reduce`.
    pub async fn prefers_reduced_motion(&self) -> Result<bool> {
        self.call(SCRIPTS, "prefersReducedMotion", Vec::new()).await
    }

    /// Makes pages match `prefers-reduced-motion: reduce` (or stops doing so): in Chromium
    /// by emulation, in Firefox through its own preference for the setting, in WebKit
    /// through its display's animation setting.
    pub async fn set_reduced_motion(&self, reduce: bool) -> Result<()> {
        match self.engine {
            Engine::Chrome => chromium::set_reduced_motion(self, reduce).await,
            Engine::Firefox => firefox::set_reduced_motion(self, reduce).await,
            Engine::WebKit => return webkit::set_reduced_motion(self, reduce).await,
        }
        .context("cannot set reduced motion")
    }

    /// Sends a raw Chrome DevTools command, for the few things WebDriver cannot do. Firefox
    /// has no CDP, so there the call fails with [`Unsupported`] and `reason`, which the runner
    /// reports as a skip.
    pub async fn cdp(
        &self,
        method: &str,
        params: serde_json::Value,
        reason: &'static str,
    ) -> Result<serde_json::Value> {
        self.require(Engine::Chrome, reason)?;
        chromium::send(self, method, params).await
    }

    /// Lets the page read the clipboard from a script, as the copy-link test does: Chromium
    /// needs the permission granted per origin; Firefox's session preferences and
    /// MiniBrowser's arguments allow it.
    pub async fn allow_clipboard_reads(&self) -> Result<()> {
        match self.engine {
            Engine::Chrome => chromium::allow_clipboard_reads(self).await,
            Engine::Firefox | Engine::WebKit => Ok(()),
        }
    }

    /// Sends a WebDriver command that thirtyfour does not wrap (a standard one such as
    /// Get Computed Label, or a browser's own extension), relative to the session.
    pub async fn command(
        &self,
        method: http::Method,
        endpoint: String,
        body: Option<serde_json::Value>,
    ) -> Result<serde_json::Value> {
        let command = RawCommand {
            method,
            endpoint: endpoint.clone(),
            body,
        };
        self.driver()
            .handle()
            .cmd(thirtyfour::common::command::Command::ExtensionCommand(
                Box::new(command),
            ))
            .await
            .and_then(|response| response.value::<serde_json::Value>())
            .with_context(|| format!("the WebDriver command {endpoint} failed"))
    }

    /// Moves the session to a fresh tab and closes every other, so the next test starts
    /// with an empty history (`history.length` is 1, far from the browser's cap of 50),
    /// no alert, no frame and no leftover page state.
    pub async fn reset(&self) -> Result<()> {
        // An alert a failed test left open refuses every command, opening a tab included
        // (WebDriver dismisses it and reports the error). Only then is it dismissed and the
        // tab opened again: asking on every reset cost a round trip and an error each time.
        let fresh = match self.session.new_tab().await {
            Ok(fresh) => fresh,
            Err(_) => {
                let _ = self.session.dismiss_alert().await;
                self.session.new_tab().await?
            }
        };
        // Closing the current tab answers with the handles left open, which saves asking
        // for them. A test that closed its own tab leaves none current; then they are asked.
        let left: Vec<WindowHandle> = match self
            .command(http::Method::DELETE, "/window".to_owned(), None)
            .await
        {
            Ok(handles) => serde_json::from_value::<Vec<String>>(handles)
                .context("closing a tab did not answer with the handles left")?
                .into_iter()
                .map(WindowHandle::from)
                .collect(),
            Err(_) => self.session.windows().await?,
        };
        for window in left {
            if window != fresh {
                self.session.switch_to_window(window).await?;
                self.session.close_window().await?;
            }
        }
        self.session.switch_to_window(fresh).await?;
        if self.engine == Engine::Chrome {
            chromium::instrument(self).await?;
        }
        if let Ok(mut last) = self.last_path.lock() {
            last.clear();
        }
        // WebDriver's Delete All Cookies would reach only the blank tab's own (none); the
        // site's data, cookies included, is cleared per engine instead.
        match self.engine {
            Engine::Chrome => chromium::clear_site_data(self).await?,
            // Firefox's preferences belong to the session, not the tab, so a test's reduced
            // motion would outlive it; its site data is cleared with the preference's reset.
            Engine::Firefox => firefox::reset(self).await?,
            // The site stores nothing, and the harness's one cookie for WebKit, the failing
            // chunk's, is cleared by the server with the one response it fails; the
            // display's motion setting outlives the tab, as Firefox's preference does.
            Engine::WebKit => webkit::reset(self).await?,
        }
        Ok(())
    }

    /// Ends the session.
    pub async fn quit(self) -> Result<()> {
        self.session.quit().await?;
        Ok(())
    }
}

/// A WebDriver command by method and endpoint, for [`Browser::command`].
#[derive(Debug)]
struct RawCommand {
    method: http::Method,
    endpoint: String,
    body: Option<serde_json::Value>,
}

impl thirtyfour::common::command::ExtensionCommand for RawCommand {
    fn parameters_json(&self) -> Option<serde_json::Value> {
        self.body.clone()
    }

    fn method(&self) -> http::Method {
        self.method.clone()
    }

    fn endpoint(&self) -> std::sync::Arc<str> {
        self.endpoint.as_str().into()
    }
}

/// An expression for the object of functions that the script `functions` returns.
fn object(functions: &str) -> String {
    format!("(() => {{\n{functions}\n}})()")
}

/// The PNG a screenshot command answered with, as base64 text.
fn decode_png(data: &Value) -> Result<Vec<u8>> {
    let text = data.as_str().context("the screenshot has no data")?;
    use base64::Engine as _;
    base64::engine::general_purpose::STANDARD
        .decode(text)
        .context("the screenshot is not valid base64")
}
