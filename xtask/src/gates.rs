//! The site's quality gates: budgets, structured data, the HTML checker, links and
//! Lighthouse. `cargo xtask test` runs each once; `cargo xtask audit` runs the fuller
//! versions (see `audit.rs`).
//!
//! - The bars live here, as constants, and are never lowered to pass.
//! - Each gate prints its figures, then every failure with what to look at, and fails if
//!   there is any.
//! - Node measures (`xtask/gates/static.mjs`), the Nu HTML Checker and linkinator check files
//!   in `site/dist`; Lighthouse loads every route from a real `hive-server`.

use crate::command::{cmd, free_loopback_addr, node_tool, root, wait_for_listener};
use anyhow::{Context, Result, bail};
use serde_json::Value;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A kilobyte, as the budgets count it: 1,000 bytes (stricter than 1,024).
const KB: f64 = 1000.0;
/// First-load JavaScript per route, gzipped: the hard cap.
pub const JS_FIRST_LOAD_MAX: u64 = 90_000;
/// First-load JavaScript per route, gzipped: what we aim for (reported, not enforced).
pub const JS_FIRST_LOAD_AIM: u64 = 60_000;
/// The stylesheets a route links, gzipped.
pub const CSS_MAX: u64 = 10_000;
/// A route's prerendered HTML, gzipped: one round trip's worth (14 KB).
pub const HTML_MAX: u64 = 14_000;
/// Everything the home page transfers before any interaction, as Lighthouse counts it.
pub const HOME_TRANSFER_MAX: u64 = 250_000;
/// Every Lighthouse category, on every route and form factor.
pub const LIGHTHOUSE_MIN_SCORE: u32 = 100;

/// The four Lighthouse categories the gate asserts, in report order.
const CATEGORIES: [(&str, &str); 4] = [
    ("performance", "perf"),
    ("accessibility", "a11y"),
    ("best-practices", "bp"),
    ("seo", "seo"),
];

/// SEO audits that fail on the 404 page by design: it answers 404 and is `noindex`, as a
/// not-found page must (see specs/decisions.md, "Lighthouse on the 404 page").
const NOT_FOUND_EXPECTED_SEO_FAILURES: [&str; 2] = ["http-status-code", "is-crawlable"];

/// The best-practices audit the 404 page fails by design: Chromium logs every document
/// answered with 404 as a console error ("Failed to load resource ... 404"). It is excused
/// only when that is the one console error.
const NOT_FOUND_OWN_404_LOG: &str = "errors-in-console";

/// How many times a Lighthouse run that failed to audit at all (for example `NO_NAVSTART`,
/// a trace Chromium did not record) is tried before the gate reports it.
const LIGHTHOUSE_ATTEMPTS: u32 = 3;

/// Chromium flags for Lighthouse: headless, and no background traffic to the (closed)
/// network, which would otherwise show as failed requests.
const CHROME_FLAGS: &str = "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage \
     --no-first-run --disable-background-networking --disable-component-update --disable-sync \
     --disable-quic";

/// One route of `site/src/app/route-table.json`.
#[derive(Clone, Debug)]
pub struct Route {
    /// The route id (`home`, `not-found`, ...).
    pub id: String,
    /// The path Lighthouse loads: the route's own, or an unknown path for the 404 page.
    pub url_path: String,
}

/// The route table, with a sample unknown path standing for the 404 page.
pub fn routes() -> Result<Vec<Route>> {
    let path = root().join("site/src/app/route-table.json");
    let text = std::fs::read_to_string(&path)
        .with_context(|| format!("cannot read {}", path.display()))?;
    let table: Value = serde_json::from_str(&text).context("route-table.json is not JSON")?;
    table
        .as_array()
        .context("route-table.json is not a list")?
        .iter()
        .map(|row| {
            let id = row["id"].as_str().context("a route has no id")?.to_owned();
            let path = row["path"].as_str().context("a route has no path")?;
            let url_path = if path == "*" {
                "/no-such-page/for-the-hive".to_owned()
            } else {
                path.to_owned()
            };
            Ok(Route { id, url_path })
        })
        .collect()
}

/// What one gate found: its printed figures and its failures.
#[derive(Default)]
pub struct Outcome {
    failures: Vec<String>,
}

impl Outcome {
    fn fail(&mut self, failure: impl Into<String>) {
        self.failures.push(failure.into());
    }

    /// Prints the failures under `title` and fails if there are any.
    pub fn finish(self, title: &str) -> Result<()> {
        if self.failures.is_empty() {
            println!("{title}: passed");
            return Ok(());
        }
        println!("\n{title}: {} failure(s)", self.failures.len());
        for failure in &self.failures {
            println!("  FAIL {failure}");
        }
        bail!(
            "{title} failed ({} failure(s), listed above)",
            self.failures.len()
        )
    }

    /// An outcome holding one failure.
    pub fn from_failure(failure: String) -> Outcome {
        Outcome {
            failures: vec![failure],
        }
    }

    /// Adds another gate's failures to this one.
    pub fn absorb(&mut self, other: Outcome) {
        self.failures.extend(other.failures);
    }
}

fn kb(bytes: u64) -> String {
    format!("{:.1}", bytes as f64 / KB)
}

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
        "\nbudgets (gzip -9, kB = 1,000 bytes; caps: JS {}, CSS {}, HTML {}; JS aim {})",
        kb(JS_FIRST_LOAD_MAX),
        kb(CSS_MAX),
        kb(HTML_MAX),
        kb(JS_FIRST_LOAD_AIM)
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
    let table: Value = serde_json::from_str(&std::fs::read_to_string(
        root().join("site/src/app/route-table.json"),
    )?)?;
    table
        .as_array()
        .into_iter()
        .flatten()
        .map(|row| Ok(dist.join(row["file"].as_str().context("a route has no file")?)))
        .collect()
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

/// Budgets, structured data, the HTML checker and links: everything that needs only the
/// built files. Returns the weights for the summary table and the failures.
pub fn static_gates() -> Result<(Weights, Outcome)> {
    let started = Instant::now();
    let mut outcome = Outcome::default();
    let weights = budgets_and_structured_data(&mut outcome)?;
    html_checker(&mut outcome)?;
    links(&mut outcome)?;
    println!("static gates took {:.1?}", started.elapsed());
    Ok((weights, outcome))
}

/// A `hive-server` on a free loopback port, stopped when dropped.
pub struct Server {
    child: Child,
    /// `http://127.0.0.1:PORT`.
    pub origin: String,
}

impl Server {
    /// Starts `binary --root site/dist` and waits until it answers.
    pub fn start(binary: &Path) -> Result<Server> {
        let addr = free_loopback_addr()?;
        let mut child = Command::new(binary)
            .args(["--root", "site/dist", "--addr", &addr.to_string()])
            .current_dir(root())
            .env("RUST_LOG", "warn")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .spawn()
            .with_context(|| format!("cannot start {}", binary.display()))?;
        wait_for_listener(&mut child, addr, Duration::from_secs(20))?;
        Ok(Server {
            child,
            origin: format!("http://{addr}"),
        })
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Mobile (Lighthouse's default, Moto G Power on slow 4G) or desktop (`--preset=desktop`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormFactor {
    /// Simulated slow 4G and a 4x slower CPU, 412 px wide.
    Mobile,
    /// Simulated cable and no CPU slow-down, 1350 px wide.
    Desktop,
}

impl FormFactor {
    /// Both form factors, mobile first.
    pub const BOTH: [FormFactor; 2] = [FormFactor::Mobile, FormFactor::Desktop];

    fn name(self) -> &'static str {
        match self {
            FormFactor::Mobile => "mobile",
            FormFactor::Desktop => "desktop",
        }
    }
}

/// One Lighthouse run's figures.
#[derive(Clone, Debug)]
struct Run {
    scores: [u32; 4],
    metrics: [f64; 4],
    transfer: f64,
    script_transfer: f64,
    /// `category: audit-id (score, shown value)` for every weighted audit below 1.
    failing: Vec<(String, String)>,
    /// Requests to another origin than the served one.
    third_party: Vec<String>,
    /// Whether the console errors, if any, are only Chromium's log of the page's own 404.
    only_own_404_logged: bool,
}

/// The metrics reported beside the scores, with their Lighthouse audit ids.
const METRICS: [(&str, &str); 4] = [
    ("FCP", "first-contentful-paint"),
    ("LCP", "largest-contentful-paint"),
    ("TBT", "total-blocking-time"),
    ("CLS", "cumulative-layout-shift"),
];

fn parse_run(report: &Value, origin: &str, page_url: &str) -> Result<Run> {
    if let Some(error) = report["runtimeError"]["message"].as_str() {
        bail!("Lighthouse could not audit the page: {error}");
    }
    let mut scores = [0; 4];
    let mut failing = Vec::new();
    for (i, (category, _)) in CATEGORIES.iter().enumerate() {
        let entry = &report["categories"][category];
        let score = entry["score"]
            .as_f64()
            .with_context(|| format!("the report has no {category} score"))?;
        scores[i] = (score * 100.0).round() as u32;
        for reference in entry["auditRefs"].as_array().into_iter().flatten() {
            let id = reference["id"].as_str().unwrap_or("?");
            let audit = &report["audits"][id];
            let weighted = reference["weight"].as_f64().unwrap_or(0.0) > 0.0;
            if let Some(score) = audit["score"].as_f64().filter(|s| weighted && *s < 1.0) {
                let shown = audit["displayValue"].as_str().unwrap_or("");
                failing.push((
                    (*category).to_owned(),
                    format!(
                        "{id} ({score:.2}{}{shown})",
                        if shown.is_empty() { "" } else { ", " }
                    ),
                ));
            }
        }
    }
    let mut metrics = [0.0; 4];
    for (i, (_, id)) in METRICS.iter().enumerate() {
        metrics[i] = report["audits"][id]["numericValue"]
            .as_f64()
            .with_context(|| format!("the report has no {id}"))?;
    }
    let transfer = report["audits"]["total-byte-weight"]["numericValue"]
        .as_f64()
        .unwrap_or(f64::NAN);
    let script_transfer = report["audits"]["resource-summary"]["details"]["items"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|item| item["resourceType"] == "script")
        .and_then(|item| item["transferSize"].as_f64())
        .unwrap_or(0.0);
    let third_party = report["audits"]["network-requests"]["details"]["items"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|item| item["url"].as_str())
        .filter(|url| {
            (url.starts_with("http:") || url.starts_with("https:"))
                && !url.starts_with(&format!("{origin}/"))
                && *url != origin
        })
        .map(str::to_owned)
        .collect();
    let only_own_404_logged = report["audits"]["errors-in-console"]["details"]["items"]
        .as_array()
        .into_iter()
        .flatten()
        .all(|item| {
            item["source"] == "network"
                && item["sourceLocation"]["url"] == page_url
                && item["description"]
                    .as_str()
                    .is_some_and(|d| d.contains("status of 404"))
        });
    Ok(Run {
        scores,
        metrics,
        transfer,
        script_transfer,
        failing,
        third_party,
        only_own_404_logged,
    })
}

/// One Lighthouse invocation waiting to run or running.
struct Job {
    route: usize,
    form: FormFactor,
    output: PathBuf,
    attempt: u32,
}

fn lighthouse_command(
    url: &str,
    form: FormFactor,
    not_found: bool,
    output: &Path,
) -> Result<Command> {
    let cli = node_tool("lighthouse/cli/index.js", "lighthouse")?;
    let mut command = Command::new("node");
    command
        .arg(cli)
        .arg(url)
        .args([
            "--quiet",
            "--only-categories=performance,accessibility,best-practices,seo",
            "--output=json",
        ])
        .arg(format!("--chrome-flags={CHROME_FLAGS}"))
        .arg(format!("--output-path={}", output.display()))
        .env("CHROME_PATH", "/usr/bin/chromium")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    if form == FormFactor::Desktop {
        command.arg("--preset=desktop");
    }
    if not_found {
        // Lighthouse refuses to audit a page answered with 404 unless told to.
        command.arg("--ignore-status-code");
    }
    Ok(command)
}

/// Median of `values` (the middle one, or the mean of the middle two).
fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    let n = values.len();
    if n == 0 {
        f64::NAN
    } else if n % 2 == 1 {
        values[n / 2]
    } else {
        (values[n / 2 - 1] + values[n / 2]) / 2.0
    }
}

/// The median figures of one route and form factor.
#[derive(Clone, Debug)]
pub struct Summary {
    /// The route id.
    pub route: String,
    /// Mobile or desktop.
    pub form: FormFactor,
    /// How many runs the medians are of.
    pub runs: usize,
    /// Median performance, accessibility, best-practices and SEO scores.
    pub scores: [u32; 4],
    /// Median FCP, LCP and TBT (ms) and CLS.
    pub metrics: [f64; 4],
    /// Median transfer, all resources, in bytes.
    pub transfer: f64,
    /// Median script transfer, in bytes.
    pub script_transfer: f64,
}

/// A route and form factor's runs so far.
type Results = Vec<(usize, FormFactor, Result<Run>)>;

/// Runs every job, `parallel` at a time, trying a run that could not audit the page again
/// (up to [`LIGHTHOUSE_ATTEMPTS`] times), and returns each job's figures.
fn run_jobs(
    mut queue: Vec<Job>,
    parallel: usize,
    routes: &[Route],
    origin: &str,
    results: &mut Results,
) -> Result<()> {
    let total = queue.len() + results.len();
    queue.reverse();
    let mut running: Vec<(Job, Child, Instant)> = Vec::new();
    let timeout = Duration::from_secs(180);
    while !queue.is_empty() || !running.is_empty() {
        while running.len() < parallel.max(1) {
            let Some(job) = queue.pop() else { break };
            let url = format!("{origin}{}", routes[job.route].url_path);
            let not_found = routes[job.route].id == "not-found";
            let child = lighthouse_command(&url, job.form, not_found, &job.output)?
                .spawn()
                .context("cannot start Lighthouse (node)")?;
            running.push((job, child, Instant::now()));
        }
        std::thread::sleep(Duration::from_millis(100));
        let mut still = Vec::new();
        for (job, mut child, since) in running.drain(..) {
            let status = child.try_wait()?;
            let timed_out = status.is_none() && since.elapsed() > timeout;
            if status.is_none() && !timed_out {
                still.push((job, child, since));
                continue;
            }
            if timed_out {
                let _ = child.kill();
            }
            let output = child.wait_with_output()?;
            let route = &routes[job.route];
            let page_url = format!("{origin}{}", route.url_path);
            let result = if timed_out {
                Err(anyhow::anyhow!("Lighthouse took over {timeout:?}; stopped"))
            } else if !output.status.success() {
                Err(anyhow::anyhow!(
                    "Lighthouse failed ({}): {}",
                    output.status,
                    String::from_utf8_lossy(&output.stderr).trim()
                ))
            } else {
                std::fs::read_to_string(&job.output)
                    .context("Lighthouse wrote no report")
                    .and_then(|text| Ok(serde_json::from_str::<Value>(&text)?))
                    .and_then(|report| parse_run(&report, origin, &page_url))
            };
            if let Err(error) = &result {
                if job.attempt < LIGHTHOUSE_ATTEMPTS {
                    println!(
                        "  {:<18} {:<7} attempt {} could not audit ({error:#}); trying again",
                        route.id,
                        job.form.name(),
                        job.attempt
                    );
                    queue.push(Job {
                        attempt: job.attempt + 1,
                        ..job
                    });
                    continue;
                }
            }
            match &result {
                Ok(run) => println!(
                    "  [{}/{total}] {:<18} {:<7} {:>3} {:>3} {:>3} {:>3}  ({:.0?})",
                    results.len() + 1,
                    route.id,
                    job.form.name(),
                    run.scores[0],
                    run.scores[1],
                    run.scores[2],
                    run.scores[3],
                    since.elapsed()
                ),
                Err(error) => println!(
                    "  [{}/{total}] {:<18} {:<7} ERROR {error:#}",
                    results.len() + 1,
                    route.id,
                    job.form.name()
                ),
            }
            results.push((job.route, job.form, result));
        }
        running = still;
    }
    Ok(())
}

/// The median figures of one route and form factor, and what fails the gate there.
fn evaluate(
    route: &Route,
    form: FormFactor,
    results: &Results,
    index: usize,
) -> (Option<Summary>, Vec<String>) {
    let label = format!("{} {}", route.url_path, form.name());
    let mut failures = Vec::new();
    let mut ok: Vec<&Run> = Vec::new();
    for (_, _, result) in results.iter().filter(|(r, f, _)| *r == index && *f == form) {
        match result {
            Ok(run) => ok.push(run),
            Err(error) => failures.push(format!("LIGHTHOUSE {label}: {error:#}")),
        }
    }
    if ok.is_empty() {
        return (None, failures);
    }
    let mut scores = [0; 4];
    for (i, score) in scores.iter_mut().enumerate() {
        let mut values: Vec<f64> = ok.iter().map(|r| f64::from(r.scores[i])).collect();
        *score = median(&mut values).floor() as u32;
    }
    let mut metrics = [0.0; 4];
    for (i, metric) in metrics.iter_mut().enumerate() {
        let mut values: Vec<f64> = ok.iter().map(|r| r.metrics[i]).collect();
        *metric = median(&mut values);
    }
    let transfer = median(&mut ok.iter().map(|r| r.transfer).collect::<Vec<_>>());
    let script_transfer = median(&mut ok.iter().map(|r| r.script_transfer).collect::<Vec<_>>());
    let is_not_found = route.id == "not-found";
    for (i, (category, _)) in CATEGORIES.iter().enumerate() {
        // Which audits failed, and in how many runs.
        let mut counts: Vec<(String, usize)> = Vec::new();
        for run in &ok {
            for (cat, audit) in &run.failing {
                let id = audit.split(' ').next().unwrap_or("");
                let expected = is_not_found
                    && ((*category == "seo" && NOT_FOUND_EXPECTED_SEO_FAILURES.contains(&id))
                        || (*category == "best-practices"
                            && id == NOT_FOUND_OWN_404_LOG
                            && run.only_own_404_logged));
                if cat != category || expected {
                    continue;
                }
                match counts
                    .iter_mut()
                    .find(|(a, _)| a.split(' ').next() == Some(id))
                {
                    Some((_, n)) => *n += 1,
                    None => counts.push((audit.clone(), 1)),
                }
            }
        }
        let failing: Vec<String> = counts
            .iter()
            .map(|(audit, n)| format!("{audit} in {n}/{} run(s)", ok.len()))
            .collect();
        if is_not_found && *category == "seo" {
            // The 404 page's SEO score cannot be 100 (see the constant's comment): it must
            // fail exactly the two expected audits and pass every other.
            for expected in NOT_FOUND_EXPECTED_SEO_FAILURES {
                let failed_everywhere = ok.iter().all(|run| {
                    run.failing
                        .iter()
                        .any(|(c, a)| c == "seo" && a.split(' ').next() == Some(expected))
                });
                if !failed_everywhere {
                    failures.push(format!(
                        "LIGHTHOUSE {label}: the 404 page must fail {expected} (a 404 status and \
                         noindex), but passed it"
                    ));
                }
            }
            if !failing.is_empty() {
                failures.push(format!(
                    "LIGHTHOUSE {label}: seo audits failing beyond the expected {}: {}",
                    NOT_FOUND_EXPECTED_SEO_FAILURES.join(" and "),
                    failing.join("; ")
                ));
            }
        } else if is_not_found && *category == "best-practices" {
            // The only console error may be Chromium's log of the page's own 404 status (see
            // the constant's comment); every other audit must pass.
            if !failing.is_empty() {
                failures.push(format!(
                    "LIGHTHOUSE {label}: best-practices {} < {LIGHTHOUSE_MIN_SCORE} beyond the \
                     log of the page's own 404 status; failing audits: {}",
                    scores[i],
                    failing.join("; ")
                ));
            }
        } else if scores[i] < LIGHTHOUSE_MIN_SCORE {
            failures.push(format!(
                "LIGHTHOUSE {label}: {category} {} < {LIGHTHOUSE_MIN_SCORE} (median of {} run(s)); \
                 failing audits: {}",
                scores[i],
                ok.len(),
                if failing.is_empty() {
                    "none below 1 in the median run".to_owned()
                } else {
                    failing.join("; ")
                }
            ));
        }
    }
    let mut third_party: Vec<&String> = ok.iter().flat_map(|r| &r.third_party).collect();
    third_party.sort();
    third_party.dedup();
    for url in third_party {
        failures.push(format!(
            "THIRD-PARTY {label}: requested {url} before any interaction"
        ));
    }
    if route.id == "home" && transfer > HOME_TRANSFER_MAX as f64 {
        failures.push(format!(
            "BUDGET-TRANSFER {label}: the home page transfers {} kB, above {} kB",
            kb(transfer as u64),
            kb(HOME_TRANSFER_MAX)
        ));
    }
    let summary = Summary {
        route: route.id.clone(),
        form,
        runs: ok.len(),
        scores,
        metrics,
        transfer,
        script_transfer,
    };
    (Some(summary), failures)
}

/// Lighthouse on every route and form factor of `forms`, `runs` times each, `parallel` at
/// a time; the gate is each category's median. With `escalate`, a route and form factor that
/// misses the bar after `runs` run(s) is run until it has `escalate` runs, and the median of
/// those decides, as in `cargo xtask audit`. Reports land in `target/gates/lighthouse/`.
/// Returns the median figures and the failures. `only` limits the routes by id (all when
/// empty).
pub fn lighthouse(
    origin: &str,
    runs: usize,
    escalate: usize,
    parallel: usize,
    only: &[String],
    forms: &[FormFactor],
) -> Result<(Vec<Summary>, Outcome)> {
    let started = Instant::now();
    let mut routes = routes()?;
    if !only.is_empty() {
        if let Some(unknown) = only.iter().find(|id| !routes.iter().any(|r| &r.id == *id)) {
            bail!("no route {unknown:?} in the route table");
        }
        routes.retain(|route| only.contains(&route.id));
    }
    let out_dir = root().join("target/gates/lighthouse");
    let _ = std::fs::remove_dir_all(&out_dir);
    std::fs::create_dir_all(&out_dir)
        .with_context(|| format!("cannot create {}", out_dir.display()))?;
    let job = |index: usize, form: FormFactor, run: usize| Job {
        route: index,
        form,
        output: out_dir.join(format!("{}-{}-{run}.json", routes[index].id, form.name())),
        attempt: 1,
    };
    let mut queue: Vec<Job> = Vec::new();
    for run in 1..=runs {
        for &form in forms {
            for index in 0..routes.len() {
                queue.push(job(index, form, run));
            }
        }
    }
    println!(
        "\nLighthouse 13 on {} route(s) x {} x {runs} run(s) = {} runs, {parallel} at a time",
        routes.len(),
        forms
            .iter()
            .map(|f| f.name())
            .collect::<Vec<_>>()
            .join(" and "),
        queue.len()
    );
    let mut results = Results::new();
    run_jobs(queue, parallel, &routes, origin, &mut results)?;

    if escalate > runs {
        let mut more = Vec::new();
        for (index, route) in routes.iter().enumerate() {
            for &form in forms {
                if !evaluate(route, form, &results, index).1.is_empty() {
                    for run in runs + 1..=escalate {
                        more.push(job(index, form, run));
                    }
                }
            }
        }
        if !more.is_empty() {
            println!(
                "  {} route and form factor pair(s) missed a bar in {runs} run(s): running them to \
                 {escalate} runs, for the median",
                more.len() / (escalate - runs)
            );
            run_jobs(more, parallel, &routes, origin, &mut results)?;
        }
    }

    let mut outcome = Outcome::default();
    let mut summaries = Vec::new();
    let mut table = String::new();
    let _ = writeln!(
        table,
        "\nLighthouse, medians (scores perf/a11y/bp/seo; FCP, LCP, TBT in ms)"
    );
    let _ = writeln!(
        table,
        "  {:<18} {:<7} {:>4} {:>4} {:>4} {:>4} {:>4} {:>7} {:>7} {:>6} {:>6} {:>9} {:>11}",
        "route",
        "form",
        "runs",
        "perf",
        "a11y",
        "bp",
        "seo",
        "FCP",
        "LCP",
        "TBT",
        "CLS",
        "JS kB",
        "transfer kB"
    );
    for (index, route) in routes.iter().enumerate() {
        for &form in forms {
            let (summary, failures) = evaluate(route, form, &results, index);
            for failure in failures {
                outcome.fail(failure);
            }
            let Some(summary) = summary else { continue };
            let [perf, a11y, bp, seo] = summary.scores;
            let [fcp, lcp, tbt, cls] = summary.metrics;
            let _ = writeln!(
                table,
                "  {:<18} {:<7} {:>4} {perf:>4} {a11y:>4} {bp:>4} {seo:>4} {fcp:>7.0} {lcp:>7.0} \
                 {tbt:>6.0} {cls:>6.3} {:>9} {:>11}",
                route.id,
                form.name(),
                summary.runs,
                kb(summary.script_transfer as u64),
                kb(summary.transfer as u64)
            );
            summaries.push(summary);
        }
    }
    print!("{table}");
    println!(
        "  (the 404 page answers 404 and is noindex by design, so it fails {} in SEO and, as \
         Chromium logs its 404 status, {NOT_FOUND_OWN_404_LOG} in best practices; the gate \
         requires exactly that and every other audit to pass. JSON reports: {})",
        NOT_FOUND_EXPECTED_SEO_FAILURES.join(" and "),
        out_dir.display()
    );
    println!("Lighthouse took {:.1?}", started.elapsed());
    Ok((summaries, outcome))
}

/// Builds `hive-server` (debug or release) and returns its path.
pub fn build_server(release: bool) -> Result<PathBuf> {
    let mut args = vec![
        "build",
        "--quiet",
        "--package",
        "server",
        "--bin",
        "hive-server",
    ];
    if release {
        args.push("--release");
    }
    crate::command::execute(cmd("cargo", &args))?;
    let profile = if release { "release" } else { "debug" };
    Ok(crate::command::target_dir()
        .join(profile)
        .join("hive-server"))
}

/// The Lighthouse gate against a fresh `hive-server` (debug or release build).
pub fn lighthouse_gate(
    release: bool,
    runs: usize,
    escalate: usize,
    parallel: usize,
    only: &[String],
    forms: &[FormFactor],
) -> Result<(Vec<Summary>, Outcome)> {
    let binary = build_server(release)?;
    let server = Server::start(&binary)?;
    lighthouse(&server.origin, runs, escalate, parallel, only, forms)
}

/// The figures table: every route and form factor with its four scores, FCP, LCP, TBT and
/// CLS, its first-load JS and CSS (gzip -9), and what Lighthouse saw transferred (scripts,
/// and everything).
pub fn print_summary(weights: &Weights, summaries: &[Summary]) {
    println!(
        "\n| route | form | runs | perf | a11y | bp | seo | FCP ms | LCP ms | TBT ms | CLS | first-load JS kB | CSS kB | JS transferred kB | total transferred kB |"
    );
    println!(
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
    );
    for summary in summaries {
        let (js, css) = weights
            .iter()
            .find(|(id, _, _)| *id == summary.route)
            .map_or((0, 0), |(_, js, css)| (*js, *css));
        let [perf, a11y, bp, seo] = summary.scores;
        let [fcp, lcp, tbt, cls] = summary.metrics;
        println!(
            "| {} | {} | {} | {perf} | {a11y} | {bp} | {seo} | {fcp:.0} | {lcp:.0} | {tbt:.0} | {cls:.3} | {} | {} | {} | {} |",
            summary.route,
            summary.form.name(),
            summary.runs,
            kb(js),
            kb(css),
            kb(summary.script_transfer as u64),
            kb(summary.transfer as u64)
        );
    }
}
