//! The page's new tabs: what it asked `window.open` for, how many tabs the browser has, the
//! address of a tab a click opened, and a `window.open` that fails, as a popup blocker makes
//! it.

use crate::base::wait;
use crate::pages::SitePage;
use anyhow::{Context, Result, bail};
use thirtyfour::WindowHandle;

/// What new tabs run in the page (see [`Browser::call`](crate::sessions::browser::Browser::call)).
const SCRIPTS: &str = include_str!("../inject/new-tabs.js");

/// New tabs as an open page asks for them.
pub struct NewTabs<'a> {
    page: &'a SitePage,
}

impl<'a> NewTabs<'a> {
    /// The new tabs of `page`.
    pub fn of(page: &'a SitePage) -> NewTabs<'a> {
        NewTabs { page }
    }

    /// From now on, records the arguments of every `window.open` call, which still opens.
    pub async fn record(&self) -> Result<()> {
        self.page
            .browser()
            .call(SCRIPTS, "record", Vec::new())
            .await
            .with_context(|| format!("{}: cannot watch window.open", self.page.route()))
    }

    /// The arguments of each `window.open` call since [`NewTabs::record`], as strings.
    pub async fn requests(&self) -> Result<Vec<Vec<String>>> {
        self.page
            .browser()
            .call(SCRIPTS, "requests", Vec::new())
            .await
    }

    /// From now on, `window.open` opens nothing and returns `null`, as when a popup blocker
    /// stops it.
    pub async fn make_fail(&self) -> Result<()> {
        self.page
            .browser()
            .call(SCRIPTS, "makeFail", Vec::new())
            .await
            .with_context(|| format!("{}: cannot replace window.open", self.page.route()))
    }

    /// How many tabs and windows the browser has open.
    pub async fn count(&self) -> Result<usize> {
        Ok(self.page.browser().driver().windows().await?.len())
    }

    /// The tabs and windows the browser has open now, to tell a new one by.
    pub async fn windows(&self) -> Result<Vec<WindowHandle>> {
        Ok(self.page.browser().driver().windows().await?)
    }

    /// The tab that opened since `before` (see [`NewTabs::windows`]). Fails when no tab opens
    /// within the condition timeout, or at once when this page itself left the site instead
    /// (a link that opened in place).
    pub async fn opened_since(&self, before: &[WindowHandle]) -> Result<WindowHandle> {
        let driver = self.page.browser().driver();
        let site = self.page.browser().url("/");
        let opened = wait::until("a new tab", || async {
            if let Some(new) = driver
                .windows()
                .await?
                .into_iter()
                .find(|window| !before.contains(window))
            {
                return Ok(Some(Ok(new)));
            }
            let location = driver.current_url().await?;
            Ok((!location.as_str().starts_with(&site)).then(|| Err(location.to_string())))
        })
        .await?;
        match opened {
            Ok(opened) => Ok(opened),
            Err(location) => bail!("no tab opened; the page itself went to {location}"),
        }
    }

    /// The address of each of `tabs`, once it has one, in order: each tab is closed once read,
    /// and the session is back on this page's tab at the end. An address on a host that cannot
    /// be reached is still the address the tab was opened at. Reading them after all have
    /// opened lets their loads overlap.
    pub async fn addresses(&self, tabs: &[WindowHandle]) -> Result<Vec<String>> {
        let driver = self.page.browser().driver();
        let here = driver.window().await?;
        let read = async {
            let mut addresses = Vec::new();
            for tab in tabs {
                driver.switch_to_window(tab.clone()).await?;
                let address = wait::until("the new tab's address", || async {
                    let address = driver.current_url().await?;
                    Ok((address.as_str() != "about:blank").then(|| address.to_string()))
                })
                .await?;
                addresses.push(address);
                driver.close_window().await?;
            }
            anyhow::Ok(addresses)
        }
        .await;
        driver
            .switch_to_window(here)
            .await
            .context("cannot come back to the page's tab")?;
        read
    }
}
