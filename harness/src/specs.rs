//! The machine-readable expectations in `specs/`, written from the product spec. Every
//! expectation has an id, and test messages cite it.

use crate::routes::Route;
use crate::workspace;
use anyhow::{Context, Result};
use serde::Deserialize;

/// What one route must show.
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
    pub cards: std::collections::BTreeMap<String, usize>,
    /// Element ids the page must have, as anchor targets.
    #[serde(default)]
    pub anchors: Vec<String>,
    /// Plan grids (`data-plan-set`) whose popular plans alone carry the badge.
    #[serde(default)]
    pub plan_sets: Vec<String>,
}

/// A link that must exist with an exact target.
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

#[derive(Deserialize)]
struct LinksFile {
    nav: Vec<LinkSpec>,
    footer: Vec<LinkSpec>,
}

/// The navigation and footer links (`specs/links.json`).
pub fn links() -> Result<(Vec<LinkSpec>, Vec<LinkSpec>)> {
    let path = workspace::root().join("specs/links.json");
    let text = std::fs::read_to_string(&path)
        .with_context(|| format!("cannot read {}", path.display()))?;
    let file: LinksFile =
        serde_json::from_str(&text).with_context(|| format!("{} is malformed", path.display()))?;
    Ok((file.nav, file.footer))
}

#[derive(Deserialize)]
struct RoutesFile {
    routes: Vec<RouteSpec>,
}

/// Reads `specs/routes.json`.
pub fn routes() -> Result<Vec<RouteSpec>> {
    let path = workspace::root().join("specs/routes.json");
    let text = std::fs::read_to_string(&path)
        .with_context(|| format!("cannot read {}", path.display()))?;
    let file: RoutesFile =
        serde_json::from_str(&text).with_context(|| format!("{} is malformed", path.display()))?;
    Ok(file.routes)
}

/// The expectations for one route.
pub fn route(route: Route) -> Result<RouteSpec> {
    routes()?
        .into_iter()
        .find(|spec| spec.route == route.id())
        .with_context(|| format!("specs/routes.json has no entry for route {}", route.id()))
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

#[derive(Deserialize)]
struct BehaviourFile {
    counters: Vec<CounterSpec>,
    social: Vec<SocialSpec>,
    embeds: Vec<EmbedSpec>,
    video: VideoSpec,
}

fn behaviour() -> Result<BehaviourFile> {
    let path = workspace::root().join("specs/behaviour.json");
    let text = std::fs::read_to_string(&path)
        .with_context(|| format!("cannot read {}", path.display()))?;
    serde_json::from_str(&text).with_context(|| format!("{} is malformed", path.display()))
}

/// The four counters of /our-results.
pub fn counters() -> Result<Vec<CounterSpec>> {
    Ok(behaviour()?.counters)
}

/// The three social buttons.
pub fn social() -> Result<Vec<SocialSpec>> {
    Ok(behaviour()?.social)
}

/// The embedded forms that load on request.
pub fn embeds() -> Result<Vec<EmbedSpec>> {
    Ok(behaviour()?.embeds)
}

/// The videos' aspect ratio.
pub fn video() -> Result<VideoSpec> {
    Ok(behaviour()?.video)
}
