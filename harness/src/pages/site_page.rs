//! What every route shares: its heading, the fixed navigation and the footer.

use crate::browser::Browser;
use crate::routes::Route;
use crate::wait;
use anyhow::{Context, Result, bail};
use serde::Deserialize;
use std::collections::BTreeMap;
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

    /// The location once a click's client-side navigation has reached `expected`. The router
    /// navigates after the click returns, so reading the location at once can see the old
    /// page. If `expected` never comes, this returns wherever the page is after the condition
    /// timeout, so the caller's assertion names the wrong destination.
    pub async fn location_after_navigation(&self, expected: &str) -> Result<String> {
        let arrived = crate::wait::until(&format!("the location to become {expected}"), || async {
            let location = self.location().await?;
            Ok((location == expected).then_some(location))
        })
        .await;
        match arrived {
            Ok(location) => Ok(location),
            Err(_) => self.location().await,
        }
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
}

/// The reads (see [`Browser::call`](crate::browser::Browser::call)), after what
/// they share about what a visitor sees.
const READS: &str = concat!(
    include_str!("../inject/controls.js"),
    include_str!("../inject/page-reads.js")
);

/// A plan card as the visitor sees it.
#[derive(Debug, Clone, Deserialize)]
pub struct PlanCard {
    /// Whether the card is marked popular (`data-popular`).
    pub popular: bool,
    /// The badge's text, if the card shows one.
    pub badge: Option<String>,
    /// All the card's text, for messages.
    pub text: String,
}

/// A link as written in the page: the attributes the link checks read.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LinkInfo {
    /// The `href` attribute as written.
    pub href: String,
    /// The `target` attribute.
    pub target: Option<String>,
    /// The `rel` attribute.
    pub rel: Option<String>,
    /// The `data-testid`, if any.
    pub test_id: Option<String>,
}

/// A link or button as the visitor meets it, with where it goes.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Control {
    /// `link` or `button`: its role as assistive technology announces it.
    pub role: String,
    /// The words a visitor sees on it, visually hidden words left out.
    pub label: String,
    /// The `data-testid` of the hero or section of `<main>` it is in (`main` if none); none
    /// outside `<main>`.
    pub section: Option<String>,
    /// Its `data-testid`, if any.
    pub test_id: Option<String>,
    /// Its `href` as written.
    pub href: Option<String>,
    /// Its `target`.
    pub target: Option<String>,
    /// Its `rel`.
    pub rel: Option<String>,
    /// Its `aria-haspopup`.
    pub has_popup: Option<String>,
    /// Its `aria-expanded`.
    pub expanded: Option<String>,
    /// Its `data-state` (a Radix trigger's).
    pub state: Option<String>,
    /// For an `href` with a `#`, whether this page has an element with that id.
    pub hash_target: Option<bool>,
}

/// The text a visitor sees, on the whole page and in the elements asked for.
#[derive(Debug, Clone, Deserialize)]
pub struct PageText {
    /// The whole page's visible text, white space collapsed.
    pub page: String,
    /// For each test id asked for, each element with it, in document order.
    pub within: BTreeMap<String, Vec<ElementText>>,
}

/// The visible text of one element, and of each element inside it.
#[derive(Debug, Clone, Deserialize)]
pub struct ElementText {
    /// Its visible text.
    pub text: String,
    /// The distinct visible texts of the elements inside it, when asked for (80 characters at
    /// most: names and figures, not paragraphs).
    pub names: Vec<String>,
}

/// One read of [`SitePage::reads`]: what it found, or what it threw.
#[derive(Deserialize)]
struct Read<T> {
    ok: Option<T>,
    error: Option<String>,
}

impl<T> From<Read<T>> for Result<T, String> {
    fn from(read: Read<T>) -> Self {
        match (read.ok, read.error) {
            (Some(value), _) => Ok(value),
            (None, error) => Err(error.unwrap_or_else(|| "the read returned nothing".to_owned())),
        }
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct RawReads {
    headings: Read<Vec<String>>,
    shows_navigation: Read<bool>,
    shows_footer: Read<bool>,
    section_ids: Read<Vec<String>>,
    missing_anchors: Read<Vec<String>>,
    card_counts: Read<Vec<usize>>,
    plan_cards: Read<BTreeMap<String, Vec<PlanCard>>>,
    controls: Read<Vec<Control>>,
    texts: Read<PageText>,
}

/// What [`SitePage::reads`] found: each read, or the error it threw in the page.
#[derive(Debug, Clone)]
pub struct PageReads {
    /// The rendered text of every `<h1>`.
    pub headings: Result<Vec<String>, String>,
    /// Whether the fixed site navigation is shown.
    pub shows_navigation: Result<bool, String>,
    /// Whether the site footer is shown.
    pub shows_footer: Result<bool, String>,
    /// The `data-testid` of every section landmark and the hero, in document order.
    pub section_ids: Result<Vec<String>, String>,
    /// The anchor ids asked for that no element carries.
    pub missing_anchors: Result<Vec<String>, String>,
    /// How many elements in the main content carry each card `data-testid` asked for.
    pub card_counts: Result<BTreeMap<String, usize>, String>,
    /// Each plan card of each plan grid asked for.
    pub plan_cards: Result<BTreeMap<String, Vec<PlanCard>>, String>,
    /// Every link and button on the page.
    pub controls: Result<Vec<Control>, String>,
    /// The visible text of the page and of the elements asked for.
    pub texts: Result<PageText, String>,
}

impl SitePage {
    /// Everything the route-wide checks read from the page as it is now, in one script and
    /// so one WebDriver round trip: `anchors` are the ids the page must carry, `cards` the
    /// `data-testid`s of the cards to count in the main content, `plan_sets` the plan grids
    /// to read, and `text_scopes` the `data-testid`s whose elements' visible text to read
    /// (with the texts of the elements inside them when the flag is set). Each read is made
    /// on its own, so one that throws fails alone.
    pub async fn reads(
        &self,
        anchors: &[String],
        cards: &[String],
        plan_sets: &[String],
        text_scopes: &[(String, bool)],
    ) -> Result<PageReads> {
        let raw: RawReads = self
            .read(
                "the page",
                READS,
                "reads",
                vec![
                    anchors.into(),
                    cards.into(),
                    plan_sets.into(),
                    serde_json::json!(text_scopes),
                ],
            )
            .await?;
        Ok(PageReads {
            headings: raw.headings.into(),
            shows_navigation: raw.shows_navigation.into(),
            shows_footer: raw.shows_footer.into(),
            section_ids: raw.section_ids.into(),
            missing_anchors: raw.missing_anchors.into(),
            card_counts: Result::from(raw.card_counts)
                .map(|counts: Vec<usize>| cards.iter().cloned().zip(counts).collect()),
            plan_cards: raw.plan_cards.into(),
            controls: raw.controls.into(),
            texts: raw.texts.into(),
        })
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
        self.read("the controls", READS, "controls", Vec::new())
            .await
    }

    /// The page's visible text as it is now, and that of the elements `scopes` name (see
    /// [`SitePage::reads`]).
    pub async fn texts(&self, scopes: &[(String, bool)]) -> Result<PageText> {
        self.read("the text", READS, "texts", vec![serde_json::json!(scopes)])
            .await
    }

    /// Every link on the page: where it goes as written, its `target`, its `rel` and its
    /// `data-testid`.
    pub async fn links(&self) -> Result<Vec<LinkInfo>> {
        self.browser().call(READS, "links", Vec::new()).await
    }

    /// The rendered text of every `<h1>` on the page (a page must have exactly one).
    pub async fn headings(&self) -> Result<Vec<String>> {
        self.browser().call(READS, "headings", Vec::new()).await
    }
}

/// What scrolling runs in the page (see [`Browser::call`](crate::browser::Browser::call)).
const SCROLLING: &str = include_str!("../inject/scrolling.js");

/// Where a page came to rest after a jump to one of its sections.
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Landing {
    /// The section's top, from the top of the viewport, in CSS pixels.
    pub top: f64,
    /// The fixed navigation's height.
    pub nav: f64,
    /// Whether the page is scrolled as far down as it goes, so a section near its end cannot
    /// rise any higher.
    pub at_bottom: bool,
    /// The viewport's height.
    pub viewport: f64,
}

impl Landing {
    /// Whether the section came to rest just below the navigation (within `slack` pixels), or,
    /// on a page that cannot scroll further, at least shows its top below the navigation.
    pub fn is_below_nav(&self, slack: f64) -> bool {
        let below_nav = self.top >= self.nav - 1.0;
        below_nav && (self.top <= self.nav + slack || (self.at_bottom && self.top < self.viewport))
    }
}

impl SitePage {
    /// Jumps to `y` without animation, as a visitor's earlier scrolling would have.
    pub async fn scroll_to(&self, y: f64) -> Result<()> {
        self.browser()
            .call(SCROLLING, "scrollTo", vec![y.into()])
            .await
    }

    /// Waits, inside the page, until `scrollY` has not changed for ten animation frames,
    /// and returns it. Fails after five seconds of continuous movement.
    pub async fn wait_until_scroll_settles(&self) -> Result<f64> {
        self.browser().call(SCROLLING, "settle", Vec::new()).await
    }

    /// Where the page rests against the element with `id`: its top, the navigation's height
    /// and whether the page is scrolled to its end.
    pub async fn landing(&self, id: &str) -> Result<Landing> {
        self.read(
            &format!("where #{id} landed"),
            SCROLLING,
            "landing",
            vec![id.into()],
        )
        .await
    }

    /// The page's full height in CSS pixels.
    pub async fn page_height(&self) -> Result<f64> {
        self.browser()
            .call(SCROLLING, "pageHeight", Vec::new())
            .await
    }

    /// How far down the page, in CSS pixels, the element with `data-testid=test_id` starts.
    pub async fn top_of(&self, test_id: &str) -> Result<f64> {
        self.browser()
            .call(SCROLLING, "topOf", vec![test_id.into()])
            .await
            .with_context(|| format!("{}: cannot find where {test_id:?} starts", self.route()))
    }
}
