//! What every route shares: opening it and waiting until it is interactive, what a visitor
//! does on it, its reads and its scrolling. The shapes those reads return are in
//! `page_reads.rs` and `scrolling.rs`.

use super::page_reads::{Control, LinkInfo, PageReads, PageText, RawReads, TextScope};
use super::scrolling::{Arrival, Landing};
use crate::base::routes::Route;
use crate::base::timings::{STILL_CHECK_MS, condition_timeout_ms};
use crate::base::wait;
use crate::sessions::browser::Browser;
use anyhow::{Context, Result, bail};
use serde::Deserialize;
use thirtyfour::error::WebDriverErrorInner;
use thirtyfour::prelude::*;

/// The scripts of every page of the site (see [`Browser::call`]).
pub(crate) const SCRIPTS: &str = include_str!("../inject/site-page.js");

/// How many times an element that the page replaced while it was being read is looked up
/// again. One redraw per read is what the site does; three leaves room for a second.
const STALE_LOOKUPS: u32 = 3;

/// A card's entrance: whether it waits to be revealed, and when its animation starts.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CardMotion {
    /// The card's `data-reveal` (`pending` until scrolled to, then `in`); none when the card
    /// is never hidden.
    pub reveal: Option<String>,
    /// Its computed `animation-delay`, such as `0.1s`.
    pub animation_delay: String,
}

/// The element that has the keyboard focus.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Focused {
    /// Its text, trimmed.
    pub text: String,
    /// Its `href` as written; empty if it has none.
    pub href: String,
    /// Its `id`; empty if it has none.
    pub id: String,
    /// Whether it lies wholly inside the viewport, vertically, and is more than a pixel wide.
    pub in_view: bool,
}

/// What a document requested from its own origin, as Resource Timing lists it.
#[derive(Debug, Clone, Deserialize)]
pub struct OwnOriginRequests {
    /// How many files it requested (scripts, styles, fonts, images).
    pub files: usize,
    /// Each call for data (a `fetch`, `XMLHttpRequest` or beacon), as its kind and path.
    pub calls: Vec<String>,
}

/// When a page's web fonts came in, against its first paint, from the page's own
/// performance timeline (milliseconds from navigation; Chromium records both).
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FontArrival {
    /// When the page first painted.
    pub first_paint: Option<f64>,
    /// When the response of the last web font (`.woff2`) ended.
    pub last_font: Option<f64>,
}

impl FontArrival {
    /// Whether the page painted before its web fonts were in, so that they swapped in later.
    pub fn after_first_paint(&self) -> bool {
        matches!((self.first_paint, self.last_font), (Some(paint), Some(font)) if font > paint)
    }
}

impl std::fmt::Display for FontArrival {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let ms = |at: Option<f64>| at.map_or("never".to_owned(), |at| format!("at {at:.0} ms"));
        write!(
            f,
            "the page first painted {} and its last web font came in {}",
            ms(self.first_paint),
            ms(self.last_font)
        )
    }
}

/// Any page of the site.
pub struct SitePage {
    browser: Browser,
    route: Route,
}

impl SitePage {
    /// Opens `route` and waits until the client app has hydrated it.
    pub async fn open(browser: &Browser, route: Route) -> Result<SitePage> {
        SitePage::open_path(browser, route, route.sample_path()).await
    }

    /// Opens `route` with reduced motion and waits until it has loaded and stopped scrolling:
    /// the page at rest, as a capture sees it.
    pub async fn open_at_rest(browser: &Browser, route: Route) -> Result<SitePage> {
        browser.set_reduced_motion(true).await?;
        let page = SitePage::open(browser, route).await?;
        page.wait_until_loaded().await?;
        page.wait_until_scroll_settles().await?;
        Ok(page)
    }

    /// Opens `path` (which must belong to `route`, e.g. `/hire#contact-form`) and waits until
    /// the client app has hydrated it.
    pub async fn open_path(browser: &Browser, route: Route, path: &str) -> Result<SitePage> {
        browser.open(path).await?;
        let page = SitePage {
            browser: browser.clone(),
            route,
        };
        page.wait_until_hydrated().await?;
        Ok(page)
    }

    /// Waits until the window `load` event has fired (fonts and images are in).
    pub async fn wait_until_loaded(&self) -> Result<()> {
        self.browser
            .until_in_page("the window load event", SCRIPTS, "isLoaded")
            .await
    }

    /// Waits until the page's web fonts are in, then says when they came against its first
    /// paint.
    pub async fn font_arrival(&self) -> Result<FontArrival> {
        self.read(
            "when the web fonts came in",
            SCRIPTS,
            "fontArrival",
            Vec::new(),
        )
        .await
    }

    /// Clicks the element with `data-testid=test_id`.
    pub async fn click(&self, test_id: &str) -> Result<()> {
        let element = self.by_test_id(test_id).await?;
        element.scroll_into_view().await?;
        element
            .click()
            .await
            .with_context(|| format!("{}: cannot click {test_id:?}", self.route))
    }

    /// The first element with `data-testid=test_id`.
    pub async fn by_test_id(&self, test_id: &str) -> Result<WebElement> {
        self.driver()
            .find(By::Css(format!("[data-testid='{test_id}']")))
            .await
            .with_context(|| format!("{}: no element with data-testid {test_id:?}", self.route))
    }

    /// The accessible name of the element with `data-testid=test_id`, as the browser computes
    /// it for assistive technology (WebDriver's Get Computed Label), so a test reads what a
    /// screen reader announces, not an attribute.
    pub async fn accessible_name(&self, test_id: &str) -> Result<String> {
        let element = self.by_test_id(test_id).await?;
        let endpoint = format!("/element/{}/computedlabel", element.element_id());
        self.browser
            .command(http::Method::GET, endpoint, None)
            .await
            .and_then(|value| Ok(serde_json::from_value::<String>(value)?))
            .with_context(|| {
                format!(
                    "{}: cannot read the accessible name of {test_id:?}",
                    self.route
                )
            })
    }

    /// Whether the element with `data-testid=test_id` exists and is shown.
    pub async fn is_shown(&self, test_id: &str) -> Result<bool> {
        self.shows(&format!("[data-testid='{test_id}']")).await
    }

    /// Presses a key wherever focus is.
    pub async fn press(&self, key: Key) -> Result<()> {
        self.driver()
            .action_chain()
            .send_keys(key)
            .perform()
            .await
            .with_context(|| format!("{}: cannot press a key", self.route))
    }

    /// The current path and hash, such as `/#services`.
    pub async fn location(&self) -> Result<String> {
        self.browser.call(SCRIPTS, "location", Vec::new()).await
    }

    /// Clicks the link with `data-testid=test_id`, which goes to `route`, and returns that
    /// page once the address is `route`'s. The site moves between its pages within the
    /// document, without a load, so the page's timeline and any break made in it carry over.
    pub async fn follow(&self, test_id: &str, route: Route) -> Result<SitePage> {
        self.click(test_id).await?;
        let path = route.sample_path();
        let location = self.location_after_navigation(path).await?;
        anyhow::ensure!(
            location == path,
            "{}: {test_id:?} led to {location}, not {path}",
            self.route
        );
        Ok(SitePage {
            browser: self.browser.clone(),
            route,
        })
    }

    /// The location once a click's client-side navigation has reached `expected`. The router
    /// navigates after the click returns, so reading the location at once can see the old
    /// page. If `expected` never comes, this returns wherever the page is after the condition
    /// timeout, so the caller's assertion names the wrong destination.
    pub async fn location_after_navigation(&self, expected: &str) -> Result<String> {
        let arrived =
            crate::base::wait::until(&format!("the location to become {expected}"), || async {
                let location = self.location().await?;
                Ok((location == expected).then_some(location))
            })
            .await;
        match arrived {
            Ok(location) => Ok(location),
            Err(_) => self.location().await,
        }
    }

    /// What the document has requested from its own origin (see [`OwnOriginRequests`]). The
    /// site moves between its pages within one document, so this covers every page a visit
    /// went through since the document loaded.
    pub async fn own_origin_requests(&self) -> Result<OwnOriginRequests> {
        self.browser
            .call(SCRIPTS, "ownOriginRequests", Vec::new())
            .await
            .with_context(|| format!("{}: cannot read the page's requests", self.route))
    }

    /// `history.length`, to tell a pushed entry from a replaced one.
    pub async fn history_length(&self) -> Result<u64> {
        self.browser
            .call(SCRIPTS, "historyLength", Vec::new())
            .await
    }

    /// The entrance of each card in the grid with `data-testid=grid_test_id`, in order.
    pub async fn card_motions(&self, grid_test_id: &str) -> Result<Vec<CardMotion>> {
        self.read(
            &format!("the cards of {grid_test_id:?}"),
            SCRIPTS,
            "cardMotions",
            vec![grid_test_id.into()],
        )
        .await
    }

    /// The element that has the keyboard focus.
    pub async fn focused(&self) -> Result<Focused> {
        self.read("the focused element", SCRIPTS, "focused", Vec::new())
            .await
    }

    /// Waits for an alert, accepts it and returns its text.
    pub async fn accept_alert(&self) -> Result<String> {
        let driver = self.driver();
        let text = wait::until("an alert", || async {
            Ok(driver.get_alert_text().await.ok())
        })
        .await?;
        driver.accept_alert().await?;
        Ok(text)
    }

    /// The text on the clipboard, as the page can read it (see
    /// [`Browser::allow_clipboard_reads`]).
    pub async fn clipboard_text(&self) -> Result<String> {
        self.read("the clipboard", SCRIPTS, "clipboardText", Vec::new())
            .await
    }

    /// Runs `function` of `functions` in the page (see [`Browser::call`]) and converts its
    /// result; a failure names `what` was read.
    pub(crate) async fn read<T: serde::de::DeserializeOwned>(
        &self,
        what: &str,
        functions: &str,
        function: &str,
        args: Vec<serde_json::Value>,
    ) -> Result<T> {
        self.browser
            .call(functions, function, args)
            .await
            .with_context(|| format!("{}: cannot read {what}", self.route))
    }

    /// The value of the CSS custom property `name` on the root element, trimmed.
    pub async fn custom_property(&self, name: &str) -> Result<String> {
        self.browser
            .call(SCRIPTS, "customProperty", vec![name.into()])
            .await
    }

    /// Overrides the CSS custom property `name` on the root element with `value`, as a
    /// change to the design token would.
    pub async fn set_custom_property(&self, name: &str, value: &str) -> Result<()> {
        self.browser
            .call(
                SCRIPTS,
                "setCustomProperty",
                vec![name.into(), value.into()],
            )
            .await
    }

    /// The route this page was opened at.
    pub fn route(&self) -> Route {
        self.route
    }

    /// The browser showing this page.
    pub fn browser(&self) -> &Browser {
        &self.browser
    }

    fn driver(&self) -> &WebDriver {
        self.browser.driver()
    }

    /// Whether the first element matching `css` is displayed.
    ///
    /// The question is about the page as it is, not about one node: at the first move to
    /// another page the app draws a new navigation and footer in place of the prerendered
    /// ones, so an element found just before is gone when it is read. It is then looked up
    /// again, up to [`STALE_LOOKUPS`] times.
    async fn shows(&self, css: &str) -> Result<bool> {
        for _ in 0..STALE_LOOKUPS {
            let found = self.driver().find_all(By::Css(css)).await?;
            let Some(element) = found.first() else {
                return Ok(false);
            };
            match element.is_displayed().await {
                Ok(shown) => return Ok(shown),
                Err(error) if matches!(*error, WebDriverErrorInner::StaleElementReference(..)) => {}
                Err(error) => return Err(error.into()),
            }
        }
        bail!(
            "{}: {css} was replaced {STALE_LOOKUPS} times in a row while it was read",
            self.route
        )
    }

    /// Waits until the page is interactive (`isInteractive`): hydrated, with the scroll manager's first
    /// delayed scroll taken (spec §2: 100 ms after load, so a test's own scrolling is never
    /// undone). Then moves the mouse, as a desktop visitor does first, and waits until the
    /// work that movement starts is done (`isSettledForAMouse`).
    async fn wait_until_hydrated(&self) -> Result<()> {
        self.browser
            .until_in_page(
                "the app to hydrate and take its first scroll",
                SCRIPTS,
                "isInteractive",
            )
            .await
            .with_context(|| format!("{} never became interactive", self.route))?;
        // Two moves, as the pointer may already rest where one move would take it, and a
        // move to the same place sends no event. The top-left corner is the navigation
        // bar's padding, which has no hover style that a screenshot could catch.
        self.driver()
            .action_chain_with_delay(None, Some(std::time::Duration::ZERO))
            .move_to(3, 3)
            .move_to(1, 1)
            .perform()
            .await
            .context("cannot move the mouse")?;
        self.browser
            .until_in_page(
                "the tooltips and section layout that the first mouse movement starts",
                SCRIPTS,
                "isSettledForAMouse",
            )
            .await
            .with_context(|| {
                format!(
                    "{}: never settled after the first mouse movement",
                    self.route
                )
            })
    }

    /// Everything the route-wide checks read from the page as it is now, in one script and
    /// so one WebDriver round trip: `anchors` are the ids the page must carry, `cards` the
    /// `data-testid`s of the cards to count in the main content, `plan_sets` the plan grids
    /// to read, and `text_scopes` the elements whose visible text to read. The catalogue reads
    /// (every control and the visible text) walk the whole page and are made only when
    /// `catalogues` is set. Each read is made on its own, so one that throws fails alone.
    pub async fn reads(
        &self,
        anchors: &[String],
        cards: &[String],
        plan_sets: &[String],
        text_scopes: &[TextScope],
        catalogues: bool,
    ) -> Result<PageReads> {
        let raw: RawReads = self
            .read(
                "the page",
                super::page_reads::READ_SCRIPTS,
                "reads",
                vec![
                    anchors.into(),
                    cards.into(),
                    plan_sets.into(),
                    serde_json::json!(text_scopes),
                    catalogues.into(),
                ],
            )
            .await?;
        Ok(PageReads::from_raw(raw, cards))
    }

    /// The link with `data-testid=test_id`, wherever it is on the page.
    pub async fn link(&self, test_id: &str) -> Result<LinkInfo> {
        self.links()
            .await?
            .into_iter()
            .find(|link| link.test_id.as_deref() == Some(test_id))
            .with_context(|| format!("{}: no link with data-testid {test_id:?}", self.route()))
    }

    /// Every link and button on the page as it is now.
    pub async fn controls(&self) -> Result<Vec<Control>> {
        self.read(
            "the controls",
            super::page_reads::READ_SCRIPTS,
            "controls",
            Vec::new(),
        )
        .await
    }

    /// The page's visible text as it is now, and that of the elements `scopes` name (see
    /// [`SitePage::reads`]).
    pub async fn texts(&self, scopes: &[TextScope]) -> Result<PageText> {
        self.read(
            "the text",
            super::page_reads::READ_SCRIPTS,
            "texts",
            vec![serde_json::json!(scopes)],
        )
        .await
    }

    /// Every link on the page: where it goes as written, its `target`, its `rel` and its
    /// `data-testid`.
    pub async fn links(&self) -> Result<Vec<LinkInfo>> {
        self.browser()
            .call(super::page_reads::READ_SCRIPTS, "links", Vec::new())
            .await
    }

    /// The rendered text of every `<h1>` on the page (a page must have exactly one).
    pub async fn headings(&self) -> Result<Vec<String>> {
        self.browser()
            .call(super::page_reads::READ_SCRIPTS, "headings", Vec::new())
            .await
    }

    /// Jumps to `y` without animation, as a visitor's earlier scrolling would have.
    pub async fn scroll_to(&self, y: f64) -> Result<()> {
        self.browser()
            .call(
                super::scrolling::SCROLLING_SCRIPTS,
                "scrollTo",
                vec![y.into()],
            )
            .await
    }

    /// Waits, inside the page, until `scrollY` has not changed for ten animation frames, and
    /// returns it: a smooth scroll moves once a frame, so a timer could see it stand still
    /// between two frames on a loaded machine (WebKit once rested at y=64 that way). Fails
    /// after five seconds of continuous movement.
    pub async fn wait_until_scroll_settles(&self) -> Result<f64> {
        self.browser()
            .call(super::scrolling::SCROLLING_SCRIPTS, "settle", Vec::new())
            .await
    }

    /// Where the page rests against the element with `id`: its top, the navigation's height
    /// and whether the page is scrolled to its end.
    pub async fn landing(&self, id: &str) -> Result<Landing> {
        self.read(
            &format!("where #{id} landed"),
            super::scrolling::SCROLLING_SCRIPTS,
            "landing",
            vec![id.into()],
        )
        .await
    }

    /// After a click on a control found through [`CallToAction`](crate::pages::CallToAction)
    /// (from the moment it was found, just before the click), waits inside the page, in one
    /// round trip, for the navigation the click makes and the scroll the page then asks for,
    /// and says where the page rests and where `#id` landed (pass `""` for no anchor). For a
    /// page with reduced motion, whose scrolls are instant; fails when the click makes no
    /// navigation.
    pub async fn arrival_after_click(&self, id: &str) -> Result<Arrival> {
        self.browser()
            .call(
                super::scrolling::SCROLLING_SCRIPTS,
                "arrivalAfterClick",
                vec![
                    id.into(),
                    condition_timeout_ms().into(),
                    STILL_CHECK_MS.into(),
                ],
            )
            .await
    }

    /// Goes back one history entry, as the browser's back button does, and waits inside the
    /// page until it shows `path` (path and hash) and has come to rest after the scroll it
    /// then asks for.
    pub async fn go_back_to(&self, path: &str) -> Result<()> {
        self.browser()
            .call::<Option<()>>(
                super::scrolling::SCROLLING_SCRIPTS,
                "backTo",
                vec![
                    path.into(),
                    condition_timeout_ms().into(),
                    STILL_CHECK_MS.into(),
                ],
            )
            .await
            .map(|_| ())
            .with_context(|| format!("{}: cannot go back to {path}", self.route()))
    }

    /// The page's full height in CSS pixels.
    pub async fn page_height(&self) -> Result<f64> {
        self.browser()
            .call(
                super::scrolling::SCROLLING_SCRIPTS,
                "pageHeight",
                Vec::new(),
            )
            .await
    }

    /// How far down the page, in CSS pixels, the element with `data-testid=test_id` starts.
    pub async fn top_of(&self, test_id: &str) -> Result<f64> {
        self.browser()
            .call(
                super::scrolling::SCROLLING_SCRIPTS,
                "topOf",
                vec![test_id.into()],
            )
            .await
            .with_context(|| format!("{}: cannot find where {test_id:?} starts", self.route()))
    }
}
