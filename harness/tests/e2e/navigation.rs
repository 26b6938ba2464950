//! Spec §2 "Top navigation": anchors, history, delayed smooth scrolling, the logo, the
//! desktop dropdown and the mobile menu.

use anyhow::{Context, ensure};
use harness::base::spec_delays::SCROLL_DELAY_MS;
use harness::base::timings::{
    SCROLL_DELAY_TOLERANCE_MS, SECTION_LANDING_SLACK_PX, earliest_firing_ms, elapsed_ms,
};
use harness::base::{specs, wait};
use harness::pages::timeline::{
    navigation_after, scroll_call_after, scrolls_after, wait_for_navigation_and_scroll,
};
use harness::pages::{Navigation, SitePage};
use harness::{Route, Viewport, browser_test, browser_test_alone};
use rstest::rstest;
use thirtyfour::Key;

/// Checks that a section landed just below the fixed navigation.
async fn assert_landed_below_nav(page: &SitePage, id: &str, spec: &str) -> anyhow::Result<()> {
    page.wait_until_scroll_settles().await?;
    let landing = page.landing(id).await?;
    let (top, nav) = (landing.top, landing.nav);
    ensure!(
        top >= nav - 1.0 && top <= nav + SECTION_LANDING_SLACK_PX,
        "{spec} {}: #{id} should land just below the {nav}px navigation, but its top is at {top}px",
        page.route()
    );
    Ok(())
}

/// The spec ids of one delayed scroll (specs/checks.json): the scroll, its delay and its
/// smoothness.
struct ScrollIds {
    scroll: &'static str,
    delay: &'static str,
    smooth: &'static str,
}

/// Spec §2: a page link scrolls to the top after 100 ms.
const TOP_SCROLL: ScrollIds = ScrollIds {
    scroll: "NAV-TOP-SCROLL",
    delay: "NAV-TOP-SCROLL-DELAY",
    smooth: "NAV-TOP-SCROLL-SMOOTH",
};

/// Spec §2: a home anchor scrolls to its section after 100 ms.
const HASH_SCROLL: ScrollIds = ScrollIds {
    scroll: "NAV-HASH-SCROLL",
    delay: "NAV-HASH-SCROLL-DELAY",
    smooth: "NAV-HASH-SCROLL-SMOOTH",
};

/// Waits for the navigation to `…suffix` after `since` and the scroll it asks for; a page
/// that never does fails by the scroll's id.
async fn navigation_and_scroll(
    browser: &harness::Browser,
    since: f64,
    suffix: &str,
    ids: &ScrollIds,
) -> anyhow::Result<Vec<harness::TimelineEvent>> {
    wait_for_navigation_and_scroll(browser, since, suffix)
        .await
        .with_context(|| {
            format!(
                "{} …{suffix}: the page did not navigate there and then ask to scroll",
                ids.scroll
            )
        })
}

/// Checks that after the navigation at `nav_at` the page asked for a smooth scroll no
/// sooner than the spec's delay (and within the tolerance), and that the page then moved.
fn assert_delayed_smooth_scroll(
    events: &[harness::TimelineEvent],
    nav_at: f64,
    ids: &ScrollIds,
    engine: harness::Engine,
    route: &str,
) -> anyhow::Result<()> {
    let ScrollIds {
        scroll,
        delay: delay_id,
        smooth,
    } = ids;
    let call = scroll_call_after(events, nav_at)
        .with_context(|| format!("{scroll} {route}: the page never asked to scroll"))?;
    let delay = elapsed_ms(nav_at, call.at);
    let (low, high) = (
        earliest_firing_ms(SCROLL_DELAY_MS),
        SCROLL_DELAY_MS as f64 + SCROLL_DELAY_TOLERANCE_MS,
    );
    harness::record::timing_margins::record(delay_id, engine, route, delay, low, high);
    ensure!(
        (low..=high).contains(&delay),
        "{delay_id} {route}: the scroll must start {SCROLL_DELAY_MS} ms after the navigation \
         (tolerance +{SCROLL_DELAY_TOLERANCE_MS} ms), but started after {delay:.1} ms"
    );
    ensure!(
        call.state == "smooth",
        "{smooth} {route}: the scroll must be smooth, but asked for {:?} ({})",
        call.state,
        call.method
    );
    ensure!(
        !scrolls_after(events, call.at).is_empty(),
        "{scroll} {route}: the page asked to scroll but never moved"
    );
    Ok(())
}

#[test]
fn a_home_anchor_on_home_replaces_the_entry_and_scrolls_smoothly_after_100_ms() {
    // A spec delay is timed alone, so a second browser on our two cores cannot stall it.
    browser_test_alone(Viewport::Desktop, |browser| async move {
        let page = SitePage::open(&browser, Route::Home).await?;
        page.wait_until_loaded().await?;
        let entries = page.history_length().await?;
        let started = browser.now().await?;

        Navigation::of(&page).choose("services").await?;
        let events = navigation_and_scroll(&browser, started, "/#services", &HASH_SCROLL).await?;
        assert_landed_below_nav(&page, "services", "NAV-HASH-SCROLL").await?;

        ensure!(
            page.history_length().await? == entries,
            "NAV-ANCHOR-REPLACE /: choosing Services on / must replace the history entry, \
             but history.length grew from {entries}"
        );
        let nav = navigation_after(&events, started, "/#services").context("no navigation")?;
        ensure!(
            nav.method == "replaceState",
            "NAV-ANCHOR-REPLACE /: expected replaceState, saw {}",
            nav.method
        );
        assert_delayed_smooth_scroll(&events, nav.at, &HASH_SCROLL, browser.engine(), "/")
    });
}

#[test]
fn a_home_anchor_elsewhere_pushes_home_with_the_hash_and_lands_on_the_section() {
    browser_test(Viewport::Desktop, |browser| async move {
        let page = SitePage::open(&browser, Route::Contact).await?;
        let entries = page.history_length().await?;
        let started = browser.now().await?;
        Navigation::of(&page).choose("team").await?;
        navigation_and_scroll(&browser, started, "/#team", &HASH_SCROLL).await?;
        let location = page.location().await?;
        ensure!(
            location == "/#team",
            "NAV-ANCHOR-PUSH /contact: Team must go to /#team, went to {location}"
        );
        ensure!(
            page.history_length().await? == entries + 1,
            "NAV-ANCHOR-PUSH /contact: Team must push a new history entry"
        );
        assert_landed_below_nav(&page, "team", "NAV-HASH-SCROLL").await
    });
}

#[test]
fn a_page_link_scrolls_to_the_top_smoothly_after_100_ms() {
    // A spec delay is timed alone, so a second browser on our two cores cannot stall it.
    browser_test_alone(Viewport::Desktop, |browser| async move {
        let page = SitePage::open(&browser, Route::Home).await?;
        page.wait_until_loaded().await?;
        page.scroll_to(600.0).await?;
        let started = browser.now().await?;
        Navigation::of(&page).choose("hire").await?;
        let events = navigation_and_scroll(&browser, started, "/hire", &TOP_SCROLL).await?;
        let nav = navigation_after(&events, started, "/hire").context("no navigation")?;
        assert_delayed_smooth_scroll(&events, nav.at, &TOP_SCROLL, browser.engine(), "/hire")?;
        let y = page.wait_until_scroll_settles().await?;
        ensure!(
            y == 0.0,
            "NAV-TOP-SCROLL /hire: ended at y={y}, not at the top"
        );
        Ok(())
    });
}

#[test]
fn going_back_to_a_page_that_appears_late_scrolls_to_the_top_once() {
    browser_test(Viewport::Desktop, |browser| async move {
        // /hire opens as its static page, so going back to it later needs its chunk.
        let page = SitePage::open(&browser, Route::Hire).await?;
        page.wait_until_loaded().await?;
        let contact = page.follow("nav-contact", Route::Contact).await?;
        browser.make_chunk_late("hire-page").await?;
        let started = browser.now().await?;
        browser.back().await?;
        let heading = specs::route(Route::Hire)?.h1;
        let shown_at = wait::until("the /hire page to appear after going back", || async {
            Ok(if contact.headings().await?.contains(&heading) {
                Some(browser.now().await?)
            } else {
                None
            })
        })
        .await?;
        // A second scroll would come 100 ms after the page appeared.
        let window_end = shown_at + SCROLL_DELAY_MS as f64 + SCROLL_DELAY_TOLERANCE_MS;
        wait::until(
            "the page's clock to pass a scroll delay after it appeared",
            || async { Ok((browser.now().await? >= window_end).then_some(())) },
        )
        .await?;
        let events = browser.timeline().await?;
        let back = navigation_after(&events, started, "/hire")
            .context("NAV-BACK-SCROLL-ONCE: going back made no navigation to /hire")?;
        let late = shown_at - back.at;
        ensure!(
            late >= SCROLL_DELAY_MS as f64 + SCROLL_DELAY_TOLERANCE_MS,
            "NAV-BACK-SCROLL-ONCE: /hire appeared {late:.0} ms after going back, before its \
             scroll; the late chunk did not hold it back, so the check proves nothing"
        );
        let asked: Vec<f64> = events
            .iter()
            .filter(|e| e.kind == "scroll-call" && e.at >= back.at)
            .map(|e| e.at - back.at)
            .collect();
        ensure!(
            asked.len() == 1 && asked[0] >= earliest_firing_ms(SCROLL_DELAY_MS),
            "NAV-BACK-SCROLL-ONCE: going back to /hire, which appeared {late:.0} ms later, \
             asked to scroll {} times, at {asked:.0?} ms after the address changed: once, no \
             sooner than {SCROLL_DELAY_MS} ms, is right",
            asked.len()
        );
        Ok(())
    });
}

#[rstest]
#[case::hire_with_a_hash(Route::Hire, "/hire#contact-form", "contact-form")]
#[case::learn_more_strategies(Route::LearnMore, "/learn-more#our-strategies", "our-strategies")]
#[case::home_contact(Route::Home, "/#contact", "contact")]
fn opening_a_page_with_a_hash_lands_on_its_target(
    #[case] route: Route,
    #[case] path: &'static str,
    #[case] id: &'static str,
) {
    browser_test(Viewport::Desktop, move |browser| async move {
        let page = SitePage::open_path(&browser, route, path).await?;
        page.wait_until_loaded().await?;
        assert_landed_below_nav(&page, id, "NAV-LOAD-HASH").await
    });
}

#[test]
fn opening_hire_without_a_hash_stays_at_the_top() {
    browser_test(Viewport::Desktop, |browser| async move {
        let page = SitePage::open(&browser, Route::Hire).await?;
        page.wait_until_loaded().await?;
        let y = page.wait_until_scroll_settles().await?;
        ensure!(y == 0.0, "NAV-LOAD-TOP /hire: expected the top, at y={y}");
        Ok(())
    });
}

#[rstest]
fn the_logo_goes_home_to_the_top(
    #[values(Viewport::Desktop, Viewport::Mobile)] viewport: Viewport,
) {
    browser_test(viewport, |browser| async move {
        let page = SitePage::open(&browser, Route::Hire).await?;
        page.wait_until_loaded().await?;
        page.scroll_to(500.0).await?;
        Navigation::of(&page).click_logo().await?;
        let location = page.location_after_navigation("/").await?;
        let y = page.wait_until_scroll_settles().await?;
        ensure!(
            location == "/",
            "NAV-LOGO: the logo went to {location}, not /"
        );
        ensure!(
            y == 0.0,
            "NAV-LOGO: the logo left the page at y={y}, not the top"
        );
        Ok(())
    });
}

#[test]
fn the_learn_more_button_is_named_for_the_submenu_it_opens() {
    browser_test(Viewport::Desktop, |browser| async move {
        let page = SitePage::open(&browser, Route::Home).await?;
        let (link, button) = Navigation::of(&page).learn_more_names().await?;
        let said = button.to_lowercase();
        ensure!(
            said.contains("learn more") && said.contains("menu"),
            "NAV-DROPDOWN-NAME: the disclosure button must say it opens the Learn More \
             submenu, but a screen reader hears {button:?}"
        );
        ensure!(
            button.trim() != link.trim(),
            "NAV-DROPDOWN-NAME: the button and the link beside it are both announced as {link:?}"
        );
        Ok(())
    });
}

#[test]
fn the_desktop_learn_more_dropdown_opens_on_hover_and_closes_with_escape() {
    browser_test(Viewport::Desktop, |browser| async move {
        let page = SitePage::open(&browser, Route::Home).await?;
        let nav = Navigation::of(&page);
        ensure!(
            !nav.dropdown_is_open().await?,
            "NAV-DROPDOWN: open before any hover"
        );
        nav.hover_learn_more().await?;
        nav.wait_for_dropdown(true).await?;
        let links = nav.dropdown_links().await?;
        let expected = [
            (
                "nav-dropdown-our-strategies".to_owned(),
                "/learn-more".to_owned(),
            ),
            (
                "nav-dropdown-our-results".to_owned(),
                "/our-results".to_owned(),
            ),
        ];
        ensure!(
            links == expected,
            "NAV-DROPDOWN-LINKS: expected {expected:?}, found {links:?}"
        );
        nav.move_mouse_away().await?;
        nav.wait_for_dropdown(false).await?;

        nav.press_on_dropdown_toggle(Key::Enter).await?;
        nav.wait_for_dropdown(true).await?;
        nav.press(Key::Escape).await?;
        nav.wait_for_dropdown(false).await?;
        let focused = nav.focused_test_id().await?;
        ensure!(
            focused.as_deref() == Some("nav-learn-more-toggle"),
            "NAV-DROPDOWN-ESCAPE: Escape must return focus to the toggle, focus is on {focused:?}"
        );
        nav.press_on_dropdown_toggle(Key::Enter).await?;
        nav.wait_for_dropdown(true).await?;
        page.click("nav-dropdown-our-results").await?;
        nav.wait_for_dropdown(false).await?;
        let location = page.location_after_navigation("/our-results").await?;
        ensure!(
            location == "/our-results",
            "NAV-DROPDOWN-LINKS: Our Results went to {location}"
        );
        Ok(())
    });
}

#[test]
fn the_mobile_menu_toggles_and_has_the_extra_items() {
    browser_test(Viewport::Mobile, |browser| async move {
        let page = SitePage::open(&browser, Route::Contact).await?;
        let nav = Navigation::of(&page);
        ensure!(
            !nav.mobile_menu_is_open().await?,
            "NAV-MOBILE: open before the toggle"
        );
        ensure!(
            !page.is_shown("nav-desktop-links").await?,
            "NAV-MOBILE: the desktop links must be hidden at 390 px"
        );
        nav.toggle_mobile_menu().await?;
        ensure!(
            nav.mobile_menu_is_open().await?,
            "NAV-MOBILE: the toggle did not open the menu"
        );
        let items = nav.mobile_menu_items().await?;
        let expected = [
            "about",
            "services",
            "why-join",
            "members",
            "team",
            "contact",
            "hire",
            "learn-more",
            "our-results",
            "get-started",
        ];
        ensure!(
            items == expected,
            "NAV-MOBILE-ITEMS: expected {expected:?}, found {items:?}"
        );
        nav.toggle_mobile_menu().await?;
        ensure!(
            !nav.mobile_menu_is_open().await?,
            "NAV-MOBILE: the toggle did not close the menu"
        );
        Ok(())
    });
}

/// A choice a visitor makes while the mobile menu is open.
#[derive(Debug, Clone, Copy)]
enum MenuChoice {
    /// A menu item by its id, and the location it leads to.
    Item(&'static str, &'static str),
    /// The Escape key.
    Escape,
    /// The browser's back button, after an earlier choice in the menu.
    Back,
}

/// Spec §2 "Mobile: ... it closes after a choice" and §4 "closes after a navigation
/// choice": opens `from` and checks that the menu closes after `choice`. A choice of Back
/// first reaches /hire through the menu, so that there is an entry to return to. With
/// `broken`, the page is first broken on purpose so that the menu stays open.
async fn check_menu_closes_after(
    browser: &harness::Browser,
    from: Route,
    choice: MenuChoice,
    broken: bool,
) -> anyhow::Result<()> {
    let page = SitePage::open(browser, from).await?;
    let start = page.location().await?;
    if let MenuChoice::Back = choice {
        choose_in_open_menu(browser, &page, &start, MenuChoice::Item("hire", "/hire")).await?;
    }
    if broken {
        Navigation::of(&page).break_mobile_menu_closing().await?;
    }
    choose_in_open_menu(browser, &page, &start, choice).await
}

/// Opens the mobile menu on the page as it is, makes `choice`, and checks that the menu has
/// closed once the choice has taken effect. `previous` is the location that Back returns to.
async fn choose_in_open_menu(
    browser: &harness::Browser,
    page: &SitePage,
    previous: &str,
    choice: MenuChoice,
) -> anyhow::Result<()> {
    let nav = Navigation::of(page);
    let start = page.location().await?;
    nav.toggle_mobile_menu().await?;
    let opened = nav.mobile_menu_state().await?;
    ensure!(
        opened.shown && opened.expanded,
        "NAV-MOBILE {start}: the toggle did not open the menu, it is {opened:?}"
    );
    let started = browser.now().await?;
    let (what, destination) = match choice {
        MenuChoice::Item(item, to) => {
            nav.choose_in_mobile_menu(item).await?;
            (format!("choosing {item:?}"), to.to_owned())
        }
        MenuChoice::Escape => {
            nav.press(Key::Escape).await?;
            ("pressing Escape".to_owned(), start.clone())
        }
        MenuChoice::Back => {
            browser.back().await?;
            ("going back".to_owned(), previous.to_owned())
        }
    };
    let location = page.location_after_navigation(&destination).await?;
    ensure!(
        location == destination,
        "NAV-MOBILE {start}: {what} in the menu should lead to {destination}, it led to {location}"
    );
    nav.wait_until_mobile_menu_closes()
        .await
        .with_context(|| format!("NAV-MOBILE-CLOSES {start}: the menu stayed open after {what}"))?;
    match choice {
        MenuChoice::Escape => {
            let focused = nav.focused_test_id().await?;
            ensure!(
                focused.as_deref() == Some("nav-menu-toggle"),
                "NAV-MOBILE-ESCAPE {start}: Escape must return focus to the menu toggle, focus \
                 is on {focused:?}"
            );
        }
        MenuChoice::Back => {
            // The menu must close in the same document, not because the page reloaded.
            let events = browser.timeline().await?;
            let back = navigation_after(&events, started, &destination);
            ensure!(
                back.is_some_and(|nav| nav.method == "popstate"),
                "NAV-MOBILE-BACK {start}: going back should stay in the app (popstate), saw {back:?}"
            );
        }
        MenuChoice::Item(..) => {}
    }
    Ok(())
}

/// Every kind of choice in the mobile menu, each made where the one before left the page:
/// the link to the page it is on, a home anchor from elsewhere, a home anchor on home, a
/// page link, the back button, the extra Our Results link, Escape, and Get Started.
const MENU_WALK: [MenuChoice; 8] = [
    MenuChoice::Item("contact", "/contact"),
    MenuChoice::Item("team", "/#team"),
    MenuChoice::Item("services", "/#services"),
    MenuChoice::Item("hire", "/hire"),
    MenuChoice::Back,
    MenuChoice::Item("our-results", "/our-results"),
    MenuChoice::Escape,
    MenuChoice::Item("get-started", "/contact"),
];

/// The choices of [`MENU_WALK`] in one visit, which starts on /contact: a page load for each
/// would cost more than all the choices.
#[test]
fn the_mobile_menu_closes_after_each_kind_of_choice() {
    browser_test(Viewport::Mobile, |browser| async move {
        let page = SitePage::open(&browser, Route::Contact).await?;
        // Where the page was before the last choice: where Back, which follows a page link
        // in the walk, returns.
        let mut previous = String::new();
        for choice in MENU_WALK {
            let here = page.location().await?;
            choose_in_open_menu(&browser, &page, &previous, choice).await?;
            previous = here;
        }
        Ok(())
    });
}

/// The check above can fail: on a page broken so that the menu stays on screen, it does.
#[rstest]
#[case::a_page_link(Route::Contact, MenuChoice::Item("hire", "/hire"))]
#[case::the_back_button(Route::Contact, MenuChoice::Back)]
fn a_mobile_menu_left_open_fails_the_check(#[case] from: Route, #[case] choice: MenuChoice) {
    browser_test(Viewport::Mobile, move |browser| async move {
        let verdict = check_menu_closes_after(&browser, from, choice, true).await;
        let error = verdict.err().with_context(|| {
            format!("NAV-MOBILE-CLOSES {from}: a menu left open after {choice:?} passed the check")
        })?;
        ensure!(
            format!("{error:#}").contains("NAV-MOBILE-CLOSES"),
            "NAV-MOBILE-CLOSES {from}: the broken menu failed the check for another reason: \
             {error:#}"
        );
        Ok(())
    });
}
