//! The fixed top navigation: desktop links and dropdown, and the mobile menu.

use crate::base::wait;
use crate::pages::SitePage;
use anyhow::{Context, Result};
use thirtyfour::prelude::*;

/// The mobile menu's toggle.
const MENU_TOGGLE: &str = "nav-menu-toggle";

/// What the navigation runs in the page (see [`Browser::call`](crate::sessions::browser::Browser::call)).
const SCRIPTS: &str = include_str!("../inject/navigation.js");

/// The navigation of an open page.
pub struct Navigation<'a> {
    page: &'a SitePage,
}

impl<'a> Navigation<'a> {
    /// The navigation of `page`.
    pub fn of(page: &'a SitePage) -> Navigation<'a> {
        Navigation { page }
    }

    /// Chooses a desktop navigation item by its id (`about`, `services`, `contact`, ...).
    pub async fn choose(&self, item: &str) -> Result<()> {
        self.page.click(&format!("nav-{item}")).await
    }

    /// Clicks the logo.
    pub async fn click_logo(&self) -> Result<()> {
        self.page.click("nav-logo").await
    }

    /// Hovers the Learn More item with the mouse.
    pub async fn hover_learn_more(&self) -> Result<()> {
        let item = self.page.by_test_id("nav-learn-more").await?;
        self.page
            .browser()
            .driver()
            .action_chain()
            .move_to_element_center(&item)
            .perform()
            .await
            .context("cannot hover Learn More")
    }

    /// Moves the mouse to the top-left corner of the page body, away from the navigation.
    pub async fn move_mouse_away(&self) -> Result<()> {
        let main = self.page.browser().driver().find(By::Css("main")).await?;
        self.page
            .browser()
            .driver()
            .action_chain()
            .move_to_element_with_offset(&main, 0, 200)
            .perform()
            .await
            .context("cannot move the mouse away")
    }

    /// Whether the Learn More dropdown is open.
    pub async fn dropdown_is_open(&self) -> Result<bool> {
        self.page.is_shown("nav-learn-more-menu").await
    }

    /// Waits until the dropdown is open (`true`) or closed (`false`).
    pub async fn wait_for_dropdown(&self, open: bool) -> Result<()> {
        let what = if open {
            "the dropdown to open"
        } else {
            "the dropdown to close"
        };
        wait::until(what, || async {
            Ok((self.dropdown_is_open().await? == open).then_some(()))
        })
        .await
    }

    /// The dropdown's links: (test id, href).
    pub async fn dropdown_links(&self) -> Result<Vec<(String, String)>> {
        self.page
            .browser()
            .call(SCRIPTS, "dropdownLinks", Vec::new())
            .await
    }

    /// What a screen reader announces for the Learn More link and for its disclosure button.
    pub async fn learn_more_names(&self) -> Result<(String, String)> {
        Ok((
            self.page.accessible_name("nav-learn-more").await?,
            self.page.accessible_name("nav-learn-more-toggle").await?,
        ))
    }

    /// Focuses the dropdown's disclosure button and presses a key on it.
    pub async fn press_on_dropdown_toggle(&self, key: Key) -> Result<()> {
        let toggle = self.page.by_test_id("nav-learn-more-toggle").await?;
        toggle.focus().await?;
        toggle
            .send_keys(key)
            .await
            .context("cannot type on the toggle")
    }

    /// Presses a key wherever focus is.
    pub async fn press(&self, key: Key) -> Result<()> {
        self.page.press(key).await
    }

    /// The `data-testid` of the focused element.
    pub async fn focused_test_id(&self) -> Result<Option<String>> {
        self.page
            .browser()
            .call(SCRIPTS, "focusedTestId", Vec::new())
            .await
    }

    /// Whether the toggle with `data-testid=test_id` is the mobile menu's, which only phone
    /// widths show (the dropdown's shows only at desktop widths).
    pub fn is_for_phones(test_id: &str) -> bool {
        test_id == MENU_TOGGLE
    }

    /// Opens or closes the mobile menu with its toggle.
    pub async fn toggle_mobile_menu(&self) -> Result<()> {
        self.page.click(MENU_TOGGLE).await
    }

    /// Opens the mobile menu with its toggle, unless it is open, and waits until it is shown.
    pub async fn open_mobile_menu(&self) -> Result<()> {
        if !self.mobile_menu_is_open().await? {
            self.toggle_mobile_menu().await?;
        }
        wait::until("the mobile menu to open", || async {
            Ok(self.mobile_menu_is_open().await?.then_some(()))
        })
        .await
    }

    /// Gets ready to use the control with `data-testid=test_id` as a visitor would: scrolls
    /// the page down a little (so that a link's coming to rest at the top shows), then opens
    /// the menu it is in, if any: the Learn More dropdown by moving the mouse onto Learn More,
    /// the mobile menu with its toggle. Says whether it opened a menu.
    pub async fn reach(&self, test_id: &str) -> Result<bool> {
        let menu: Option<String> = self
            .page
            .browser()
            .call(SCRIPTS, "reach", vec![test_id.into()])
            .await?;
        match menu.as_deref() {
            Some("dropdown") => {
                // From outside the item: a pointer already on it (after following Learn More)
                // would enter nothing.
                self.move_mouse_away().await?;
                self.hover_learn_more().await?;
                self.wait_for_dropdown(true).await?;
            }
            Some("mobile-menu") => self.open_mobile_menu().await?,
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// Whether the mobile menu is open.
    pub async fn mobile_menu_is_open(&self) -> Result<bool> {
        self.page.is_shown("nav-mobile-menu").await
    }

    /// The ids of the mobile menu's links, in order (`about`, ..., `get-started`).
    pub async fn mobile_menu_items(&self) -> Result<Vec<String>> {
        self.page
            .browser()
            .call(SCRIPTS, "mobileMenuItems", Vec::new())
            .await
    }

    /// Chooses a mobile menu item by its id.
    pub async fn choose_in_mobile_menu(&self, item: &str) -> Result<()> {
        self.page.click(&format!("mobile-nav-{item}")).await
    }

    /// The mobile menu as a visitor and a screen reader meet it: whether it is shown, and
    /// whether its toggle says it is expanded. The toggle is read first, so a menu read as
    /// shown is still shown after the toggle said what it said.
    pub async fn mobile_menu_state(&self) -> Result<MobileMenuState> {
        let toggle = self.page.by_test_id(MENU_TOGGLE).await?;
        let expanded = toggle.attr("aria-expanded").await?.as_deref() == Some("true");
        let shown = self.mobile_menu_is_open().await?;
        Ok(MobileMenuState { shown, expanded })
    }

    /// Waits until the mobile menu is closed: its toggle collapsed, and the menu hidden by
    /// then. The toggle collapsing is the site's own word that it has closed the menu, so a
    /// menu still on screen at that moment fails at once rather than after the condition
    /// timeout: the visitor would see a menu that the screen reader calls closed. On failure
    /// the error names the state the menu was left in.
    pub async fn wait_until_mobile_menu_closes(&self) -> Result<()> {
        let collapsed = wait::until("the mobile menu's toggle to collapse", || async {
            let state = self.mobile_menu_state().await?;
            Ok((!state.expanded).then_some(state))
        })
        .await;
        match collapsed {
            Ok(state) if !state.shown => Ok(()),
            Ok(state) => Err(anyhow::anyhow!(
                "the mobile menu's toggle says it is closed, but the menu is still on screen"
            )
            .context(format!("the mobile menu was left {state:?}"))),
            Err(error) => {
                let state = self.mobile_menu_state().await?;
                Err(error.context(format!("the mobile menu was left {state:?}")))
            }
        }
    }

    /// Breaks the site on purpose, for the tests that prove a check can fail: from now on
    /// the mobile menu stays on screen whenever the site hides it, or draws it hidden, as a
    /// menu that forgets to close after a choice would. The whole document is watched, since
    /// the site's first move to another page draws a new navigation in place of the first
    /// page's. It changes only this document.
    pub async fn break_mobile_menu_closing(&self) -> Result<()> {
        self.page
            .browser()
            .call(SCRIPTS, "breakMobileMenuClosing", Vec::new())
            .await
    }
}

/// Whether the mobile menu is open, as the page shows it and as its toggle announces it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MobileMenuState {
    /// The menu is on screen.
    pub shown: bool,
    /// The toggle's `aria-expanded` is `true`.
    pub expanded: bool,
}
