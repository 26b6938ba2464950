//! The site's route table and config (`site/src/config/route-table.json` and
//! `site/src/config/site.json`, read by the `facts` crate at compile time), with the checks
//! serving needs.
//!
//! The site, the harness and this server share those files, so the CSP `frame-src` always
//! allows exactly the embeds the site uses, and the server answers 200 for exactly the
//! site's routes, with nothing to keep in step by hand.

use anyhow::{Context, Result};

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

/// The origins (`scheme://host[:port]`) of every frame the site embeds, sorted and
/// without repeats.
pub fn embed_origins() -> Result<Vec<String>> {
    let site = facts::site::site_config()?;
    let mut origins = site
        .embeds
        .addresses()
        .into_iter()
        .map(origin_of)
        .collect::<Result<Vec<_>>>()?;
    origins.sort();
    origins.dedup();
    Ok(origins)
}

/// The origin of an absolute `http(s)` URL: everything before the path.
fn origin_of(url: &str) -> Result<String> {
    let (scheme, rest) = url
        .split_once("://")
        .filter(|(scheme, _)| matches!(*scheme, "http" | "https"))
        .with_context(|| format!("embed address {url:?} is not an absolute http(s) URL"))?;
    let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
    anyhow::ensure!(!authority.is_empty(), "embed address {url:?} has no host");
    Ok(format!("{scheme}://{authority}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn origins_drop_paths_queries_and_fragments() {
        assert_eq!(
            origin_of("https://forms.example.com/a/b?x=1#y").expect("valid"),
            "https://forms.example.com"
        );
        assert_eq!(
            origin_of("http://127.0.0.1:9000/embed").expect("valid"),
            "http://127.0.0.1:9000"
        );
        assert!(origin_of("javascript:alert(1)").is_err());
        assert!(origin_of("https:///path").is_err());
    }

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

    #[test]
    fn the_site_config_names_every_embed_origin() {
        let origins = embed_origins().expect("site.json parses");
        assert!(!origins.is_empty());
        assert!(origins.iter().all(|origin| origin.starts_with("https://")));
    }
}
