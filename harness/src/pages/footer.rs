//! The site footer: its links and the social buttons with their tooltips.

use crate::pages::SitePage;
use anyhow::{Context, Result};
use std::time::Duration;

/// The social networks with buttons in the footer.
pub const SOCIAL_NETWORKS: [&str; 3] = ["facebook", "instagram", "x"];

/// The footer of an open page.
pub struct Footer<'a> {
    page: &'a SitePage,
}

impl<'a> Footer<'a> {
    /// The footer of `page`.
    pub fn of(page: &'a SitePage) -> Footer<'a> {
        Footer { page }
    }

    /// Hovers a social button with the mouse: a jump onto its centre, then three one-pixel
    /// moves, as a real mouse sends several. Radix opens a tooltip on a pointer move that
    /// comes after the previous tooltip's grace area is left, so a single jump is not enough.
    /// The moves are instant (WebDriver's default spreads each over 250 ms), so the test
    /// controls every timing it measures.
    pub async fn hover_social(&self, network: &str) -> Result<()> {
        let button = self.page.by_test_id(&format!("social-{network}")).await?;
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
        let from_button = self.page.by_test_id(&format!("social-{from}")).await?;
        let to_button = self.page.by_test_id(&format!("social-{to}")).await?;
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
        self.page.click(&format!("social-{network}")).await
    }

    /// The test id of a social button's tooltip.
    pub fn tooltip_id(network: &str) -> String {
        format!("social-{network}")
    }
}
