//! The machine-readable expectations in `specs/`, written from the product spec and read by
//! `facts::specs`. Every expectation has an id, and test messages cite it.

use crate::base::routes::Route;
use anyhow::{Context, Result};

pub use facts::specs::{
    CounterSpec, EmbedSpec, LinkSpec, RouteSpec, Size, SocialSpec, VideoSpec, routes,
};

/// The navigation and footer links (`specs/links.json`).
pub fn links() -> Result<(Vec<LinkSpec>, Vec<LinkSpec>)> {
    let links = facts::specs::links()?;
    Ok((links.nav, links.footer))
}

/// The expectations for one route.
pub fn route(route: Route) -> Result<RouteSpec> {
    routes()?
        .into_iter()
        .find(|spec| spec.route == route.id())
        .with_context(|| format!("specs/routes.json has no entry for route {}", route.id()))
}

/// How many of the card with `data-testid=card` `route` shows in its main content, as
/// `specs/routes.json` counts them: the length a check over those cards must first find.
pub fn card_count(route: Route, card: &str) -> Result<usize> {
    self::route(route)?
        .cards
        .get(card)
        .copied()
        .with_context(|| format!("specs/routes.json counts no {card} on route {}", route.id()))
}

/// The four counters of /our-results.
pub fn counters() -> Result<Vec<CounterSpec>> {
    Ok(facts::specs::behaviour()?.counters)
}

/// The three social buttons.
pub fn social() -> Result<Vec<SocialSpec>> {
    Ok(facts::specs::behaviour()?.social)
}

/// The embedded forms that load on request.
pub fn embeds() -> Result<Vec<EmbedSpec>> {
    Ok(facts::specs::behaviour()?.embeds)
}

/// The videos' aspect ratio.
pub fn video() -> Result<VideoSpec> {
    Ok(facts::specs::behaviour()?.video)
}
