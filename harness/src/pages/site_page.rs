//! What every route shares: its heading, the fixed navigation and the footer.

use crate::browser::Browser;
use crate::routes::Route;
use crate::wait;
use anyhow::{Context, Result};
use thirtyfour::prelude::*;

/// Any page of the site.
pub struct SitePage {
    browser: Browser,
    route: Route,
}

impl SitePage {
    /// Opens `route` and waits until the client app has hydrated it.
    pub async fn open(browser: &Browser, route: Route) -> Result<SitePage> {
        browser.open(route.sample_path()).await?;
        let page = SitePage {
            browser: browser.clone(),
            route,
        };
        page.wait_until_hydrated().await?;
        Ok(page)
    }

    /// The route this page was opened at.
    pub fn route(&self) -> Route {
        self.route
    }

    /// The browser showing this page.
    pub fn browser(&self) -> &Browser {
        &self.browser
    }

    fn driver(&self) -> &WebDriver {
        self.browser.driver()
    }

    /// The text of every `<h1>` on the page (a page must have exactly one).
    pub async fn headings(&self) -> Result<Vec<String>> {
        let mut texts = Vec::new();
        for heading in self.driver().find_all(By::Tag("h1")).await? {
            texts.push(heading.text().await?);
        }
        Ok(texts)
    }

    /// Whether the fixed site navigation is shown.
    pub async fn shows_navigation(&self) -> Result<bool> {
        self.shows("[data-testid='site-nav'] nav").await
    }

    /// Whether the site footer is shown.
    pub async fn shows_footer(&self) -> Result<bool> {
        self.shows("footer[data-testid='site-footer']").await
    }

    async fn shows(&self, css: &str) -> Result<bool> {
        let found = self.driver().find_all(By::Css(css)).await?;
        match found.first() {
            Some(element) => Ok(element.is_displayed().await?),
            None => Ok(false),
        }
    }

    async fn wait_until_hydrated(&self) -> Result<()> {
        wait::until("the app to hydrate (html[data-hydrated])", || async {
            let ret = self
                .driver()
                .execute(
                    "return document.documentElement.dataset.hydrated === 'true';",
                    Vec::new(),
                )
                .await?;
            Ok(ret.convert::<bool>()?.then_some(()))
        })
        .await
        .with_context(|| format!("{} never became interactive", self.route))
    }
}
