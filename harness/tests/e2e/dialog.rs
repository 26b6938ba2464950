//! Spec §2 "Hire" and §4: the Book Now dialog opens from Book Now, holds the booking form,
//! traps focus, closes by its default means, and returns focus to its trigger.

use anyhow::ensure;
use harness::pages::{BookNow, BookingDialog, SitePage};
use harness::{Route, Viewport, browser_test};
use rstest::rstest;
use thirtyfour::Key;

/// The dialog's default means of closing.
#[derive(Debug, Clone, Copy)]
enum CloseBy {
    Escape,
    CloseButton,
    Overlay,
}

impl CloseBy {
    const ALL: [CloseBy; 3] = [CloseBy::Escape, CloseBy::CloseButton, CloseBy::Overlay];
}

#[rstest]
fn book_now_opens_a_named_dialog_holding_the_booking_form_and_traps_focus(
    #[values(Viewport::Desktop, Viewport::Mobile)] viewport: Viewport,
) {
    browser_test(viewport, |browser| async move {
        let page = SitePage::open(&browser, Route::Hire).await?;
        let dialog = BookingDialog::on(&page, BookNow::Hero);
        dialog.open().await?;
        let state = dialog.state().await?;
        ensure!(
            state.role.as_deref() == Some("dialog") && !state.name.is_empty(),
            "DIALOG-ROLE /hire: expected role=dialog with an accessible name, got {state:?}"
        );
        let config = facts::site_config::site_config()?;
        let src = state.frame_src.clone().unwrap_or_default();
        ensure!(
            src.starts_with(&config.embeds.event_lead.base)
                && src.contains(&config.embeds.event_lead.form_id)
                && src.contains(&config.embeds.event_lead.public_key)
                && state.frame_title.as_deref().is_some_and(|t| !t.is_empty()),
            "DIALOG-EMBED /hire: the dialog must hold the titled event-lead form with its form id \
             and public key, got {state:?}"
        );
        let focus = dialog.focus_once_inside().await?;
        ensure!(
            focus.in_dialog,
            "DIALOG-FOCUS /hire: focus did not move into the dialog, it is on {}",
            focus.element
        );
        for tab in 1..=6 {
            dialog.press(Key::Tab).await?;
            let focus = dialog.focus_at_rest().await?;
            ensure!(
                focus.in_dialog,
                "DIALOG-FOCUS-TRAP /hire: Tab {tab} moved focus out of the open dialog, to {}",
                focus.element
            );
        }
        let errors: Vec<String> = browser
            .console_messages()
            .await?
            .into_iter()
            .filter(|m| m.level == "error")
            .map(|m| m.message)
            .collect();
        ensure!(
            errors.is_empty(),
            "DIALOG-CONSOLE /hire: the open dialog logged errors (a CSP block of its scroll \
             lock, for example): {errors:?}"
        );
        Ok(())
    });
}

/// Each Book Now's dialog, closed by each of its means in turn on one page: every close
/// must return focus to the Book Now that opened it. Every case is tried, and the test
/// fails once with each case that went wrong.
#[test]
fn closing_the_dialog_by_any_of_its_means_returns_focus_to_book_now() {
    browser_test(Viewport::Desktop, |browser| async move {
        let page = SitePage::open(&browser, Route::Hire).await?;
        let cases = [BookNow::Hero, BookNow::Closing]
            .into_iter()
            .flat_map(|which| CloseBy::ALL.map(|close_by| (which, close_by)));
        let mut wrong = Vec::new();
        for (which, close_by) in cases {
            let dialog = BookingDialog::on(&page, which);
            dialog.open().await?;
            match close_by {
                CloseBy::Escape => dialog.press(Key::Escape).await?,
                CloseBy::CloseButton => dialog.click_close_button().await?,
                CloseBy::Overlay => dialog.click_overlay().await?,
            }
            dialog.wait_until_closed().await?;
            if !dialog.trigger_regains_focus().await? {
                wrong.push(format!(
                    "DIALOG-FOCUS-RETURN /hire: after closing the {which:?} dialog by \
                     {close_by:?}, focus must return to its Book Now button"
                ));
            }
        }
        ensure!(wrong.is_empty(), "{}", wrong.join("\n"));
        Ok(())
    });
}

#[test]
fn the_closing_book_now_uses_the_large_dialog() {
    browser_test(Viewport::Desktop, |browser| async move {
        let page = SitePage::open(&browser, Route::Hire).await?;
        let hero = BookingDialog::on(&page, BookNow::Hero);
        hero.open().await?;
        let standard = hero.state().await?;
        hero.press(Key::Escape).await?;
        hero.wait_until_closed().await?;
        let closing = BookingDialog::on(&page, BookNow::Closing);
        closing.open().await?;
        let large = closing.state().await?;
        ensure!(
            large.size.as_deref() == Some("large") && large.width > standard.width,
            "DIALOG-LARGE /hire: the closing Book Now must open the large dialog, got {large:?} \
             against the hero's {standard:?}"
        );
        Ok(())
    });
}
