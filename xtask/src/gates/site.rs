//! The gates that need only the built files in `site/dist`: the budgets and structured data
//! (measured by `xtask/gates/static.mjs`), the Nu HTML Checker and linkinator.

use super::{CSS_MAX, HTML_MAX, JS_FIRST_LOAD_MAX, Outcome, kb};
use crate::command::{cmd, node_tool, root};
use anyhow::{Context, Result, bail};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The total gzipped size of a list of measured files.
fn sum(files: &Value) -> u64 {
    files
        .as_array()
        .map(|files| files.iter().filter_map(|f| f["gzip"].as_u64()).sum())
        .unwrap_or(0)
}

/// Figures for the final table, by route id: first-load JS and CSS, gzipped.
pub type Weights = Vec<(String, u64, u64)>;

/// Budgets and structured data, from `xtask/gates/static.mjs`. Returns the weights for the
/// summary table.
pub fn budgets_and_structured_data(outcome: &mut Outcome) -> Result<Weights> {
    let output = cmd(
        "node",
        &[
            "xtask/gates/static.mjs",
            root().to_str().context("non-UTF-8 path")?,
        ],
    )
    .stderr(Stdio::inherit())
    .output()
    .context("cannot run node xtask/gates/static.mjs")?;
    if !output.status.success() {
        bail!("xtask/gates/static.mjs failed ({})", output.status);
    }
    let facts: Value =
        serde_json::from_slice(&output.stdout).context("static.mjs printed no JSON")?;
    let mut weights = Weights::new();

    println!(
        "\nbudgets (gzip -9, kB = 1,000 bytes; caps: first-load JS {}, CSS {}, HTML {})",
        kb(JS_FIRST_LOAD_MAX),
        kb(CSS_MAX),
        kb(HTML_MAX)
    );
    println!(
        "  {:<18} {:>8} {:>8} {:>8} {:>10}  modulepreloads",
        "route", "JS", "CSS", "HTML", "later JS"
    );
    for page in facts["pages"].as_array().context("no pages")? {
        let id = page["id"].as_str().unwrap_or("?");
        let path = match page["path"].as_str().unwrap_or("?") {
            "*" => "the 404 page",
            path => path,
        };
        let (js, css, html) = (
            sum(&page["js"]),
            sum(&page["css"]),
            page["html"]["gzip"].as_u64().unwrap_or(0),
        );
        let later = sum(&page["later"]);
        let preloads = page["modulepreloads"].as_array().map_or(0, Vec::len);
        println!(
            "  {id:<18} {:>8} {:>8} {:>8} {:>10}  {preloads}",
            kb(js),
            kb(css),
            kb(html),
            kb(later)
        );
        weights.push((id.to_owned(), js, css));
        if js > JS_FIRST_LOAD_MAX {
            let mut chunks: Vec<(u64, &str)> = page["js"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|f| {
                    (
                        f["gzip"].as_u64().unwrap_or(0),
                        f["file"].as_str().unwrap_or("?"),
                    )
                })
                .collect();
            chunks.sort_unstable_by(|a, b| b.cmp(a));
            let top: Vec<String> = chunks
                .iter()
                .take(4)
                .map(|(size, file)| format!("{file} {}", kb(*size)))
                .collect();
            outcome.fail(format!(
                "BUDGET-JS {path}: first-load JS is {} kB gzipped, above {} kB (largest: {})",
                kb(js),
                kb(JS_FIRST_LOAD_MAX),
                top.join(", ")
            ));
        }
        if css > CSS_MAX {
            outcome.fail(format!(
                "BUDGET-CSS {path}: CSS is {} kB gzipped, above {} kB",
                kb(css),
                kb(CSS_MAX)
            ));
        }
        if html > HTML_MAX {
            outcome.fail(format!(
                "BUDGET-HTML {path}: the HTML is {} kB gzipped, above {} kB",
                kb(html),
                kb(HTML_MAX)
            ));
        }
        for file in page["unneededPreloads"].as_array().into_iter().flatten() {
            outcome.fail(format!(
                "BUDGET-PRELOAD {path}: modulepreload of {file}; the prerendered page's first \
                 paint needs no script, and a preloaded chunk competes with the stylesheet"
            ));
        }
        for fetch in page["crossOrigin"].as_array().into_iter().flatten() {
            outcome.fail(format!(
                "THIRD-PARTY {path}: {} fetches from another origin before any interaction",
                fetch.as_str().unwrap_or("?")
            ));
        }
    }
    structured_data(&facts, outcome);
    Ok(weights)
}

/// The sitemap, robots.txt, canonicals and the LocalBusiness JSON-LD.
fn structured_data(facts: &Value, outcome: &mut Outcome) {
    let origin = facts["origin"].as_str().unwrap_or("");
    let sitemap = &facts["sitemap"];
    if !sitemap["exists"].as_bool().unwrap_or(false) {
        outcome.fail("SEO-SITEMAP: site/dist/sitemap.xml is missing");
    } else if !sitemap["wellFormed"].as_bool().unwrap_or(false) {
        outcome.fail("SEO-SITEMAP: sitemap.xml is not a urlset in the sitemaps.org namespace");
    }
    if sitemap["listed"] != sitemap["expected"] {
        outcome.fail(format!(
            "SEO-SITEMAP: sitemap.xml must list exactly the route table's canonical URLs {}, \
             lists {}",
            sitemap["expected"], sitemap["listed"]
        ));
    }
    let robots = facts["robots"].as_str().unwrap_or("");
    if !robots.contains(&format!("Sitemap: {origin}/sitemap.xml")) {
        outcome.fail("SEO-ROBOTS: robots.txt must name the sitemap");
    }
    let mut local_business = 0;
    let mut checked = 0;
    for page in facts["pages"].as_array().into_iter().flatten() {
        let path = page["path"].as_str().unwrap_or("?");
        let canonical = page["canonical"].as_str();
        if path == "*" {
            if canonical.is_some() || !page["robotsNoindex"].as_bool().unwrap_or(false) {
                outcome.fail("SEO-404: the 404 page must be noindex, with no canonical");
            }
        } else {
            let expected = format!("{origin}{path}");
            let expected = if path == "/" {
                format!("{origin}/")
            } else {
                expected
            };
            if canonical != Some(expected.as_str()) {
                outcome.fail(format!(
                    "SEO-CANONICAL {path}: expected {expected}, found {canonical:?}"
                ));
            }
        }
        for block in page["jsonLd"].as_array().into_iter().flatten() {
            checked += 1;
            let text = block.as_str().unwrap_or("");
            match serde_json::from_str::<Value>(text) {
                Err(error) => outcome.fail(format!("SEO-JSONLD {path}: not JSON ({error})")),
                Ok(data) => {
                    if data["@type"] == "LocalBusiness" {
                        local_business += 1;
                        for problem in local_business_problems(&data, facts) {
                            outcome.fail(format!("SEO-JSONLD {path}: {problem}"));
                        }
                    }
                }
            }
        }
    }
    if local_business == 0 {
        outcome.fail("SEO-JSONLD: no page carries LocalBusiness data");
    }
    println!(
        "structured data: sitemap {} URL(s), {checked} JSON-LD block(s), {local_business} LocalBusiness",
        sitemap["listed"].as_array().map_or(0, Vec::len)
    );
}

/// What Google's LocalBusiness guidelines require (name, a PostalAddress) and recommend
/// (telephone, url, image, opening hours), checked against the site config.
fn local_business_problems(data: &Value, facts: &Value) -> Vec<String> {
    let mut problems = Vec::new();
    let config = &facts["config"];
    let origin = facts["origin"].as_str().unwrap_or("");
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
        ("addressLocality", &config["contact"]["city"]),
        ("addressRegion", &config["contact"]["region"]),
    ] {
        if &address[field] != expected {
            problems.push(format!(
                "address.{field} must be {expected}, is {}",
                address[field]
            ));
        }
    }
    if address["addressCountry"].as_str().is_none_or(str::is_empty) {
        problems.push("address.addressCountry is missing".to_owned());
    }
    if data["telephone"] != config["contact"]["phone"] {
        problems.push(format!(
            "telephone must be {}, is {}",
            config["contact"]["phone"], data["telephone"]
        ));
    }
    for field in ["url", "image"] {
        let value = data[field].as_str().unwrap_or("");
        if !value.starts_with(&format!("{origin}/")) {
            problems.push(format!("{field} must be an absolute URL on {origin}"));
        }
    }
    let days = [
        "Monday",
        "Tuesday",
        "Wednesday",
        "Thursday",
        "Friday",
        "Saturday",
        "Sunday",
    ];
    let hours = data["openingHoursSpecification"].as_array();
    if hours.is_none_or(Vec::is_empty) {
        problems.push("openingHoursSpecification is missing".to_owned());
    }
    let is_time = |v: &Value| {
        v.as_str().is_some_and(|t| {
            t.len() == 5 && t.as_bytes()[2] == b':' && t.replace(':', "").parse::<u32>().is_ok()
        })
    };
    for spec in hours.into_iter().flatten() {
        let valid_days = spec["dayOfWeek"].as_array().is_some_and(|d| {
            d.iter()
                .all(|d| d.as_str().is_some_and(|d| days.contains(&d)))
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
    let socials = ["facebook", "instagram", "x"].map(|n| &config["links"][n]);
    if same_as.len() != socials.len() || socials.iter().any(|s| !same_as.contains(s)) {
        problems.push(format!(
            "sameAs must list the social profiles of the site config, lists {}",
            data["sameAs"]
        ));
    }
    problems
}

/// The prerendered HTML file of every route, in `site/dist`.
fn prerendered_pages() -> Result<Vec<PathBuf>> {
    let dist = root().join("site/dist");
    Ok(facts::routes::route_table()?
        .into_iter()
        .map(|route| dist.join(route.file))
        .collect())
}

/// Every SVG file in `site/dist` (the favicon and the illustrations).
fn built_svgs() -> Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    collect_svg(&root().join("site/dist"), &mut files)?;
    files.sort();
    Ok(files)
}

fn collect_svg(dir: &Path, files: &mut Vec<PathBuf>) -> Result<()> {
    for entry in std::fs::read_dir(dir).with_context(|| format!("cannot list {}", dir.display()))? {
        let path = entry?.path();
        if path.is_dir() {
            collect_svg(&path, files)?;
        } else if path.extension().is_some_and(|e| e == "svg") {
            files.push(path);
        }
    }
    Ok(())
}

/// The W3C Nu HTML Checker (npm `vnu-jar`) on every prerendered HTML file and every SVG:
/// 0 errors. It refuses loopback URLs, so it reads the files.
pub fn html_checker(outcome: &mut Outcome) -> Result<()> {
    let jar = node_tool("vnu-jar/build/dist/vnu.jar", "vnu-jar")?;
    let html = prerendered_pages()?;
    let svg = built_svgs()?;
    let mut command = Command::new("java");
    command
        .arg("-jar")
        .arg(&jar)
        .args(["--errors-only", "--format", "json", "--also-check-svg"])
        .args(&html)
        .args(&svg);
    let output = command
        .output()
        .context("cannot run java; install default-jre-headless")?;
    // vnu writes its JSON report on stderr and exits 1 when it found errors.
    let report: Value = serde_json::from_slice(&output.stderr).with_context(|| {
        format!(
            "the HTML checker printed no JSON report: {}",
            String::from_utf8_lossy(&output.stderr)
        )
    })?;
    let messages: Vec<&Value> = report["messages"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|m| m["type"] != "info")
        .collect();
    println!(
        "HTML checker (vnu {}): {} HTML and {} SVG file(s), {} error(s)",
        report["version"].as_str().unwrap_or("?"),
        html.len(),
        svg.len(),
        messages.len()
    );
    let dist = root().join("site/dist");
    for message in messages {
        let url = message["url"].as_str().unwrap_or("?");
        let file = url
            .strip_prefix("file:")
            .map(|p| {
                Path::new(p)
                    .strip_prefix(&dist)
                    .map_or(p.to_owned(), |p| p.display().to_string())
            })
            .unwrap_or_else(|| url.to_owned());
        outcome.fail(format!(
            "HTML {file}:{}: {} (in {:?})",
            message["lastLine"],
            message["message"].as_str().unwrap_or("?"),
            message["extract"].as_str().unwrap_or("")
        ));
    }
    if !output.status.success() && outcome.failures.is_empty() {
        bail!(
            "the HTML checker failed ({}) with no message",
            output.status
        );
    }
    Ok(())
}

/// linkinator over every prerendered page, served from `site/dist` with clean URLs (as
/// hive-server serves them): 0 broken internal links, images, stylesheets or fragments.
/// External addresses are skipped: there is no internet here.
pub fn links(outcome: &mut Outcome) -> Result<()> {
    let bin = node_tool("linkinator/build/src/cli.js", "linkinator")?;
    let pages: Vec<String> = prerendered_pages()?
        .iter()
        .filter_map(|p| p.file_name().map(|n| n.to_string_lossy().into_owned()))
        .collect();
    let output = Command::new("node")
        .arg(&bin)
        .args(&pages)
        .args([
            "--recurse",
            "--check-fragments",
            "--check-css",
            "--clean-urls",
            "--skip",
            r"^(?!https?://(localhost|127\.0\.0\.1)[:/])",
            "--format",
            "json",
        ])
        .current_dir(root().join("site/dist"))
        .output()
        .context("cannot run linkinator")?;
    let report: Value = serde_json::from_slice(&output.stdout).with_context(|| {
        format!(
            "linkinator printed no JSON report: {}",
            String::from_utf8_lossy(&output.stderr)
        )
    })?;
    let all: Vec<&Value> = report["links"].as_array().into_iter().flatten().collect();
    let checked = all.iter().filter(|l| l["state"] != "SKIPPED").count();
    let broken: Vec<&&Value> = all.iter().filter(|l| l["state"] == "BROKEN").collect();
    println!(
        "links (linkinator): {checked} distinct internal URL(s) checked, fragments included \
         (external addresses skipped), {} broken",
        broken.len()
    );
    for link in broken {
        outcome.fail(format!(
            "LINK {} (status {}) linked from {}",
            link["url"].as_str().unwrap_or("?"),
            link["status"],
            link["parent"].as_str().unwrap_or("?")
        ));
    }
    Ok(())
}
