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

    /// How this browser words a failed page chunk: the message of importing a module that is
    /// not there, and that module's address, so a check can tell the shown message is the
    /// error's own and not one the site made up.
    pub async fn failed_import(&self) -> Result<FailedImport> {
        self.page
            .read(
                "how the browser words a failed import",
                SCRIPTS,
                "failedImport",
                vec![MISSING_MODULE.into()],
            )
            .await
    }
}

/// A module the site does not have.
const MISSING_MODULE: &str = "/assets/no-such-module.js";

/// A failed import's message, and the address it failed to load.
#[derive(Debug, Clone, serde::Deserialize)]
pub struct FailedImport {
    /// What the browser's error says.
    pub message: String,
    /// The module's address.
    pub url: String,
}

impl FailedImport {
    /// Whether `shown` is this browser's wording for a failed import of a module whose address
    /// names `chunk`: the same words, with that module's address where this one's stands.
    pub fn worded_like(&self, shown: &str, chunk: &str) -> bool {
        match self.message.split_once(&self.url) {
            Some((before, after)) => {
                shown.starts_with(before) && shown.ends_with(after) && shown.contains(chunk)
            }
            None => shown == self.message,
        }
    }
}
