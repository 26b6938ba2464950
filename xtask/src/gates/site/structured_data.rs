//! What search engines read beside the pages: the sitemap, robots.txt, each page's canonical
//! link (or the 404 page's noindex), and the LocalBusiness JSON-LD against the site config.

use super::static_report::{PageFacts, StaticFacts};
use super::{Findings, quoted};
use facts::site_config::SiteConfig;
use serde_json::Value;

/// The values schema.org's `dayOfWeek` takes, as Google reads them.
const WEEKDAYS: [&str; 7] = [
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
];

/// The keys of the site config's `links` that are the business's social profiles, which
/// JSON-LD's `sameAs` must list; a key missing from the config is reported as unlisted.
const SOCIAL_PROFILES: [&str; 3] = ["facebook", "instagram", "x"];

/// The sitemap, robots.txt, canonicals and every JSON-LD block of `facts`, whose
/// LocalBusiness data must agree with the site `config`.
pub(super) fn structured_data(facts: &StaticFacts, config: &SiteConfig) -> Findings {
    let origin = facts.origin.as_str();
    let mut failures = sitemap_failures(facts);
    let mut local_business = 0;
    let mut checked = 0;
    for page in &facts.pages {
        failures.extend(canonical_failure(page, origin));
        let path = &page.path;
        for block in &page.json_ld {
            checked += 1;
            match serde_json::from_str::<Value>(block) {
                Err(error) => failures.push(format!("SEO-JSONLD {path}: not JSON ({error})")),
                Ok(data) => {
                    if data["@type"] == "LocalBusiness" {
                        local_business += 1;
                        for problem in local_business_problems(&data, config, origin) {
                            failures.push(format!("SEO-JSONLD {path}: {problem}"));
                        }
                    }
                }
            }
        }
    }
    if local_business == 0 {
        failures.push("SEO-JSONLD: no page carries LocalBusiness data".to_owned());
    }
    Findings {
        line: format!(
            "structured data: sitemap {} URL(s), {checked} JSON-LD block(s), {local_business} LocalBusiness",
            facts.sitemap.listed.len()
        ),
        failures,
    }
}

/// What is wrong with the sitemap and robots.txt: the sitemap must exist, be well formed
/// and list exactly the canonical URLs, and robots.txt must name it.
fn sitemap_failures(facts: &StaticFacts) -> Vec<String> {
    let sitemap = &facts.sitemap;
    let mut failures = Vec::new();
    if !sitemap.exists {
        failures.push("SEO-SITEMAP: site/dist/sitemap.xml is missing".to_owned());
    } else if !sitemap.well_formed {
        failures.push(
            "SEO-SITEMAP: sitemap.xml is not a urlset in the sitemaps.org namespace".to_owned(),
        );
    }
    if sitemap.listed != sitemap.expected {
        // The lists print as JSON, as they always have in CI logs.
        failures.push(format!(
            "SEO-SITEMAP: sitemap.xml must list exactly the route table's canonical URLs {}, \
             lists {}",
            Value::from(sitemap.expected.as_slice()),
            Value::from(sitemap.listed.as_slice())
        ));
    }
    if !facts
        .robots
        .contains(&format!("Sitemap: {}/sitemap.xml", facts.origin))
    {
        failures.push("SEO-ROBOTS: robots.txt must name the sitemap".to_owned());
    }
    failures
}

/// What is wrong with `page`'s canonical link, if anything: the 404 page must have none and
/// be noindex, every other page's must be its own URL on `origin`.
fn canonical_failure(page: &PageFacts, origin: &str) -> Option<String> {
    let path = &page.path;
    let canonical = page.canonical.as_deref();
    if path == "*" {
        (canonical.is_some() || !page.robots_noindex)
            .then(|| "SEO-404: the 404 page must be noindex, with no canonical".to_owned())
    } else {
        let expected = format!("{origin}{path}");
        (canonical != Some(expected.as_str()))
            .then(|| format!("SEO-CANONICAL {path}: expected {expected}, found {canonical:?}"))
    }
}

/// What Google's LocalBusiness guidelines require (name, a PostalAddress) and recommend
/// (telephone, url, image, opening hours) that `data` lacks, checked against the site
/// `config` on `origin`. `data` stays untyped: its wrong shape is a problem to report.
fn local_business_problems(data: &Value, config: &SiteConfig, origin: &str) -> Vec<String> {
    let mut problems = Vec::new();
    if data["@context"] != "https://schema.org" {
        problems.push(format!(
            "@context must be https://schema.org, is {}",
            data["@context"]
        ));
    }
    if data["name"].as_str().is_none_or(str::is_empty) {
        problems.push("name (required) is missing".to_owned());
    }
    let address = &data["address"];
    if address["@type"] != "PostalAddress" {
        problems.push("address (required) must be a PostalAddress".to_owned());
    }
    for (field, expected) in [
        ("addressLocality", &config.contact.city),
        ("addressRegion", &config.contact.region),
    ] {
        if address[field] != expected.as_str() {
            problems.push(format!(
                "address.{field} must be {}, is {}",
                quoted(expected),
                address[field]
            ));
        }
    }
    if address["addressCountry"].as_str().is_none_or(str::is_empty) {
        problems.push("address.addressCountry is missing".to_owned());
    }
    if data["telephone"] != config.contact.phone.as_str() {
        problems.push(format!(
            "telephone must be {}, is {}",
            quoted(&config.contact.phone),
            data["telephone"]
        ));
    }
    for field in ["url", "image"] {
        let value = data[field].as_str().unwrap_or("");
        if !value.starts_with(&format!("{origin}/")) {
            problems.push(format!("{field} must be an absolute URL on {origin}"));
        }
    }
    let hours = data["openingHoursSpecification"].as_array();
    if hours.is_none_or(Vec::is_empty) {
        problems.push("openingHoursSpecification is missing".to_owned());
    }
    for spec in hours.into_iter().flatten() {
        let valid_days = spec["dayOfWeek"].as_array().is_some_and(|days| {
            days.iter()
                .all(|day| day.as_str().is_some_and(|day| WEEKDAYS.contains(&day)))
        });
        if spec["@type"] != "OpeningHoursSpecification"
            || !valid_days
            || !is_time(&spec["opens"])
            || !is_time(&spec["closes"])
        {
            problems.push(format!("invalid opening hours {spec}"));
        }
    }
    let same_as: Vec<&Value> = data["sameAs"].as_array().into_iter().flatten().collect();
    let socials = SOCIAL_PROFILES.map(|network| config.links.get(network));
    let listed = |social: &Option<&String>| {
        social.is_some_and(|social| same_as.iter().any(|v| v.as_str() == Some(social.as_str())))
    };
    if same_as.len() != socials.len() || !socials.iter().all(listed) {
        problems.push(format!(
            "sameAs must list the social profiles of the site config, lists {}",
            data["sameAs"]
        ));
    }
    problems
}

/// Whether `value` is a time of day as schema.org writes it, `HH:MM`.
fn is_time(value: &Value) -> bool {
    value.as_str().is_some_and(|t| {
        t.len() == 5 && t.as_bytes()[2] == b':' && t.replace(':', "").parse::<u32>().is_ok()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gates::site::static_report::tests::facts_with;
    use serde_json::json;

    /// The findings on the recorded facts after `change` has edited them, against this
    /// site's config, from which the recorded JSON-LD was built.
    fn findings_with(change: impl FnOnce(&mut Value)) -> Findings {
        let config = facts::site_config::site_config().expect("the site config parses");
        structured_data(&facts_with(change), &config)
    }

    /// The failures on the recorded facts after `change` has edited the home page's
    /// LocalBusiness data.
    fn local_business_with(change: impl FnOnce(&mut Value)) -> Vec<String> {
        findings_with(|facts| {
            let block = &mut facts["pages"][0]["jsonLd"][0];
            let mut data: Value =
                serde_json::from_str(block.as_str().expect("a string")).expect("JSON");
            change(&mut data);
            *block = data.to_string().into();
        })
        .failures
    }

    #[test]
    fn the_recorded_facts_pass() {
        let findings = findings_with(|_| ());
        assert_eq!(findings.failures, Vec::<String>::new());
        assert_eq!(
            findings.line,
            "structured data: sitemap 1 URL(s), 1 JSON-LD block(s), 1 LocalBusiness"
        );
    }

    #[test]
    fn the_404_page_must_be_noindex_with_no_canonical() {
        let expected = ["SEO-404: the 404 page must be noindex, with no canonical"];
        let indexed = findings_with(|facts| facts["pages"][1]["robotsNoindex"] = false.into());
        assert_eq!(indexed.failures, expected);
        let with_canonical = findings_with(|facts| {
            facts["pages"][1]["canonical"] = "https://thehive.example/404".into();
        });
        assert_eq!(with_canonical.failures, expected);
    }

    #[test]
    fn a_canonical_that_differs_or_is_missing_fails() {
        let other = findings_with(|facts| {
            facts["pages"][0]["canonical"] = "https://thehive.example/index.html".into();
        });
        assert_eq!(
            other.failures,
            ["SEO-CANONICAL /: expected https://thehive.example/, found \
                 Some(\"https://thehive.example/index.html\")"]
        );
        let missing = findings_with(|facts| facts["pages"][0]["canonical"] = Value::Null);
        assert_eq!(
            missing.failures,
            ["SEO-CANONICAL /: expected https://thehive.example/, found None"]
        );
    }

    #[test]
    fn a_sitemap_that_differs_and_robots_without_it_fail() {
        let findings = findings_with(|facts| {
            facts["sitemap"]["wellFormed"] = false.into();
            facts["sitemap"]["listed"] = json!([]);
            facts["robots"] = "User-agent: *\nAllow: /\n".into();
        });
        assert_eq!(
            findings.failures,
            [
                "SEO-SITEMAP: sitemap.xml is not a urlset in the sitemaps.org namespace",
                "SEO-SITEMAP: sitemap.xml must list exactly the route table's canonical URLs \
                 [\"https://thehive.example/\"], lists []",
                "SEO-ROBOTS: robots.txt must name the sitemap"
            ]
        );
        assert!(
            findings
                .line
                .starts_with("structured data: sitemap 0 URL(s)")
        );
    }

    #[test]
    fn a_wrong_telephone_fails() {
        let failures = local_business_with(|data| data["telephone"] = "(617) 555-0142".into());
        assert_eq!(
            failures,
            ["SEO-JSONLD /: telephone must be \"+16175550142\", is \"(617) 555-0142\""]
        );
    }

    #[test]
    fn a_missing_address_fails_with_each_required_part() {
        let failures = local_business_with(|data| {
            data.as_object_mut().expect("an object").remove("address");
        });
        assert_eq!(
            failures,
            [
                "SEO-JSONLD /: address (required) must be a PostalAddress",
                "SEO-JSONLD /: address.addressLocality must be \"Boston\", is null",
                "SEO-JSONLD /: address.addressRegion must be \"MA\", is null",
                "SEO-JSONLD /: address.addressCountry is missing"
            ]
        );
    }

    #[test]
    fn bad_or_missing_opening_hours_fail() {
        let bad = json!({
            "@type": "OpeningHoursSpecification",
            "dayOfWeek": ["Monday", "Funday"],
            "opens": "9am",
            "closes": "18:00"
        });
        let failures = local_business_with(|data| {
            data["openingHoursSpecification"] = json!([bad.clone()]);
        });
        assert_eq!(
            failures,
            [format!("SEO-JSONLD /: invalid opening hours {bad}")]
        );
        let failures = local_business_with(|data| data["openingHoursSpecification"] = json!([]));
        assert_eq!(
            failures,
            ["SEO-JSONLD /: openingHoursSpecification is missing"]
        );
    }

    #[test]
    fn json_ld_that_is_not_json_or_not_a_local_business_fails() {
        let findings = findings_with(|facts| {
            facts["pages"][0]["jsonLd"] = json!(["{\"@type\": ", "{\"@type\": \"WebSite\"}"]);
        });
        assert_eq!(
            findings.failures,
            [
                "SEO-JSONLD /: not JSON (EOF while parsing a value at line 1 column 10)",
                "SEO-JSONLD: no page carries LocalBusiness data"
            ]
        );
        assert!(
            findings
                .line
                .ends_with("2 JSON-LD block(s), 0 LocalBusiness")
        );
    }
}
