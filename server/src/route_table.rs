//! The site's route table (`site/src/config/route-table.json`, read by the `facts` crate at
//! compile time), with the checks serving needs.
//!
//! The site, the harness and this server share that file, so the server answers 200 for
//! exactly the site's routes, with nothing to keep in step by hand.

use anyhow::Result;

pub use facts::routes::Route;

/// The site's route table, in its own order, the catch-all row included.
///
/// Fails if the table is malformed, a path is neither `*` nor an absolute path without a
/// trailing slash, a file is not a top-level `.html` name, or there is not exactly one
/// catch-all row.
pub fn routes() -> Result<Vec<Route>> {
    let routes = facts::routes::route_table()?;
    for route in &routes {
        let path_ok = route.is_catch_all()
            || route.path == "/"
            || (route.path.starts_with('/') && !route.path.ends_with('/'));
        anyhow::ensure!(path_ok, "route path {:?} is not canonical", route.path);
        let file_ok = route.file.ends_with(".html")
            && !route.file.starts_with('.')
            && !route.file.contains(['/', '\\']);
        anyhow::ensure!(
            file_ok,
            "route file {:?} is not a top-level .html file",
            route.file
        );
    }
    let catch_alls = routes.iter().filter(|route| route.is_catch_all()).count();
    anyhow::ensure!(
        catch_alls == 1,
        "the route table has {catch_alls} catch-all rows; it needs exactly one"
    );
    Ok(routes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_route_table_has_home_and_one_catch_all() {
        let routes = routes().expect("route-table.json parses");
        assert!(
            routes
                .iter()
                .any(|route| route.path == "/" && route.file == "index.html")
        );
        assert_eq!(
            routes.iter().filter(|route| route.is_catch_all()).count(),
            1
        );
    }
}
