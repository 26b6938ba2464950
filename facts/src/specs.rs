//! The machine-readable expectations in `specs/`, written from the product spec. Every
//! expectation has an id, and test messages cite it. They are read at run time from the
//! checkout, so editing a spec rebuilds nothing.

use anyhow::Result;
use serde::Deserialize;
use std::collections::BTreeMap;

/// What one route must show (`specs/routes.json`).
#[derive(Debug, Clone, Deserialize)]
pub struct RouteSpec {
    /// The expectation id, such as `ROUTE-HOME`.
    pub id: String,
    /// The route table id.
    pub route: String,
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

/// A link that must exist with an exact target (`specs/links.json`).
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LinkSpec {
    /// The expectation id, such as `NAV-ABOUT`.
    pub id: String,
    /// The link's `data-testid`.
    pub test_id: String,
    /// The exact `href`, for internal links.
    pub href: Option<String>,
    /// The key in the site config's `links`, for external links (which open in a new tab).
    pub config_link: Option<String>,
}

/// The navigation and footer links, from `specs/links.json`.
#[derive(Debug, Clone, Deserialize)]
pub struct Links {
    /// The top navigation's links.
    pub nav: Vec<LinkSpec>,
    /// The footer's links.
    pub footer: Vec<LinkSpec>,
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

/// One delay the spec fixes, named as in `site/src/lib/timings.ts` and
/// `harness/src/timings.rs`.
#[derive(Debug, Clone, Deserialize)]
pub struct DelaySpec {
    /// The expectation id, such as `DELAY-SCROLL`.
    pub id: String,
    /// The constant's name on both sides, such as `SCROLL_DELAY_MS`.
    pub name: String,
    /// The delay in milliseconds.
    pub ms: u64,
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

#[cfg(test)]
mod tests {
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
    }
}
