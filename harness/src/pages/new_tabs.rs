//! The page's new tabs: what it asked `window.open` for, how many tabs the browser has, and
//! a `window.open` that fails, as a popup blocker makes it.

use crate::pages::SitePage;
use anyhow::{Context, Result};

/// What new tabs run in the page (see [`Browser::call`](crate::browser::Browser::call)).
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
}
