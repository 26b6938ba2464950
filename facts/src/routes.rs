//! The site's route table, `site/src/config/route-table.json`: each route's id, path, file,
//! page, title and description. The prerender renders a file per row, `hive-server` serves
//! them, and the harness and the gates visit them.

use anyhow::Result;
use serde::Deserialize;

/// The route table's path in the repository.
pub const FILE: &str = "site/src/config/route-table.json";

/// The table as it was when this crate was built; cargo rebuilds on every change to it.
const TEXT: &str = include_str!("../../site/src/config/route-table.json");

/// The path of the catch-all row, whose file is the 404 page.
pub const CATCH_ALL: &str = "*";

/// A path no route will ever claim, which opens the 404 page.
pub const UNKNOWN_PATH: &str = "/no-such-page/for-the-hive";

/// One row of the route table.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
pub struct Route {
    /// The route id, such as `home` or `not-found`, as `specs/routes.json` names it.
    pub id: String,
    /// The URL path, such as `/` or `/contact`, or [`CATCH_ALL`] for the 404 page.
    pub path: String,
    /// The prerendered file under `dist/`, such as `contact.html`.
    pub file: String,
    /// The page component's source file, under `site/`.
    pub page: String,
    /// The document title.
    pub title: String,
    /// The meta description.
    pub description: String,
}

impl Route {
    /// True for the catch-all row, whose file is the body of HTML 404s.
    pub fn is_catch_all(&self) -> bool {
        self.path == CATCH_ALL
    }

    /// A path that opens this route: its own, or [`UNKNOWN_PATH`] for the catch-all.
    pub fn sample_path(&self) -> &str {
        if self.is_catch_all() {
            UNKNOWN_PATH
        } else {
            &self.path
        }
    }
}

/// Every route, in the table's order, the catch-all row included.
pub fn route_table() -> Result<Vec<Route>> {
    crate::parse(FILE, TEXT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_catch_all_samples_a_path_no_route_claims() {
        let routes = route_table().expect("the route table parses");
        let catch_all = routes.iter().find(|r| r.is_catch_all()).expect("a 404 row");
        assert_eq!(catch_all.sample_path(), UNKNOWN_PATH);
        assert!(!routes.iter().any(|r| r.path == UNKNOWN_PATH));
    }
}
