//! What `xtask/gates/static.mjs` prints, as serde types: every field the gates read is
//! required, so a measure the script stopped emitting fails the run instead of passing as 0.

use serde::Deserialize;

/// The script's output, as far as the gates read it.
#[derive(Debug, Deserialize)]
pub(super) struct StaticFacts {
    /// The site's origin, `https://host` without a trailing slash.
    pub origin: String,
    /// Every route, in route-table order.
    pub pages: Vec<PageFacts>,
    pub sitemap: Sitemap,
    /// The text of `robots.txt`; empty when the file is missing.
    pub robots: String,
}

/// One route's measures.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct PageFacts {
    pub id: String,
    /// The route's path, `*` for the 404 page.
    pub path: String,
    /// The prerendered HTML.
    pub html: Gzipped,
    /// The stylesheets the page links.
    pub css: Vec<MeasuredFile>,
    /// First-load JavaScript: the inline boot script and every chunk it runs before the page
    /// is interactive.
    pub js: Vec<MeasuredFile>,
    /// Chunks the page may load after it is interactive.
    pub later: Vec<MeasuredFile>,
    pub modulepreloads: Vec<String>,
    /// The modulepreloads the page should not have (all of them: it is prerendered).
    pub unneeded_preloads: Vec<String>,
    /// What the page fetches from another origin before any interaction, as the tag or CSS
    /// rule that does.
    pub cross_origin: Vec<String>,
    /// The canonical link's address; `null` when the page has none, as the 404 page must.
    pub canonical: Option<String>,
    pub robots_noindex: bool,
    /// The text of every JSON-LD script, unparsed: its shape is what the checks judge.
    pub json_ld: Vec<String>,
}

/// A size after gzip -9, in bytes.
#[derive(Debug, Deserialize)]
pub(super) struct Gzipped {
    pub gzip: u64,
}

/// A file of `site/dist` (or an inline script) and its size after gzip -9, in bytes.
#[derive(Debug, Deserialize)]
pub(super) struct MeasuredFile {
    pub file: String,
    pub gzip: u64,
}

/// The sitemap, against the canonical URLs it must list.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct Sitemap {
    pub exists: bool,
    /// Whether it is a `urlset` in the sitemaps.org namespace.
    pub well_formed: bool,
    /// The URLs it lists, in order.
    pub listed: Vec<String>,
    /// The route table's canonical URLs, in order.
    pub expected: Vec<String>,
}

/// The total size of `files` after gzip -9, in bytes.
pub(super) fn gzipped(files: &[MeasuredFile]) -> u64 {
    files.iter().map(|file| file.gzip).sum()
}

#[cfg(test)]
pub(super) mod tests {
    //! `FACTS` is the script's output for this site, cut down to the home page (three of its
    //! 27 first-load chunks), the 404 page and the fields the gates read.

    use super::*;
    use crate::gates::site::tests::assert_wrong_shape;
    use crate::gates::site::{STATIC_MJS, parse_report};
    use serde_json::Value;

    /// The recorded output.
    pub(in crate::gates::site) const FACTS: &str = r#"{
        "origin": "https://thehive.example",
        "pages": [
            {
                "id": "home", "path": "/", "file": "index.html",
                "html": {"raw": 58791, "gzip": 12224},
                "css": [{"file": "assets/route-home-SHC8usKYHA.css", "raw": 38024, "gzip": 7533}],
                "js": [
                    {"file": "(inline module script 1)", "raw": 600, "gzip": 368},
                    {"file": "assets/react-dom-BRYnR5aT.js", "raw": 51, "gzip": 71},
                    {"file": "assets/client-CAW0Kpl_.js", "raw": 182003, "gzip": 57650}
                ],
                "later": [{"file": "assets/app-Dq5nGGfk.js", "raw": 90321, "gzip": 28011}],
                "modulepreloads": [],
                "unneededPreloads": [],
                "crossOrigin": [],
                "canonical": "https://thehive.example/",
                "robotsNoindex": false,
                "jsonLd": ["{\"@context\":\"https://schema.org\",\"@type\":\"LocalBusiness\",\"name\":\"The Hive Food Truck Collective\",\"alternateName\":\"The Hive\",\"url\":\"https://thehive.example/\",\"logo\":\"https://thehive.example/favicon.svg\",\"image\":\"https://thehive.example/favicon.svg\",\"email\":\"hello@thehive.example\",\"telephone\":\"+16175550142\",\"address\":{\"@type\":\"PostalAddress\",\"addressLocality\":\"Boston\",\"addressRegion\":\"MA\",\"addressCountry\":\"US\"},\"areaServed\":\"New England\",\"openingHoursSpecification\":[{\"@type\":\"OpeningHoursSpecification\",\"dayOfWeek\":[\"Monday\",\"Tuesday\",\"Wednesday\",\"Thursday\",\"Friday\"],\"opens\":\"09:00\",\"closes\":\"18:00\"}],\"sameAs\":[\"https://facebook.example.com/thehivetrucks\",\"https://instagram.example.com/thehivetrucks\",\"https://x.example.com/thehivetrucks\"]}"]
            },
            {
                "id": "not-found", "path": "*", "file": "404.html",
                "html": {"raw": 11893, "gzip": 3811},
                "css": [{"file": "assets/route-not-found-Bq3u0mJo.css", "raw": 20117, "gzip": 4445}],
                "js": [{"file": "(inline module script 1)", "raw": 600, "gzip": 368}],
                "later": [],
                "modulepreloads": [],
                "unneededPreloads": [],
                "crossOrigin": [],
                "canonical": null,
                "robotsNoindex": true,
                "jsonLd": []
            }
        ],
        "sitemap": {"exists": true, "wellFormed": true,
            "listed": ["https://thehive.example/"], "expected": ["https://thehive.example/"]},
        "robots": "User-agent: *\nAllow: /\n\nSitemap: https://thehive.example/sitemap.xml\n",
        "svgFiles": ["favicon.svg"]
    }"#;

    /// The recorded output as JSON, to edit.
    pub(in crate::gates::site) fn recorded() -> Value {
        serde_json::from_str(FACTS).expect("FACTS is JSON")
    }

    /// The output after `change` has edited it, parsed as the gate parses it.
    pub(in crate::gates::site) fn facts_with(change: impl FnOnce(&mut Value)) -> StaticFacts {
        let mut facts = recorded();
        change(&mut facts);
        parse_report(STATIC_MJS, facts.to_string().as_bytes(), b"").expect("the facts parse")
    }

    #[test]
    fn the_recorded_output_parses() {
        let facts = facts_with(|_| ());
        assert_eq!(facts.pages.len(), 2);
        let home = &facts.pages[0];
        assert_eq!((gzipped(&home.js), home.html.gzip), (58_089, 12_224));
        assert_eq!(facts.pages[1].canonical, None);
    }

    #[test]
    fn a_missing_or_mistyped_measure_is_an_error_naming_the_script() {
        let mut facts = recorded();
        facts["pages"][0]["html"]
            .as_object_mut()
            .expect("html")
            .remove("gzip");
        assert_wrong_shape::<StaticFacts>(
            STATIC_MJS,
            facts.to_string().as_bytes(),
            "missing field `gzip`",
        );

        let mut facts = recorded();
        facts["pages"][0]["js"][1]["gzip"] = "71".into();
        assert_wrong_shape::<StaticFacts>(
            STATIC_MJS,
            facts.to_string().as_bytes(),
            "invalid type: string \"71\", expected u64",
        );
    }

    #[test]
    fn output_that_is_not_json_is_an_error_naming_the_script() {
        let error = parse_report::<StaticFacts>(STATIC_MJS, b"", b"").expect_err("nothing printed");
        let error = format!("{error:#}");
        assert!(
            error.starts_with("xtask/gates/static.mjs printed no JSON report: EOF"),
            "{error}"
        );
    }
}
