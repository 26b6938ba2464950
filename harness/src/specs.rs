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
