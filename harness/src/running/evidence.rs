//! Evidence of a failure, taken from the page before its session is reset, so QA can see why
//! a check failed without running it again: a screenshot of the viewport and of the whole
//! page, the address and the DOM, the console and the in-page timeline as the harness's own
//! injected scripts recorded them, the session and the Grid node that ran it.
//!
//! Everything comes through WebDriver (and, for Chromium's whole page, DevTools through the
//! Grid), so it works through any Grid. Each part is taken on its own, with a time limit, so
//! a page that cannot give one still gives the rest, and the evidence says what is missing.
//! A passing test takes none of it.

use crate::record::outcome::{ConsoleLine, Evidence, TimelineLine};
use crate::sessions::browser::Browser;
use std::future::Future;
use std::path::Path;
use std::time::Duration;

/// How long each part of the evidence may take: a browser that does not answer in this time
/// is stuck, and the run goes on without that part.
const PART_TIMEOUT: Duration = Duration::from_secs(15);

/// A file name made of `text`: lower-case letters, digits and hyphens.
pub fn slug(text: &str) -> String {
    let mut slug = String::new();
    for c in text.chars() {
        if c.is_ascii_alphanumeric() {
            slug.push(c.to_ascii_lowercase());
        } else if !slug.ends_with('-') {
            slug.push('-');
        }
    }
    slug.trim_matches('-').chars().take(120).collect()
}

/// The folder, relative to the report, of the evidence of the current test's attempt on
/// `browser`.
pub fn folder(browser: &Browser) -> String {
    format!(
        "evidence/{}/{}-{}-attempt-{}",
        slug(&browser.test_name()),
        browser.engine(),
        browser.viewport().name(),
        browser.attempt() + 1
    )
}

async fn part<T>(
    name: &str,
    missing: &mut Vec<String>,
    work: impl Future<Output = anyhow::Result<T>>,
) -> Option<T> {
    match tokio::time::timeout(PART_TIMEOUT, work).await {
        Ok(Ok(value)) => Some(value),
        Ok(Err(error)) => {
            missing.push(format!("{name}: {error:#}"));
            None
        }
        Err(_) => {
            missing.push(format!("{name}: no answer within {PART_TIMEOUT:?}"));
            None
        }
    }
}

fn save(report: &Path, relative: &str, bytes: &[u8], missing: &mut Vec<String>) -> Option<String> {
    let path = report.join(relative);
    let written = path
        .parent()
        .map_or(Ok(()), std::fs::create_dir_all)
        .and_then(|()| std::fs::write(&path, bytes));
    match written {
        Ok(()) => Some(relative.to_owned()),
        Err(error) => {
            missing.push(format!("cannot write {}: {error}", path.display()));
            None
        }
    }
}

/// Takes the evidence of `browser`'s page now, labelled `label`, writing its files under
/// `report` (the report folder) in `folder` (relative to it). `grid_url` is the Grid to ask
/// which node runs the session.
pub async fn capture(
    browser: &Browser,
    grid_url: &str,
    report: &Path,
    folder: &str,
    label: &str,
) -> Evidence {
    let mut missing = Vec::new();
    let driver = browser.driver();
    // An open alert refuses every other command; its text is evidence, and it is accepted so
    // the rest can be taken (the session is reset afterwards anyway).
    let alert = driver.get_alert_text().await.ok();
    if alert.is_some() {
        let _ = driver.accept_alert().await;
    }
    // A test may have entered a frame; the evidence is of the whole page.
    let _ = driver.enter_default_frame().await;
    let stem = format!("{folder}/{}", slug(label));
    let url = part("the address", &mut missing, async {
        Ok(driver.current_url().await?.to_string())
    })
    .await
    .unwrap_or_default();
    let viewport = part("the viewport screenshot", &mut missing, async {
        Ok(driver.screenshot_as_png().await?)
    })
    .await
    .and_then(|png| save(report, &format!("{stem}-viewport.png"), &png, &mut missing));
    let page = part(
        "the whole-page screenshot",
        &mut missing,
        browser.whole_page_png(),
    )
    .await
    .and_then(|png| save(report, &format!("{stem}-page.png"), &png, &mut missing));
    let dom = part("the DOM", &mut missing, browser.html())
        .await
        .and_then(|html| {
            let html = format!("<!doctype html>\n{html}\n");
            save(
                report,
                &format!("{stem}-dom.html"),
                html.as_bytes(),
                &mut missing,
            )
        });
    let console = part("the console", &mut missing, browser.console_messages())
        .await
        .unwrap_or_default()
        .into_iter()
        .map(|message| ConsoleLine {
            at: message.at,
            level: message.level,
            message: message.message,
        })
        .collect();
    let timeline = part("the timeline", &mut missing, browser.timeline())
        .await
        .unwrap_or_default()
        .into_iter()
        .map(|event| TimelineLine {
            at: event.at,
            detail: event.detail(),
            kind: event.kind,
            target: event.target,
        })
        .collect();
    let session = browser.session_id();
    let node = {
        let (grid, id) = (grid_url.to_owned(), session.clone());
        let asked =
            tokio::task::spawn_blocking(move || facts::selenium::node_of_session(&grid, &id));
        match tokio::time::timeout(PART_TIMEOUT, asked).await {
            Ok(Ok(Ok(node))) => node,
            Ok(Ok(Err(error))) => {
                missing.push(format!("the Grid node: {error:#}"));
                None
            }
            _ => {
                missing.push("the Grid node: no answer".to_owned());
                None
            }
        }
    };
    Evidence {
        label: label.to_owned(),
        url,
        viewport_png: viewport,
        full_page_png: page,
        dom_html: dom,
        console,
        timeline,
        session,
        node,
        alert,
        missing,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn slugs_are_safe_file_names() {
        assert_eq!(
            super::slug("calls_to_action::every_route [chrome desktop 1280x800]"),
            "calls-to-action-every-route-chrome-desktop-1280x800"
        );
        assert_eq!(super::slug("/../etc/passwd"), "etc-passwd");
    }
}
