//! The machine-readable expectations in `specs/`, written from the product spec. Every
//! expectation has an id, and test messages cite it. They are read at run time from the
//! checkout, so editing a spec rebuilds nothing.

use anyhow::{Context, Result};
use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};

/// What one route must show (`specs/routes.json`).
#[derive(Debug, Clone, Deserialize)]
pub struct RouteSpec {
    /// The expectation id, such as `ROUTE-HOME`.
    pub id: String,
    /// The route table id.
    pub route: String,
    /// What the route is about, in the spec's words: its `<title>` must name it
    /// (`SEO-TITLE-OWN`).
    pub subject: String,
    /// The route table path (`*` for the catch-all).
    pub path: String,
    /// The HTTP status the server answers.
    pub status: u16,
    /// The exact text of the page's one `<h1>`.
    pub h1: String,
    /// The `data-testid`s of sections that must appear, in this order.
    #[serde(default)]
    pub sections: Vec<String>,
    /// How many of each card (by `data-testid`) the page's main content shows.
    #[serde(default)]
    pub cards: BTreeMap<String, usize>,
    /// Element ids the page must have, as anchor targets.
    #[serde(default)]
    pub anchors: Vec<String>,
    /// Plan grids (`data-plan-set`) whose popular plans alone carry the badge.
    #[serde(default)]
    pub plan_sets: Vec<String>,
}

#[derive(Deserialize)]
struct RoutesFile {
    routes: Vec<RouteSpec>,
}

/// Every route's expectations, from `specs/routes.json`.
pub fn routes() -> Result<Vec<RouteSpec>> {
    Ok(crate::read::<RoutesFile>("specs/routes.json")?.routes)
}

/// What a catalogued link or button does when a visitor uses it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Does {
    /// A link to an anchor on its own page: it scrolls there and sets the hash.
    Scroll,
    /// A link to a page of the site (another, or its own without a hash).
    Navigate,
    /// A link to another site, opened in a new tab.
    NewTab,
    /// A `mailto:` link to the config's e-mail.
    Mail,
    /// A `tel:` link to the config's phone.
    Call,
    /// A button that opens a dialog.
    Dialog,
    /// A button that shows a tooltip.
    Tooltip,
    /// A button that loads a video or a form in place.
    Load,
    /// A button that opens and closes a menu.
    Toggle,
    /// A button inside a dialog that closes it.
    Close,
}

impl Does {
    /// Whether a visitor meets this control as a button; otherwise it is a link.
    pub fn is_button(self) -> bool {
        matches!(
            self,
            Does::Dialog | Does::Tooltip | Does::Load | Does::Toggle | Does::Close
        )
    }
}

/// Where a catalogued control goes: at most one of these is set, and a button has none.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Destination {
    /// The exact `href`, for the site's own pages and anchors.
    pub href: Option<String>,
    /// The key in the site config's `links`, for another site's address.
    pub config_link: Option<String>,
    /// The key in the site config's `embeds`: for a link, the form's own address
    /// (`eventLead`); for a load button, the frame it loads (`aboutVideo`, `hireVideo`,
    /// `applicationFrame`, `eventLead`).
    pub embed: Option<String>,
}

/// A navigation or footer control that must exist on every route (`specs/links.json`).
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LinkSpec {
    /// The expectation id, such as `NAV-ABOUT`.
    pub id: String,
    /// The control's `data-testid`.
    pub test_id: String,
    /// Its visible label, as the spec words it (`{email}` and `{phone}` as in actions); empty
    /// for an icon.
    pub label: String,
    /// The text its tooltip shows, for an icon button whose tooltip names it.
    pub tooltip: Option<String>,
    /// What it does; a link with a `configLink` opens a new tab, any other navigates.
    pub does: Option<Does>,
    /// When a visitor sees it without doing anything: at every width unless it says
    /// otherwise.
    #[serde(default)]
    pub shown: Shown,
    /// Where it goes.
    #[serde(flatten)]
    pub to: Destination,
}

/// When a navigation or footer control is on screen, so that one hidden when it should show
/// fails, and its label is compared.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Shown {
    /// At every width.
    #[default]
    Always,
    /// At desktop width only: the navigation bar's links, which the phone's menu replaces.
    Desktop,
    /// At phone width only: the mobile menu's toggle.
    Phone,
    /// Once the menu it is in is open: the dropdown's and the mobile menu's items.
    InMenu,
    /// Once it has focus: the skip link.
    OnFocus,
}

impl LinkSpec {
    /// What the control does, as written or as its destination implies.
    pub fn does(&self) -> Does {
        match (self.does, &self.to.config_link) {
            (Some(does), _) => does,
            (None, Some(_)) => Does::NewTab,
            (None, None) => Does::Navigate,
        }
    }
}

/// A call to action inside a route's main content (`specs/actions.json`).
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ActionSpec {
    /// The expectation id, such as `CTA-HOME-JOIN`.
    pub id: String,
    /// Where the product spec (or `specs/decisions.md`) asks for it.
    pub spec: String,
    /// The route id of the page it is on.
    pub route: String,
    /// The `data-testid` of the hero or section it is in, or `main`.
    pub section: String,
    /// `link` or `button`, as assistive technology announces it.
    pub role: String,
    /// Its visible label; `{email}` and `{phone}` stand for the config's contact details.
    pub label: String,
    /// What it does.
    pub does: Does,
    /// Where it goes.
    #[serde(flatten)]
    pub to: Destination,
    /// For a dialog button, the `data-testid` of the dialog it opens.
    pub opens: Option<String>,
    /// For a dialog button, the accessible name of the dialog it opens.
    pub dialog: Option<String>,
}

#[derive(Deserialize)]
struct ActionsFile {
    actions: Vec<ActionSpec>,
}

/// Every call to action, from `specs/actions.json`.
pub fn actions() -> Result<Vec<ActionSpec>> {
    Ok(crate::read::<ActionsFile>("specs/actions.json")?.actions)
}

/// A figure or fact the spec fixes, shown as text on its routes (`specs/facts.json`).
#[derive(Debug, Clone, Deserialize)]
pub struct FactSpec {
    /// The expectation id, such as `FACT-PLAN-LAUNCH-PRICE`.
    pub id: String,
    /// The product spec's section.
    pub spec: String,
    /// The spec's own words for it.
    pub says: String,
    /// The route ids that show it; `*` is every route.
    pub routes: Vec<String>,
    /// The `data-testid` of the element (a card) it must be in, if not anywhere.
    pub within: Option<String>,
    /// Picks, among those elements, the one with an element whose whole text is this.
    pub named: Option<String>,
    /// Whether the text is the whole text of a heading (inside `within`, if given).
    #[serde(default)]
    pub heading: bool,
    /// The text, as a whole phrase of what the visitor sees, in the spec's words.
    pub text: String,
    /// How many items of a kind the element `within` holds, where the spec counts them.
    pub count: Option<CountSpec>,
    /// Why `text` is the site's wording rather than a phrase of `says`; `specs/decisions.md`
    /// names every such fact.
    pub wording: Option<String>,
}

/// How many elements with a `data-testid` a fact's element holds (the 5 and 6 points of the
/// two explainers on /learn-more).
#[derive(Debug, Clone, Deserialize)]
pub struct CountSpec {
    /// The items' `data-testid`.
    pub of: String,
    /// How many there are.
    pub is: usize,
}

impl FactSpec {
    /// Whether the fact is shown on the route with this id.
    pub fn is_on(&self, route: &str) -> bool {
        self.routes.iter().any(|r| r == "*" || r == route)
    }
}

#[derive(Deserialize)]
struct FactsFile {
    facts: Vec<FactSpec>,
}

/// Every fixed figure and fact, from `specs/facts.json`.
pub fn fixed_facts() -> Result<Vec<FactSpec>> {
    Ok(crate::read::<FactsFile>("specs/facts.json")?.facts)
}

/// The navigation and footer links, from `specs/links.json`, by the region they are in.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Links {
    /// The top navigation's bar (and the skip link before it).
    pub nav: Vec<LinkSpec>,
    /// The mobile menu that the bar's toggle opens.
    pub mobile_menu: Vec<LinkSpec>,
    /// The footer's links.
    pub footer: Vec<LinkSpec>,
}

/// The part of every page outside `<main>` that a navigation or footer control is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Region {
    /// The top navigation's bar, and the skip link before it.
    Nav,
    /// The mobile menu.
    MobileMenu,
    /// The footer.
    Footer,
}

impl Region {
    /// The region's name as the page reads report it.
    pub fn name(self) -> &'static str {
        match self {
            Region::Nav => "nav",
            Region::MobileMenu => "mobile-menu",
            Region::Footer => "footer",
        }
    }
}

impl Links {
    /// Every link with its region, in the file's order.
    pub fn by_region(self) -> Vec<(Region, LinkSpec)> {
        let in_region = |region: Region, links: Vec<LinkSpec>| {
            links.into_iter().map(move |link| (region, link))
        };
        in_region(Region::Nav, self.nav)
            .chain(in_region(Region::MobileMenu, self.mobile_menu))
            .chain(in_region(Region::Footer, self.footer))
            .collect()
    }
}

/// The navigation and footer links.
pub fn links() -> Result<Links> {
    crate::read("specs/links.json")
}

/// One animated counter (spec §9).
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CounterSpec {
    /// The expectation id, such as `COUNTER-NET-SALES`.
    pub id: String,
    /// The counter's `data-testid`.
    pub test_id: String,
    /// The value it counts to.
    pub end: u64,
    /// Text before the number.
    pub prefix: String,
    /// Text after the number.
    pub suffix: String,
    /// The exact final text.
    pub r#final: String,
    /// The label under it.
    pub label: String,
}

/// One social button (spec §2 footer, §8).
#[derive(Debug, Clone, Deserialize)]
pub struct SocialSpec {
    /// The expectation id, such as `SOCIAL-FACEBOOK`.
    pub id: String,
    /// `facebook`, `instagram` or `x`.
    pub network: String,
    /// The exact alert when opening fails.
    pub alert: String,
}

/// One delay, step count or stagger the spec fixes. The site's `src/lib/spec-delays.ts` and
/// the harness's `src/base/spec_delays.rs` are generated from these ([`delays_typescript`],
/// [`delays_rust`]).
#[derive(Debug, Clone, Deserialize)]
pub struct DelaySpec {
    /// The constant's name on both sides, such as `SCROLL_DELAY_MS`.
    pub name: String,
    /// Its value: milliseconds, or a count for `COUNTER_STEPS`.
    pub value: u64,
    /// The product spec's sections.
    pub spec: String,
    /// What it is, as one sentence.
    pub says: String,
}

/// The first line of both generated delay modules.
const GENERATED: &str = "Generated from specs/behaviour.json by the tidy test \
                         `the_delay_modules_are_generated_from_specs`; edit the JSON, not this file.";

/// The site's module of the spec's delays (`site/src/lib/spec-delays.ts`).
pub fn delays_typescript(delays: &[DelaySpec]) -> String {
    let mut text = format!("// {GENERATED}\n");
    for delay in delays {
        text.push_str(&format!(
            "\n/** Spec {}: {} */\nexport const {} = {};\n",
            delay.spec, delay.says, delay.name, delay.value
        ));
    }
    text
}

/// The harness's module of the spec's delays (`harness/src/base/spec_delays.rs`).
pub fn delays_rust(delays: &[DelaySpec]) -> String {
    let mut text = format!(
        "//! The spec's delays, step count and stagger, as the site has them.\n//!\n//! {GENERATED}\n"
    );
    for delay in delays {
        text.push_str(&format!(
            "\n/// Spec {}: {}\npub const {}: u64 = {};\n",
            delay.spec, delay.says, delay.name, delay.value
        ));
    }
    text
}

/// One embedded third-party form that loads when the visitor asks (spec §2, §7).
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EmbedSpec {
    /// The expectation id, such as `EMBED-APPLICATION`.
    pub id: String,
    /// The route id of the page holding it.
    pub route: String,
    /// The `data-testid` of its box.
    pub test_id: String,
    /// Its key under `embeds` in the site config.
    pub config: String,
    /// The frame's size, where the spec fixes one (§2 /contact, §7: 640 x 7723).
    #[serde(default)]
    pub frame: Option<Size>,
}

/// A width and height the spec fixes: CSS pixels for a frame, or the two terms of a ratio.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub struct Size {
    /// The width, or the ratio's first term.
    pub width: u32,
    /// The height, or the ratio's second term.
    pub height: u32,
}

/// The aspect ratio of the site's videos (spec §2, §7, §9: 16:9).
#[derive(Debug, Clone, Deserialize)]
pub struct VideoSpec {
    /// The expectation id, `VIDEO-RATIO`.
    pub id: String,
    /// Width and height in lowest terms.
    pub ratio: Size,
}

/// The expectations on behaviour, from `specs/behaviour.json`.
#[derive(Debug, Clone, Deserialize)]
pub struct Behaviour {
    /// The four counters of /our-results.
    pub counters: Vec<CounterSpec>,
    /// The three social buttons.
    pub social: Vec<SocialSpec>,
    /// The delays the site and the harness both hold.
    pub delays: Vec<DelaySpec>,
    /// The embedded forms that load on request.
    pub embeds: Vec<EmbedSpec>,
    /// The videos' aspect ratio.
    pub video: VideoSpec,
}

/// The expectations on behaviour.
pub fn behaviour() -> Result<Behaviour> {
    crate::read("specs/behaviour.json")
}

/// One check a test cites that no other file in `specs/` lists (`specs/checks.json`).
#[derive(Debug, Clone, Deserialize)]
pub struct CheckSpec {
    /// The expectation id, such as `NAV-ANCHOR-PUSH`.
    pub id: String,
    /// The product spec's section.
    pub spec: String,
    /// What must hold, as one sentence.
    pub says: String,
}

/// A family of ids derived from another spec file, such as `<route id>-SECTIONS`.
#[derive(Debug, Clone, Deserialize)]
pub struct DerivedSpec {
    /// The id's pattern.
    pub pattern: String,
    /// The spec file it is derived from.
    pub from: String,
    /// What must hold, as one sentence.
    pub says: String,
}

/// The checks catalogue, from `specs/checks.json`.
#[derive(Debug, Clone, Deserialize)]
pub struct Checks {
    /// The checks, each with its own id.
    pub checks: Vec<CheckSpec>,
    /// The id families derived from other spec files.
    #[serde(default)]
    pub derived: Vec<DerivedSpec>,
}

/// The checks catalogue.
pub fn checks() -> Result<Checks> {
    crate::read("specs/checks.json")
}

/// Every check id of `specs/`: each `"id"` in any of its JSON files (a catalogue added there
/// counts at once), and each id derived from a route by the `<route id>-...` patterns of
/// `specs/checks.json`.
pub fn known_ids() -> Result<BTreeSet<String>> {
    let dir = crate::workspace::root().join("specs");
    let mut known = BTreeSet::new();
    let entries =
        std::fs::read_dir(&dir).with_context(|| format!("cannot list {}", dir.display()))?;
    for entry in entries {
        let path = entry.context("cannot list specs/")?.path();
        let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
            continue;
        };
        if name.ends_with(".json") {
            let value: serde_json::Value = crate::read(&format!("specs/{name}"))?;
            ids_in(&value, &mut known);
        }
    }
    for ids in families()?.into_values() {
        known.extend(ids);
    }
    Ok(known)
}

/// Every `"id"` value anywhere in a JSON document.
fn ids_in(value: &serde_json::Value, into: &mut BTreeSet<String>) {
    match value {
        serde_json::Value::Object(map) => {
            for (key, item) in map {
                if let (true, Some(id)) = (key == "id", item.as_str()) {
                    into.insert(id.to_owned());
                }
                ids_in(item, into);
            }
        }
        serde_json::Value::Array(items) => items.iter().for_each(|item| ids_in(item, into)),
        _ => {}
    }
}

/// The families of ids a test can cite as a whole, by their pattern: `<fact id>` is every
/// fact of `specs/facts.json`, `<route id>-CARDS` every route's cards check. A test that
/// walks a catalogue checks each of its ids without naming one, and cites the pattern
/// instead. The patterns are those of `derived` in `specs/checks.json`, with `<route id>`
/// and `<social id>`, whose ids their files list.
pub fn families() -> Result<BTreeMap<String, Vec<String>>> {
    let routes: Vec<String> = routes()?.into_iter().map(|route| route.id).collect();
    let behaviour = behaviour()?;
    let links = links()?;
    let mut families = BTreeMap::new();
    for derived in checks()?.derived {
        let ids = match derived.pattern.as_str() {
            "<counter id>" => behaviour.counters.iter().map(|c| c.id.clone()).collect(),
            "<link id>" => links
                .nav
                .iter()
                .chain(&links.footer)
                .map(|link| link.id.clone())
                .collect(),
            "<action id>" => actions()?.into_iter().map(|action| action.id).collect(),
            "<fact id>" => fixed_facts()?.into_iter().map(|fact| fact.id).collect(),
            pattern => match pattern.strip_prefix("<route id>") {
                Some(suffix) => routes.iter().map(|id| format!("{id}{suffix}")).collect(),
                // A new catalogue's ids are known from its file; its family is added here.
                None => continue,
            },
        };
        families.insert(derived.pattern, ids);
    }
    families.insert("<route id>".to_owned(), routes);
    families.insert(
        "<social id>".to_owned(),
        behaviour.social.into_iter().map(|s| s.id).collect(),
    );
    Ok(families)
}

/// Every sentence of the product spec's §1-§9, in the spec's order, with the checks that
/// exercise it or why none does (`specs/spec-map.json`).
#[derive(Debug, Clone, Deserialize)]
pub struct SpecMap {
    /// The spec's sections and their parts, in order.
    pub sections: Vec<MappedSection>,
}

/// One section of the spec, or one part of it under a `###` heading.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MappedSection {
    /// As `facts::spec_text` names it: `§2 Hire (/hire)`.
    pub section: String,
    /// Its sentences, in order.
    pub sentences: Vec<MappedSentence>,
}

/// One sentence of the spec and how it is checked. It names checks, or says why none can or
/// what no check reads yet; it may do both, when checks cover part of it.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MappedSentence {
    /// The sentence, exactly as `facts::spec_text` splits and normalises it.
    pub says: String,
    /// The ids of the checks that exercise it.
    #[serde(default)]
    pub checks: Vec<String>,
    /// What the site does where the spec leaves it open, or how the checks read the sentence.
    pub note: Option<String>,
    /// What of it no check reads yet, and why.
    pub uncovered: Option<String>,
    /// Why no browser check can exercise it: it states an absence, or belongs to a
    /// provider's form.
    pub no_browser_check: Option<String>,
}

impl MappedSentence {
    /// Whether the entry says how the sentence is checked, or why it is not.
    pub fn is_answered(&self) -> bool {
        !self.checks.is_empty() || self.uncovered.is_some() || self.no_browser_check.is_some()
    }
}

/// The spec map, from `specs/spec-map.json`.
pub fn spec_map() -> Result<SpecMap> {
    crate::read("specs/spec-map.json")
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_derived_pattern_is_a_family_and_the_families_are_known_ids() {
        let families = super::families().expect("the families resolve");
        let known = super::known_ids().expect("the ids are readable");
        for derived in super::checks().expect("checks.json").derived {
            let ids = families.get(&derived.pattern).unwrap_or_else(|| {
                panic!(
                    "{} of specs/checks.json is not a family of facts::specs::families",
                    derived.pattern
                )
            });
            assert!(!ids.is_empty(), "{} has no ids", derived.pattern);
            assert!(ids.iter().all(|id| known.contains(id)), "{ids:?}");
        }
        assert!(families["<route id>-CARDS"].contains(&"ROUTE-HIRE-CARDS".to_owned()));
        assert!(families["<social id>"].contains(&"SOCIAL-X".to_owned()));
    }

    #[test]
    fn every_spec_file_parses() {
        assert!(!super::routes().expect("routes.json").is_empty());
        assert!(!super::links().expect("links.json").nav.is_empty());
        assert!(
            !super::behaviour()
                .expect("behaviour.json")
                .delays
                .is_empty()
        );
        assert!(!super::checks().expect("checks.json").checks.is_empty());
        assert!(!super::actions().expect("actions.json").is_empty());
        assert!(!super::fixed_facts().expect("facts.json").is_empty());
        assert!(
            !super::spec_map()
                .expect("spec-map.json")
                .sections
                .is_empty()
        );
    }
}
