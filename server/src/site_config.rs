//! The site's one config file, `site/src/config/site.json`, read at compile time.
//!
//! The site, the harness and this server share that file, so the CSP `frame-src` always
//! allows exactly the embeds the site uses, with nothing to keep in step by hand.

use anyhow::{Context, Result};
use serde::Deserialize;

const SITE_JSON: &str = include_str!("../../site/src/config/site.json");

#[derive(Deserialize)]
struct SiteJson {
    embeds: Embeds,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Embeds {
    application_frame: Frame,
    event_lead: EventLead,
    about_video: String,
    hire_video: String,
}

#[derive(Deserialize)]
struct Frame {
    src: String,
}

#[derive(Deserialize)]
struct EventLead {
    base: String,
}

/// The origins (`scheme://host[:port]`) of every frame the site embeds, sorted and
/// without repeats.
pub fn embed_origins() -> Result<Vec<String>> {
    let site: SiteJson =
        serde_json::from_str(SITE_JSON).context("site/src/config/site.json is malformed")?;
    let embeds = site.embeds;
    let mut origins = [
        embeds.application_frame.src,
        embeds.event_lead.base,
        embeds.about_video,
        embeds.hire_video,
    ]
    .iter()
    .map(|url| origin_of(url))
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
    fn the_site_config_names_every_embed_origin() {
        let origins = embed_origins().expect("site.json parses");
        assert!(!origins.is_empty());
        assert!(origins.iter().all(|origin| origin.starts_with("https://")));
    }
}
