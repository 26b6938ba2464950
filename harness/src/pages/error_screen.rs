//! React Router's default error screen, which the site shows when a route fails to load.

use crate::pages::SitePage;
use anyhow::Result;

/// Whether React Router's default error screen is up: its heading, an `h2`, opens with
/// "Unexpected Application Error".
const IS_SHOWN: &str = "return (document.querySelector('h2')?.textContent ?? '')
       .startsWith('Unexpected Application Error');";

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
            .until_in_page("the error screen", IS_SHOWN)
            .await?;
        self.page
            .read(
                "the error screen's heading",
                "return document.querySelector('h2').textContent;",
                Vec::new(),
            )
            .await
    }
}
