//! React Router's default error screen, which the site shows when a route fails to load.

use crate::pages::SitePage;
use anyhow::Result;

/// What the error screen's reads run in the page (see [`Browser::call`](crate::sessions::browser::Browser::call)).
const SCRIPTS: &str = include_str!("../inject/error-screen.js");

/// The error screen in an open page.
pub struct ErrorScreen<'a> {
    page: &'a SitePage,
}

impl<'a> ErrorScreen<'a> {
    /// The error screen of `page`.
    pub fn of(page: &'a SitePage) -> ErrorScreen<'a> {
        ErrorScreen { page }
    }

    /// Waits until the error screen is up, and returns its whole heading.
    pub async fn heading(&self) -> Result<String> {
        self.page
            .browser()
            .until_in_page("the error screen", SCRIPTS, "isShown")
            .await?;
        self.page
            .read("the error screen's heading", SCRIPTS, "heading", Vec::new())
            .await
    }

    /// The message under the error screen's heading, as shown (empty if there is none).
    pub async fn message(&self) -> Result<String> {
        self.page
            .read("the error screen's message", SCRIPTS, "message", Vec::new())
            .await
    }
}
