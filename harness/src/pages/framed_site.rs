//! The framing fixture: the site inside an `<iframe>` of another page, which records what
//! the framed site asks its parent window to open.

use crate::pages::SITE_PAGE_SCRIPTS;
use crate::sessions::browser::Browser;
use crate::site_server::test_server_contract::FIXTURES_PREFIX;
use anyhow::{Context, Result};
use thirtyfour::By;

/// What the fixture's read runs in the page (see [`Browser::call`](crate::sessions::browser::Browser::call)).
const SCRIPTS: &str = include_str!("../inject/framed-site.js");

/// The fixture page that frames the site (`fixtures/framed-site.html`).
const FIXTURE: &str = "framed-site.html";

/// The site framed by the fixture page, with the parent's record of `window.open`.
pub struct FramedSite {
    browser: Browser,
}

impl FramedSite {
    /// Opens the fixture page and waits until the site in its frame is interactive and, after
    /// a first mouse movement over it, settled as [`SitePage`](crate::pages::SitePage) waits
    /// for a page: its sections laid out, so that nothing moves under a click far down the
    /// page. The browser's commands then go to the frame until [`FramedSite::parent_opens`].
    pub async fn open(browser: &Browser) -> Result<FramedSite> {
        browser
            .open(&format!("{FIXTURES_PREFIX}/{FIXTURE}"))
            .await?;
        browser
            .driver()
            .enter_frame(0)
            .await
            .context("the framing fixture has no frame")?;
        browser
            .until_in_page(
                "the framed site to become interactive",
                SITE_PAGE_SCRIPTS,
                "isInteractive",
            )
            .await?;
        let logo = browser
            .driver()
            .find(By::Css("[data-testid='nav-logo']"))
            .await
            .context("the framed site has no logo")?;
        browser
            .driver()
            .action_chain()
            .move_to_element_center(&logo)
            .perform()
            .await
            .context("cannot move the mouse over the framed site")?;
        browser
            .until_in_page(
                "the framed site to settle after the first mouse movement",
                SITE_PAGE_SCRIPTS,
                "isSettledForAMouse",
            )
            .await?;
        Ok(FramedSite {
            browser: browser.clone(),
        })
    }

    /// Clicks the footer's social button for `network` inside the frame, and returns the
    /// `href` it carries.
    pub async fn click_social(&self, network: &str) -> Result<String> {
        let button = self
            .browser
            .driver()
            .find(By::Css(format!("[data-testid='social-{network}']")))
            .await
            .with_context(|| format!("the framed site has no {network} button"))?;
        let href = self
            .browser
            .attribute(&button, "href")
            .await?
            .unwrap_or_default();
        button.scroll_into_view().await?;
        button.click().await?;
        Ok(href)
    }

    /// Leaves the frame and returns what the parent window's `window.open` was called with,
    /// as `[url, target]` per call.
    pub async fn parent_opens(&self) -> Result<Vec<Vec<String>>> {
        self.browser.driver().enter_default_frame().await?;
        self.browser
            .call(SCRIPTS, "opened", Vec::new())
            .await
            .context("the framing fixture recorded no window.open calls")
    }
}
