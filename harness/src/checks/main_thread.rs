//! What a page does on the main thread while it becomes interactive, recorded in the page
//! (`inject/main-thread.js`) with Chromium's CPU slowed as on a phone.

use crate::base::engine::Engine;
use crate::base::timings::IN_PAGE_SLICE_MS;
use crate::base::wait;
use crate::checks::main_thread_budgets::{CPU_SLOWDOWN, LONG_TASK_MS};
use crate::pages::SITE_PAGE_SCRIPTS;
use crate::sessions::browser::Browser;
use anyhow::{Context, Result};
use serde::Deserialize;
use serde_json::json;
use std::fmt::Write as _;

/// The recorder, installed before any page script.
const RECORDER: &str = include_str!("../inject/main-thread.js");

/// What reads the record back (see [`Browser::call`]).
const REPORT: &str = include_str!("../inject/main-thread-report.js");

/// A task of 50 ms or more, with what ran in its animation frame when the browser says.
#[derive(Debug, Clone)]
pub struct LongTask {
    /// `performance.now()` at its start.
    pub start: f64,
    /// Its length, in milliseconds.
    pub duration: f64,
    /// What ran: the scripts of its frame, or the frame's style and layout time.
    pub what: String,
}

/// Everything the page blocked the main thread with, up to the moment it was interactive.
#[derive(Debug, Clone)]
pub struct MainThreadReport {
    /// When the page became interactive, in page time.
    pub interactive_at: f64,
    /// First contentful paint, in page time, when the browser reports it.
    pub first_contentful_paint: Option<f64>,
    /// Every long task that started before the page was interactive, longest first.
    pub tasks: Vec<LongTask>,
}

impl MainThreadReport {
    /// The longest task, or `None` when every task stayed under [`LONG_TASK_MS`].
    pub fn longest(&self) -> Option<&LongTask> {
        self.tasks.first()
    }

    /// The total of every task's time beyond [`LONG_TASK_MS`].
    pub fn blocking_ms(&self) -> f64 {
        self.tasks
            .iter()
            .map(|task| (task.duration - LONG_TASK_MS).max(0.0))
            .fold(0.0, |total, blocking| total + blocking)
    }

    /// One line per long task, for failure messages.
    pub fn describe_tasks(&self) -> String {
        let mut out = String::new();
        for task in &self.tasks {
            let _ = write!(
                out,
                "\n    {:.0} ms at {:.0} ms: {}",
                task.duration, task.start, task.what
            );
        }
        out
    }
}

#[derive(Deserialize)]
struct RawTask {
    start: f64,
    duration: f64,
}

#[derive(Deserialize)]
struct RawScript {
    invoker: String,
    source: String,
    duration: f64,
    #[serde(rename = "forcedLayout", default)]
    forced_layout: f64,
}

#[derive(Deserialize)]
struct RawFrame {
    start: f64,
    duration: f64,
    #[serde(rename = "styleAndLayout")]
    style_and_layout: f64,
    scripts: Vec<RawScript>,
}

#[derive(Deserialize)]
struct RawRecord {
    tasks: Vec<RawTask>,
    frames: Vec<RawFrame>,
    #[serde(rename = "interactiveAt")]
    interactive_at: Option<f64>,
    #[serde(rename = "firstContentfulPaint")]
    first_contentful_paint: Option<f64>,
}

/// Why main-thread budgets are measured in Chromium only.
pub const CHROMIUM_ONLY: &str = "Firefox and WebKit offer WebDriver no CPU slowdown and have no Long \
     Tasks API, so main-thread budgets are measured in Chromium, as Lighthouse measures them";

/// Moves the session to a new tab without the harness's other instrumentation (the
/// timeline's observer of every DOM change would be measured with the page), slows its CPU
/// as on a phone, clears the HTTP cache (a first visit compiles every script) and installs
/// the recorder for the next document. Chromium only: the slowdown is a DevTools command.
/// The session's next reset closes the tabs left behind.
pub async fn watch_next_page(browser: &Browser) -> Result<()> {
    browser.require(Engine::Chrome, CHROMIUM_ONLY)?;
    let driver = browser.driver();
    let tab = driver.new_tab().await.context("cannot open a new tab")?;
    driver
        .close_window()
        .await
        .context("cannot close the last tab")?;
    driver.switch_to_window(tab).await?;
    browser
        .cdp(
            "Emulation.setCPUThrottlingRate",
            json!({ "rate": CPU_SLOWDOWN }),
            CHROMIUM_ONLY,
        )
        .await?;
    browser
        .cdp("Network.clearBrowserCache", json!({}), CHROMIUM_ONLY)
        .await?;
    let source = RECORDER.replace("/*SITE_PAGE*/", SITE_PAGE_SCRIPTS);
    browser
        .cdp(
            "Page.addScriptToEvaluateOnNewDocument",
            json!({ "source": source }),
            CHROMIUM_ONLY,
        )
        .await?;
    Ok(())
}

/// Waits until the page is interactive, then reads what it recorded and restores full speed.
/// Each command waits in the page for the recorder's signal, for at most
/// [`IN_PAGE_SLICE_MS`], so the page is not polled while it is being measured.
pub async fn report(browser: &Browser) -> Result<MainThreadReport> {
    let record = wait::until("the page to become interactive", || async {
        let record: Option<RawRecord> = browser
            .call(REPORT, "read", vec![IN_PAGE_SLICE_MS.into()])
            .await?;
        Ok(record.filter(|r| r.interactive_at.is_some()))
    })
    .await;
    browser
        .cdp(
            "Emulation.setCPUThrottlingRate",
            json!({ "rate": 1 }),
            CHROMIUM_ONLY,
        )
        .await?;
    let record = record?;
    let interactive_at = record
        .interactive_at
        .context("the page never became interactive")?;
    let mut tasks: Vec<LongTask> = record
        .tasks
        .iter()
        .filter(|task| task.start < interactive_at)
        .map(|task| LongTask {
            start: task.start,
            duration: task.duration,
            what: what_ran(task, &record.frames),
        })
        .collect();
    tasks.sort_by(|a, b| b.duration.total_cmp(&a.duration));
    Ok(MainThreadReport {
        interactive_at,
        first_contentful_paint: record.first_contentful_paint,
        tasks,
    })
}

/// Names what ran in a task from the long animation frame that holds it: its scripts, or
/// its style and layout, or (with neither) parsing and painting.
fn what_ran(task: &RawTask, frames: &[RawFrame]) -> String {
    let end = task.start + task.duration;
    let Some(frame) = frames
        .iter()
        .find(|f| f.start <= task.start + 1.0 && f.start + f.duration >= end - 1.0)
    else {
        return "no animation frame recorded for it".to_owned();
    };
    let mut parts: Vec<String> = frame
        .scripts
        .iter()
        .filter(|s| s.duration >= 1.0)
        .map(|s| {
            let forced = if s.forced_layout >= 1.0 {
                format!(
                    ", of which {:.0} ms forced style and layout",
                    s.forced_layout
                )
            } else {
                String::new()
            };
            format!("{} ({}) {:.0} ms{forced}", s.source, s.invoker, s.duration)
        })
        .collect();
    if frame.style_and_layout >= 1.0 {
        parts.push(format!("style and layout {:.0} ms", frame.style_and_layout));
    }
    if parts.is_empty() {
        "no script, style or layout: HTML parsing or painting".to_owned()
    } else {
        parts.join("; ")
    }
}
