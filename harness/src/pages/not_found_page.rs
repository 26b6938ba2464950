//! The catch-all 404 page.

use crate::base::routes::Route;
use crate::base::wait;
use crate::pages::SitePage;
use crate::sessions::browser::{Browser, ConsoleMessage};
use anyhow::Result;
use thirtyfour::prelude::*;

/// The 404 page, opened at an unknown path.
pub struct NotFoundPage {
    page: SitePage,
    path: String,
}

impl NotFoundPage {
    /// Opens an unknown path.
    pub async fn open(browser: &Browser) -> Result<NotFoundPage> {
        let page = SitePage::open(browser, Route::NotFound).await?;
        Ok(NotFoundPage {
            page,
            path: Route::NotFound.sample_path().to_owned(),
        })
    }

    /// The shared page parts.
    pub fn page(&self) -> &SitePage {
        &self.page
    }

    /// The unknown path that was opened.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// Where the "Return to Home" link goes, as written in the page.
    pub async fn return_home_target(&self) -> Result<Option<String>> {
        let browser = self.page.browser();
        let link = browser
            .driver()
            .find(By::LinkText("Return to Home"))
            .await?;
        browser.attribute(&link, "href").await
    }

    /// Waits for a console message that mentions the unknown path, and returns it.
    pub async fn console_message_naming_the_path(&self) -> Result<ConsoleMessage> {
        let browser = self.page.browser();
        wait::until("a console message naming the unknown path", || async {
            let messages = browser.console_messages().await?;
            Ok(messages
                .into_iter()
                .find(|message| message.message.contains(self.path.as_str())))
        })
        .await
    }
}
