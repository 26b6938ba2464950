//! Spec §2 (footer) and §8: social buttons open in a new tab, through the parent window when
//! framed, and copy the link with an exact alert when opening fails.

use anyhow::{Context, ensure};
use harness::pages::{Footer, FramedSite, NewTabs, SitePage};
use harness::{Route, Viewport, base::specs, browser_test, environment};

#[test]
fn a_social_button_opens_its_profile_in_a_new_tab() {
    // Exercises every <social id>: its new tab.
    browser_test(Viewport::Desktop, |browser| async move {
        let page = SitePage::open(&browser, Route::Home).await?;
        let tabs = NewTabs::of(&page);
        tabs.record().await?;
        let before = tabs.count().await?;
        let footer = Footer::of(&page).await?;
        let socials = specs::social()?;
        for spec in &socials {
            let link = page.link(&format!("social-{}", spec.network)).await?;
            ensure!(
                link.target.as_deref() == Some("_blank")
                    && link
                        .rel
                        .as_deref()
                        .is_some_and(|r| r.contains("noopener") && r.contains("noreferrer")),
                "{} /: the button must be a new-tab link with rel=\"noopener noreferrer\", got {link:?}",
                spec.id
            );
            footer.click_social(&spec.network).await?;
            let opens = tabs.requests().await?;
            ensure!(
                opens
                    .last()
                    .is_some_and(|args| args.first() == Some(&link.href)
                        && args.get(1).map(String::as_str) == Some("_blank")),
                "{} /: clicking must open {} in a new tab, window.open saw {opens:?}",
                spec.id,
                link.href
            );
        }
        let after = tabs.count().await?;
        ensure!(
            after == before + socials.len(),
            "SOCIAL-NEW-TAB /: expected {} new tabs, one per social button of \
             specs/behaviour.json, {} opened",
            socials.len(),
            after - before
        );
        Ok(())
    });
}

#[test]
fn when_opening_fails_the_link_is_copied_and_the_alert_is_exact() {
    // Exercises every <social id>: its alert and the link it copies.
    browser_test(Viewport::Desktop, |browser| async move {
        let page = SitePage::open(&browser, Route::Home).await?;
        browser.allow_clipboard_reads().await?;
        NewTabs::of(&page).make_fail().await?;
        let footer = Footer::of(&page).await?;
        for spec in specs::social()? {
            let link = page.link(&format!("social-{}", spec.network)).await?;
            footer.click_social(&spec.network).await?;
            let alert = page
                .accept_alert()
                .await
                .with_context(|| format!("{}: no alert when opening failed", spec.id))?;
            ensure!(
                alert == spec.alert,
                "{} /: the alert must read {:?}, read {alert:?}",
                spec.id,
                spec.alert
            );
            let copied = page.clipboard_text().await?;
            ensure!(
                copied == link.href,
                "{} /: the clipboard must hold {}, holds {copied:?}",
                spec.id,
                link.href
            );
        }
        Ok(())
    });
}

#[test]
fn in_a_framed_page_a_social_button_opens_through_the_parent_window() {
    if !environment().site_is_local {
        harness::record::run_record::skip(
            "the framing fixture is served only by the in-process site, and SITE_URL is set",
        );
        return;
    }
    browser_test(Viewport::Desktop, |browser| async move {
        let framed = FramedSite::open(&browser).await?;
        let href = framed.click_social("instagram").await?;
        let opened = framed.parent_opens().await?;
        ensure!(
            opened == [vec![href.clone(), "_blank".to_owned()]],
            "SOCIAL-FRAMED: inside a frame the link must open through the parent as ({href}, _blank); \
             the parent saw {opened:?}"
        );
        Ok(())
    });
}
