//! A call to action found as a visitor finds it: in its section of the page, by its role and
//! the words it shows.

use crate::pages::SitePage;
use anyhow::{Context, Result};

/// The script that finds the control: the shared reads, then the search.
const FIND: &str = concat!(
    include_str!("../inject/controls.js"),
    include_str!("../inject/find-control.js")
);

/// One link or button of a page, named by its section, role and visible label.
pub struct CallToAction<'a> {
    page: &'a SitePage,
    section: &'a str,
    role: &'a str,
    label: &'a str,
}

impl<'a> CallToAction<'a> {
    /// The control in `section` (a hero's or section's `data-testid`, or `main`) with `role`
    /// (`link` or `button`) and the visible label `label`.
    pub fn on(page: &'a SitePage, section: &'a str, role: &'a str, label: &'a str) -> Self {
        CallToAction {
            page,
            section,
            role,
            label,
        }
    }

    /// Scrolls the control to the middle of the viewport and clicks it, as a visitor would.
    pub async fn click(&self) -> Result<()> {
        let what = format!(
            "{}: the {} {:?} in {}",
            self.page.route(),
            self.role,
            self.label,
            self.section
        );
        let element = self
            .page
            .browser()
            .driver()
            .execute(
                FIND,
                vec![self.section.into(), self.role.into(), self.label.into()],
            )
            .await
            .and_then(|found| found.element())
            .with_context(|| format!("cannot find {what}"))?;
        element
            .click()
            .await
            .with_context(|| format!("cannot click {what}"))
    }
}
