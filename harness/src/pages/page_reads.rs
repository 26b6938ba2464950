//! The shapes of the reads that the route-wide checks and the link checks make of a page
//! (its headings, landmarks, cards, links and buttons and visible text) and their in-page
//! script; `SitePage` makes them.

use anyhow::Result;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The reads (see [`Browser::call`](crate::sessions::browser::Browser::call)), after what
/// they share about what a visitor sees.
pub(super) const READ_SCRIPTS: &str = concat!(
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

/// A control a visitor can activate (a link, a button, or anything focusable that acts on a
/// click), as the visitor meets it, with where it goes.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Control {
    /// `link` or `button`: its role as assistive technology announces it.
    pub role: String,
    /// The words a visitor sees on it, visually hidden words left out.
    pub label: String,
    /// The `data-testid` of the dialog it is in; else of the hero or section of `<main>` it is
    /// in (`main` if none); none outside `<main>`.
    pub section: Option<String>,
    /// Outside `<main>` and its dialogs, the region it is in: `nav`, `mobile-menu` or
    /// `footer` ([`Region::name`](facts::specs::Region::name)).
    pub region: Option<String>,
    /// Whether it is on screen: rendered, not hidden, with a box.
    pub shown: bool,
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
#[derive(Debug, Clone, Default, Deserialize)]
pub struct PageText {
    /// The whole page's visible text, white space collapsed.
    pub page: String,
    /// The visible text of every heading on the page (`h1`-`h6`, `role=heading`).
    pub headings: Vec<String>,
    /// For each test id asked for, each element with it, in document order.
    pub within: BTreeMap<String, Vec<ElementText>>,
}

/// The visible text of one element, and of each element inside it.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct ElementText {
    /// Its visible text.
    pub text: String,
    /// The distinct visible texts of the elements inside it, when asked for (80 characters at
    /// most: names and figures, not paragraphs).
    pub names: Vec<String>,
    /// The visible text of every heading inside it.
    pub headings: Vec<String>,
    /// How many elements it holds of each test id asked for.
    pub counts: BTreeMap<String, usize>,
}

/// An element whose text the fact checks read: its `data-testid`, whether to list the texts
/// of the elements inside it, and the test ids of the items inside it to count.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TextScope(pub String, pub bool, pub Vec<String>);

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
pub(super) struct RawReads {
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

impl PageReads {
    /// The reads as the page script returned them, with the card counts named by `cards`.
    pub(super) fn from_raw(raw: RawReads, cards: &[String]) -> PageReads {
        PageReads {
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
        }
    }
}
