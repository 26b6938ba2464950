//! The prerendered HTML of every route is findable: its own title (distinct, naming what the
//! route is about) and description, an absolute self-canonical, social cards, the sitemap,
//! robots.txt and LocalBusiness data.

use anyhow::{Context, Result, ensure};
use harness::{Route, base::specs, base::workspace, environment, http_test};
use serde::Deserialize;
use serde_json::Value;

#[derive(Deserialize)]
struct TableRow {
    id: String,
    path: String,
    title: String,
    description: String,
}

fn route_table() -> Result<Vec<TableRow>> {
    let path = workspace::root().join("site/src/config/route-table.json");
    Ok(serde_json::from_str(&std::fs::read_to_string(path)?)?)
}

fn origin() -> Result<String> {
    let path = workspace::root().join("site/src/config/site.json");
    let config: Value = serde_json::from_str(&std::fs::read_to_string(path)?)?;
    config["origin"]
        .as_str()
        .map(str::to_owned)
        .context("site.json has no origin")
}

/// The `content` (or `href`) of the first tag in `html` that contains `marker`.
fn attribute_of(html: &str, marker: &str, attribute: &str) -> Option<String> {
    let start = html.find(marker)?;
    let tag_start = html[..start].rfind('<')?;
    let tag = &html[tag_start..tag_start + html[tag_start..].find('>')?];
    let key = format!("{attribute}=\"");
    let value_start = tag.find(&key)? + key.len();
    let value = &tag[value_start..];
    Some(value[..value.find('"')?].to_owned())
}

async fn fetch(path: &str) -> Result<String> {
    let url = format!("{}{path}", environment().site_url);
    Ok(reqwest::get(&url).await?.text().await?)
}

#[test]
fn every_route_has_its_own_title_description_canonical_and_social_cards() {
    http_test(|| async {
        let table = route_table()?;
        let origin = origin()?;
        let subjects = specs::routes()?;
        let mut failures = Vec::new();
        let mut titles: Vec<(Route, String)> = Vec::new();
        let mut descriptions: Vec<(Route, String)> = Vec::new();
        for route in Route::ALL {
            let row = table
                .iter()
                .find(|r| r.id == route.id())
                .context("route missing")?;
            let html = fetch(route.sample_path()).await?;
            let title = html
                .split_once("<title>")
                .and_then(|(_, rest)| rest.split_once("</title>"))
                .map(|(title, _)| title.replace("&amp;", "&").replace("&#x27;", "'"));
            if title.as_deref() != Some(row.title.as_str()) {
                failures.push(format!(
                    "SEO-TITLE {route}: expected {:?}, found {title:?}",
                    row.title
                ));
            }
            let subject = subjects
                .iter()
                .find(|spec| spec.route == route.id())
                .map(|spec| spec.subject.clone())
                .context("specs/routes.json has no subject for a route")?;
            let title = title.unwrap_or_default();
            if !title.to_lowercase().contains(&subject.to_lowercase()) {
                failures.push(format!(
                    "SEO-TITLE-OWN {route}: the title {title:?} does not name what the route is \
                     about, {subject:?} (specs/routes.json)"
                ));
            }
            titles.push((route, title));
            let description = attribute_of(&html, "name=\"description\"", "content");
            let description = description.map(|d| d.replace("&#x27;", "'"));
            if description.as_deref() != Some(row.description.as_str()) {
                failures.push(format!("SEO-DESCRIPTION {route}: found {description:?}"));
            }
            descriptions.push((route, description.unwrap_or_default()));
            for marker in [
                "property=\"og:title\"",
                "property=\"og:description\"",
                "name=\"twitter:card\"",
            ] {
                if attribute_of(&html, marker, "content").is_none() {
                    failures.push(format!("SEO-SOCIAL {route}: no {marker}"));
                }
            }
            let canonical = attribute_of(&html, "rel=\"canonical\"", "href");
            if route == Route::NotFound {
                if canonical.is_some() || !html.contains("name=\"robots\" content=\"noindex\"") {
                    failures.push(format!(
                        "SEO-404 {route}: the 404 page must be noindex with no canonical"
                    ));
                }
            } else {
                let expected = format!("{}{}", origin.trim_end_matches('/'), row.path);
                if canonical.as_deref() != Some(expected.as_str()) {
                    failures.push(format!(
                        "SEO-CANONICAL {route}: expected {expected}, found {canonical:?}"
                    ));
                }
            }
        }
        failures.extend(shared("SEO-TITLE-OWN", "title", &titles));
        failures.extend(shared("SEO-DESCRIPTION", "description", &descriptions));
        ensure!(failures.is_empty(), "{}", failures.join("\n"));
        Ok(())
    });
}

/// A failure for each text of `texts` that more than one route has: each route's `what`
/// must be its own.
fn shared(id: &str, what: &str, texts: &[(Route, String)]) -> Vec<String> {
    let mut failures = Vec::new();
    for (index, (route, text)) in texts.iter().enumerate() {
        let others: Vec<String> = texts[index + 1..]
            .iter()
            .filter(|(_, other)| other == text)
            .map(|(other, _)| other.to_string())
            .collect();
        if !others.is_empty() {
            failures.push(format!(
                "{id} {route}: its {what} {text:?} is also that of {}",
                others.join(", ")
            ));
        }
    }
    failures
}

#[test]
fn the_sitemap_lists_exactly_the_canonical_urls_and_robots_points_to_it() {
    http_test(|| async {
        let table = route_table()?;
        let origin = origin()?.trim_end_matches('/').to_owned();
        let sitemap = fetch("/sitemap.xml").await?;
        let listed: Vec<&str> = sitemap
            .split("<loc>")
            .skip(1)
            .filter_map(|rest| rest.split_once("</loc>").map(|(loc, _)| loc))
            .collect();
        let expected: Vec<String> = table
            .iter()
            .filter(|r| r.path != "*")
            .map(|r| format!("{origin}{}", r.path))
            .collect();
        ensure!(
            listed == expected,
            "SEO-SITEMAP: expected {expected:?}, listed {listed:?}"
        );
        let robots = fetch("/robots.txt").await?;
        ensure!(
            robots.contains(&format!("Sitemap: {origin}/sitemap.xml")),
            "SEO-ROBOTS: robots.txt must name the sitemap, has {robots:?}"
        );
        Ok(())
    });
}

#[test]
fn home_carries_local_business_data_with_the_required_fields() {
    http_test(|| async {
        let html = fetch("/").await?;
        let json = html
            .split_once("<script type=\"application/ld+json\">")
            .and_then(|(_, rest)| rest.split_once("</script>"))
            .map(|(json, _)| json)
            .context("SEO-JSONLD /: no JSON-LD block")?;
        let data: Value = serde_json::from_str(json).context("SEO-JSONLD /: invalid JSON")?;
        ensure!(
            data["@type"] == "LocalBusiness",
            "SEO-JSONLD /: @type is {}",
            data["@type"]
        );
        for field in ["name", "telephone", "url", "image"] {
            ensure!(data[field].is_string(), "SEO-JSONLD /: missing {field}");
        }
        ensure!(
            data["address"]["addressLocality"] == "Boston"
                && data["address"]["addressRegion"] == "MA",
            "SEO-JSONLD /: the address must be Boston, MA, is {}",
            data["address"]
        );
        let hours = &data["openingHoursSpecification"][0];
        ensure!(
            hours["opens"] == "09:00" && hours["closes"] == "18:00",
            "SEO-JSONLD /: opening hours must be 9AM-6PM, are {hours}"
        );
        Ok(())
    });
}
