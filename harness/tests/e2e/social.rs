//! Spec §2 (footer) and §8: social buttons open in a new tab, through the parent window when
//! framed, and copy the link with an exact alert when opening fails.

use anyhow::{Context, ensure};
use harness::pages::{Footer, IS_INTERACTIVE, SitePage};
use harness::site::FIXTURES_PREFIX;
use harness::{Route, Viewport, browser_test, environment, specs, wait};

#[test]
fn a_social_button_opens_its_profile_in_a_new_tab() {
    browser_test(Viewport::Desktop, |browser| async move {
        let page = SitePage::open(&browser, Route::Home).await?;
        browser
            .eval::<serde_json::Value>(
                "window.__opens = []; const open = window.open.bind(window);
                 window.open = (...args) => { window.__opens.push(args.map(String)); return open(...args); };
                 return null;",
                Vec::new(),
            )
            .await?;
        let before = browser.driver().windows().await?.len();
        for spec in specs::social()? {
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
            Footer::of(&page).click_social(&spec.network).await?;
            let opens: Vec<Vec<String>> =
                browser.eval("return window.__opens;", Vec::new()).await?;
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
        let after = browser.driver().windows().await?.len();
        ensure!(
            after == before + 3,
            "SOCIAL-NEW-TAB /: expected 3 new tabs, {} opened",
            after - before
        );
        Ok(())
    });
}

#[test]
fn when_opening_fails_the_link_is_copied_and_the_alert_is_exact() {
    browser_test(Viewport::Desktop, |browser| async move {
        let page = SitePage::open(&browser, Route::Home).await?;
        browser.allow_clipboard_reads().await?;
        browser
            .eval::<serde_json::Value>("window.open = () => null; return null;", Vec::new())
            .await?;
        for spec in specs::social()? {
            let link = page.link(&format!("social-{}", spec.network)).await?;
            Footer::of(&page).click_social(&spec.network).await?;
            let driver = browser.driver();
            let alert = wait::until("the alert", || async {
                Ok(driver.get_alert_text().await.ok())
            })
            .await
            .with_context(|| format!("{}: no alert when opening failed", spec.id))?;
            driver.accept_alert().await?;
            ensure!(
                alert == spec.alert,
                "{} /: the alert must read {:?}, read {alert:?}",
                spec.id,
                spec.alert
            );
            let copied: String = browser
                .eval("return navigator.clipboard.readText();", Vec::new())
                .await?;
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
        harness::junit::skip(
            "the framing fixture is served only by the in-process site, and SITE_URL is set",
        );
        return;
    }
    browser_test(Viewport::Desktop, |browser| async move {
        browser
            .open(&format!("{FIXTURES_PREFIX}/framed-site.html"))
            .await?;
        let driver = browser.driver();
        driver.enter_frame(0).await?;
        wait::until("the framed site to become interactive", || async {
            let interactive: bool = browser.eval(IS_INTERACTIVE, Vec::new()).await?;
            Ok(interactive.then_some(()))
        })
        .await?;
        let button = driver
            .find(thirtyfour::By::Css("[data-testid='social-instagram']"))
            .await?;
        let href = button.attr("href").await?.unwrap_or_default();
        button.scroll_into_view().await?;
        button.click().await?;
        driver.enter_default_frame().await?;
        let opened: Vec<Vec<String>> = browser.eval("return window.__opened;", Vec::new()).await?;
        ensure!(
            opened == [vec![href.clone(), "_blank".to_owned()]],
            "SOCIAL-FRAMED: inside a frame the link must open through the parent as ({href}, _blank); \
             the parent saw {opened:?}"
        );
        Ok(())
    });
}
