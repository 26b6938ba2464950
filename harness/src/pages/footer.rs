//! The site footer: its links and the social buttons with their tooltips.

use crate::pages::SitePage;
use anyhow::{Context, Result, bail};
use std::time::Duration;
use thirtyfour::prelude::*;

/// The social networks with buttons in the footer.
pub const SOCIAL_NETWORKS: [&str; 3] = ["facebook", "instagram", "x"];

/// The footer of an open page.
pub struct Footer<'a> {
    page: &'a SitePage,
}

impl<'a> Footer<'a> {
    /// The footer of `page`, once it is there.
    pub async fn of(page: &'a SitePage) -> Result<Footer<'a>> {
        page.by_test_id("site-footer").await?;
        Ok(Footer { page })
    }

    /// The social button for `network`, found as it is now (the site swaps its tooltip
    /// triggers in once their library loads, so a kept element could be stale).
    async fn social(&self, network: &str) -> Result<WebElement> {
        if !SOCIAL_NETWORKS.contains(&network) {
            bail!("the footer has no social button for {network:?}");
        }
        self.page
            .by_test_id(&format!("social-{network}"))
            .await
            .with_context(|| format!("{}: no {network} button in the footer", self.page.route()))
    }

    /// Hovers a social button with the mouse: a jump onto its centre, then three one-pixel
    /// moves, as a real mouse sends several. Radix opens a tooltip on a pointer move that
    /// comes after the previous tooltip's grace area is left, so a single jump is not enough.
    /// The moves are instant (WebDriver's default spreads each over 250 ms), so the test
    /// controls every timing it measures.
    pub async fn hover_social(&self, network: &str) -> Result<()> {
        let button = self.social(network).await?;
        button.scroll_into_view().await?;
        self.page
            .browser()
            .driver()
            .action_chain_with_delay(None, Some(Duration::ZERO))
            .move_to_element_center(&button)
            .move_by_offset(1, 0)
            .move_by_offset(1, 0)
            .move_by_offset(1, 0)
            .perform()
            .await
            .with_context(|| format!("cannot hover the {network} button"))
    }

    /// Moves the mouse off one social button, downwards (away from its tooltip, which opens
    /// above it, so the pointer leaves Radix's hover grace area and the tooltip closes), then
    /// onto another, as one action chain. One chain is one WebDriver round trip, so the
    /// test's own latency cannot stretch the gap between leaving and arriving past the
    /// 300 ms skip window it measures.
    pub async fn move_from_social_to(&self, from: &str, to: &str) -> Result<()> {
        let from_button = self.social(from).await?;
        let to_button = self.social(to).await?;
        self.page
            .browser()
            .driver()
            .action_chain_with_delay(None, Some(Duration::ZERO))
            .move_to_element_with_offset(&from_button, 0, 48)
            .move_by_offset(1, 0)
            .move_by_offset(1, 0)
            .move_to_element_center(&to_button)
            .move_by_offset(1, 0)
            .move_by_offset(1, 0)
            .move_by_offset(1, 0)
            .perform()
            .await
            .with_context(|| format!("cannot move the mouse from the {from} button to {to}"))
    }

    /// Clicks a social button.
    pub async fn click_social(&self, network: &str) -> Result<()> {
        let button = self.social(network).await?;
        button.scroll_into_view().await?;
        button
            .click()
            .await
            .with_context(|| format!("{}: cannot click the {network} button", self.page.route()))
    }

    /// The test id of a social button's tooltip.
    pub fn tooltip_id(network: &str) -> String {
        format!("social-{network}")
    }
}
