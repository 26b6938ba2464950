//! The page instrumentation: the scripts installed into every page before its own, and what
//! they record, read back.

use super::{Browser, SCRIPTS, Unsupported};
use crate::base::engine::Engine;
use anyhow::{Context, Result};
use serde::Deserialize;

pub(super) use crate::site_server::test_server_contract::INSTRUMENTATION;

/// Why a WebKit page's console and timeline cannot be read against `SITE_URL`.
const WEBKIT_NEEDS_THE_LOCAL_SITE: &str = "WebKit runs the console capture and the timeline only in pages of \
     the harness's own server, and SITE_URL is set";

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
    /// The counter's rendered width in CSS pixels, for `counter`.
    #[serde(default)]
    pub width: f64,
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

impl TimelineEvent {
    /// What the event recorded beyond its kind and element, as one line for a report.
    pub fn detail(&self) -> String {
        match self.kind.as_str() {
            "navigate" => format!("{} {}", self.method, self.url),
            "scroll" => format!("y = {}", self.y),
            "state" => self.state.clone(),
            "counter" => format!("{} ({:.1} px wide)", self.text, self.width),
            "layout-shift" => format!("score {:.4}", self.value),
            _ => [&self.state, &self.text, &self.url]
                .into_iter()
                .find(|field| !field.is_empty())
                .cloned()
                .unwrap_or_default(),
        }
    }
}

impl Browser {
    /// Everything the page has logged since it loaded.
    pub async fn console_messages(&self) -> Result<Vec<ConsoleMessage>> {
        self.instrumented_read("consoleMessages")
            .await
            .context("cannot read the captured console")
    }

    /// Everything the in-page timeline recorded since the page loaded.
    pub async fn timeline(&self) -> Result<Vec<TimelineEvent>> {
        self.instrumented_read("timeline")
            .await
            .context("cannot read the in-page timeline")
    }

    /// A record the page instrumentation keeps. A page without it fails the read (a WebKit
    /// page of a site the harness does not serve, which it cannot instrument, is a skip).
    async fn instrumented_read<T: serde::de::DeserializeOwned>(&self, function: &str) -> Result<T> {
        let record: Option<T> = self.call(SCRIPTS, function, Vec::new()).await?;
        match record {
            Some(record) => Ok(record),
            None if self.engine() == Engine::WebKit && !self.site_is_local() => {
                Err(Unsupported(WEBKIT_NEEDS_THE_LOCAL_SITE).into())
            }
            None => {
                anyhow::bail!("the page has no instrumentation, so nothing it did was recorded")
            }
        }
    }
}
