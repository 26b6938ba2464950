//! React Router's default error screen, which the site shows when a route fails to load.

use crate::pages::SitePage;
use crate::wait;
use anyhow::Result;

/// The words React Router's default error screen opens its heading with.
const HEADING_START: &str = "Unexpected Application Error";

/// The error screen in an open page.
pub struct ErrorScreen<'a> {
    page: &'a SitePage,
}

impl<'a> ErrorScreen<'a> {
    /// The error screen of `page`.
    pub fn of(page: &'a SitePage) -> ErrorScreen<'a> {
        ErrorScreen { page }
    }

    /// Waits until the error screen is up, and returns its whole heading (an `h2`).
    pub async fn heading(&self) -> Result<String> {
        wait::until("the error screen", || async {
            let text: Option<String> = self
                .page
                .browser()
                .eval(
                    "return document.querySelector('h2')?.textContent ?? null;",
                    Vec::new(),
                )
                .await?;
            Ok(text.filter(|text| text.starts_with(HEADING_START)))
        })
        .await
    }
}
