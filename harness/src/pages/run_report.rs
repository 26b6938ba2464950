//! The harness's own run report as a reader meets it, opened from disk, and the same report
//! served for review, with its Approve and Reject buttons.

use crate::sessions::browser::Browser;
use anyhow::{Context, Result};
use std::path::Path;
use thirtyfour::error::WebDriverErrorInner;
use thirtyfour::prelude::*;

/// What the report's reads run in the page (see [`Browser::call`](crate::sessions::browser::Browser::call)).
const SCRIPTS: &str = include_str!("../inject/run-report.js");

/// The run report, opened from a file.
pub struct RunReport {
    browser: Browser,
}

impl RunReport {
    /// Opens the report at `index` (its `index.html`) from disk, with a `file://` address:
    /// no server and no network.
    pub async fn open_from_disk(browser: &Browser, index: &Path) -> Result<RunReport> {
        let url = format!("file://{}", index.display());
        browser
            .driver()
            .goto(url.as_str())
            .await
            .with_context(|| format!("cannot open {url}"))?;
        Ok(RunReport {
            browser: browser.clone(),
        })
    }

    /// The titles of the result rows shown now, in order.
    pub async fn shown_results(&self) -> Result<Vec<String>> {
        self.texts("tr.result:not([hidden]) .title").await
    }

    /// The text of each element `css` finds, in order.
    async fn texts(&self, css: &str) -> Result<Vec<String>> {
        let mut texts = Vec::new();
        for element in self.browser.driver().find_all(By::Css(css)).await? {
            texts.push(element.text().await?);
        }
        Ok(texts)
    }

    /// The spec view's sentences shown now, each with how much of it is checked (`checked`,
    /// `partly uncovered`, `uncovered`, `no browser check`).
    pub async fn shown_sentences(&self) -> Result<Vec<(String, String)>> {
        self.browser
            .call(SCRIPTS, "shownSentences", Vec::new())
            .await
    }

    /// The verdicts the spec view shows for the check `id`, per browser, in every sentence
    /// that names it, as the column headers name the browsers: (`chrome`, `failed 1`).
    pub async fn verdicts_of(&self, id: &str) -> Result<Vec<(String, String)>> {
        self.browser
            .call(SCRIPTS, "verdictsOf", vec![id.into()])
            .await
    }

    /// Types `words` into the search box, replacing what it held.
    pub async fn search(&self, words: &str) -> Result<()> {
        let input = self
            .browser
            .driver()
            .find(By::Css("#filters input[type='search']"))
            .await
            .context("the report has no search box")?;
        input.clear().await?;
        input.send_keys(words).await?;
        Ok(())
    }

    /// The status of each result row shown now, in order.
    pub async fn shown_statuses(&self) -> Result<Vec<String>> {
        let rows = self
            .browser
            .driver()
            .find_all(By::Css("tr.result:not([hidden])"))
            .await?;
        let mut statuses = Vec::new();
        for row in rows {
            statuses.push(row.attr("data-status").await?.unwrap_or_default());
        }
        Ok(statuses)
    }

    /// How many changed-screenshot groups are shown now.
    pub async fn shown_changes(&self) -> Result<usize> {
        Ok(self
            .browser
            .driver()
            .find_all(By::Css("article.change:not([hidden])"))
            .await?
            .len())
    }

    /// Ticks or unticks the status filter `status` (`failed`, `flaky`, ...), as a reader
    /// clicks its checkbox.
    pub async fn toggle_status(&self, status: &str) -> Result<()> {
        self.browser
            .driver()
            .find(By::Css(format!(
                "#filters input[name='status'][value='{status}']"
            )))
            .await
            .with_context(|| format!("the report has no status filter {status:?}"))?
            .click()
            .await?;
        Ok(())
    }

    /// Chooses `value` in the filter labelled `label` (`Browser`, `Route`, ...).
    pub async fn choose(&self, label: &str, value: &str) -> Result<()> {
        let select = self
            .browser
            .driver()
            .find(By::XPath(format!(
                "//form[@id='filters']//label[normalize-space(text())='{label}']/select"
            )))
            .await
            .with_context(|| format!("the report has no filter labelled {label:?}"))?;
        select
            .find(By::XPath(format!("./option[normalize-space(.)='{value}']")))
            .await
            .with_context(|| format!("the {label} filter offers no {value:?}"))?
            .click()
            .await?;
        Ok(())
    }

    /// Presses the filters' Show all button.
    pub async fn show_all(&self) -> Result<()> {
        self.browser
            .driver()
            .find(By::XPath("//button[normalize-space(.)='Show all']"))
            .await?
            .click()
            .await?;
        Ok(())
    }

    /// The line that says how many results are shown.
    pub async fn shown_line(&self) -> Result<String> {
        Ok(self
            .browser
            .driver()
            .find(By::Id("shown"))
            .await?
            .text()
            .await?)
    }
}

/// The report served by `cargo xtask review`.
pub struct ReviewPage {
    browser: Browser,
    url: String,
}

impl ReviewPage {
    /// Opens the review page at `url`.
    pub async fn open(browser: &Browser, url: &str) -> Result<ReviewPage> {
        browser
            .driver()
            .goto(url)
            .await
            .with_context(|| format!("cannot open the review page {url}"))?;
        Ok(ReviewPage {
            browser: browser.clone(),
            url: url.to_owned(),
        })
    }

    /// Presses `button` (`Approve` or `Reject`) beside the comparison of `route`, `browser`
    /// and `viewport` (as the page names them: `/ chrome desktop 1280x800`), and waits for the
    /// page to come back with the decision.
    pub async fn press(&self, button: &str, comparison: &str) -> Result<()> {
        let name = format!("{button} {comparison}");
        let pressed = self
            .browser
            .driver()
            .find(By::Css(format!("button[aria-label='{name}']")))
            .await
            .with_context(|| format!("the review page has no button {name:?}"))?;
        let window = self.browser.driver().window().await?;
        pressed.click().await?;
        // The answer is a new page: the pressed button is gone from it, and the notice on it
        // is this decision's, not the last one's. The click returns before the form's
        // navigation starts, and WebKit fails a command that meets the old page unloading
        // ("no such frame") and keeps that lost frame current until the window is chosen
        // again; such a read is not yet the answer.
        crate::base::wait::until("the review page to show the decision", || async {
            let shown = async {
                if pressed.is_present().await? {
                    return WebDriverResult::Ok(false);
                }
                let notice = self.browser.driver().find_all(By::Css("p.notice")).await?;
                Ok(!notice.is_empty())
            };
            match shown.await {
                Ok(shown) => Ok(shown.then_some(())),
                Err(error) if matches!(*error, WebDriverErrorInner::NoSuchFrame(..)) => {
                    self.browser
                        .driver()
                        .switch_to_window(window.clone())
                        .await?;
                    Ok(None)
                }
                Err(error) => Err(error.into()),
            }
        })
        .await
    }

    /// The notice of the last decision: what was written, or why it was refused.
    pub async fn notice(&self) -> Result<String> {
        Ok(self
            .browser
            .driver()
            .find(By::Css("p.notice"))
            .await
            .context("the review page shows no notice")?
            .text()
            .await?)
    }

    /// The decision shown beside each decided comparison.
    pub async fn decisions(&self) -> Result<Vec<String>> {
        let mut decisions = Vec::new();
        for element in self.browser.driver().find_all(By::Css(".decision")).await? {
            decisions.push(element.text().await?);
        }
        Ok(decisions)
    }

    /// Loads the page again.
    pub async fn reload(&self) -> Result<()> {
        self.browser.driver().goto(self.url.as_str()).await?;
        Ok(())
    }

    /// Opens a page of another origin (a `data:` page, whose origin is opaque) and submits its
    /// form to `action` with `items`, as a malicious page open in the same browser would, and
    /// waits for the browser to land on the answer.
    pub async fn forge_from_another_page(&self, action: &str, items: &str) -> Result<()> {
        let html = format!(
            "<form method=post action='{action}'><input name=items value='{items}'>\
             <button>Send</button></form>"
        );
        let encoded: String = html
            .bytes()
            .map(|b| {
                if b.is_ascii_alphanumeric() {
                    char::from(b).to_string()
                } else {
                    format!("%{b:02X}")
                }
            })
            .collect();
        let page = format!("data:text/html,{encoded}");
        self.browser.driver().goto(page.as_str()).await?;
        self.browser
            .driver()
            .find(By::Tag("button"))
            .await?
            .click()
            .await?;
        crate::base::wait::until("the forged form's answer", || async {
            let url = self.browser.driver().current_url().await?;
            Ok((!url.as_str().starts_with("data:")).then_some(()))
        })
        .await
    }
}
