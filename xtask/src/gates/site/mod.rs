//! The gates that need only the built files in `site/dist`: the budgets and structured data
//! (measured by `xtask/gates/static.mjs`), the Nu HTML Checker and linkinator.
//!
//! - `static_report`: the serde types of what `static.mjs` prints.
//! - `budgets`: the budget table's rows and the caps a route exceeds.
//! - `structured_data`: the sitemap, robots.txt, canonicals and the LocalBusiness JSON-LD.
//! - `checkers`: the HTML checker's and linkinator's reports, and the failures in them.
//! - Here: running the tools, reading their reports (a report of another shape fails the
//!   run, naming the tool, rather than passing on a default) and printing the figures.

mod budgets;
mod checkers;
mod static_report;
mod structured_data;

use super::Outcome;
use crate::command::{build_binary, cmd, node_tool, root};
use anyhow::{Context, Result, bail};
use budgets::{page_budget_failures, table_header, table_row};
use checkers::{LinkReport, VnuReport, html_checker_findings, link_findings};
use serde::de::DeserializeOwned;
use serde_json::Value;
use static_report::{StaticFacts, gzipped};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use structured_data::structured_data;

/// How errors name `xtask/gates/static.mjs`.
const STATIC_MJS: &str = "xtask/gates/static.mjs";
/// How errors name the Nu HTML Checker.
const HTML_CHECKER: &str = "the HTML checker (vnu)";
/// How errors name linkinator.
const LINKINATOR: &str = "linkinator";

/// Figures for the final table, by route id: first-load JS and CSS, gzipped.
pub type Weights = Vec<(String, u64, u64)>;

/// What a check decided from a tool's report: the line it prints and its failures.
#[derive(Debug)]
struct Findings {
    line: String,
    failures: Vec<String>,
}

impl Findings {
    /// Prints the line and adds the failures to `outcome`.
    fn report(self, outcome: &mut Outcome) {
        println!("{}", self.line);
        for failure in self.failures {
            outcome.fail(failure);
        }
    }
}

/// Parses `json`, the report `tool` printed. Text that is not JSON fails with `printed`,
/// what the tool wrote on stderr, since that says why; a report of another shape fails with
/// the field serde found missing or mistyped.
fn parse_report<T: DeserializeOwned>(tool: &str, json: &[u8], printed: &[u8]) -> Result<T> {
    let parsed = serde_json::from_slice(json);
    let wrong_shape = parsed
        .as_ref()
        .err()
        .is_some_and(serde_json::Error::is_data);
    parsed.with_context(|| {
        if wrong_shape {
            format!("the JSON report of {tool} does not have the shape the gate reads")
        } else if printed.is_empty() {
            format!("{tool} printed no JSON report")
        } else {
            format!(
                "{tool} printed no JSON report: {}",
                String::from_utf8_lossy(printed)
            )
        }
    })
}

/// `text` as a JSON string, quoted and escaped: how failures have always shown a value that
/// the report held as JSON.
fn quoted(text: &str) -> Value {
    Value::from(text)
}

/// Budgets and structured data, from `xtask/gates/static.mjs`. Returns the weights for the
/// summary table.
pub fn budgets_and_structured_data(outcome: &mut Outcome) -> Result<Weights> {
    let output = cmd(
        "node",
        &[STATIC_MJS, root().to_str().context("non-UTF-8 path")?],
    )
    .stderr(Stdio::inherit())
    .output()
    .context("cannot run node xtask/gates/static.mjs")?;
    if !output.status.success() {
        bail!("xtask/gates/static.mjs failed ({})", output.status);
    }
    // Its stderr went to the terminal, so there is nothing more to show.
    let facts: StaticFacts = parse_report(STATIC_MJS, &output.stdout, b"")?;

    for line in table_header() {
        println!("{line}");
    }
    let mut weights = Weights::new();
    for page in &facts.pages {
        println!("{}", table_row(page));
        weights.push((page.id.clone(), gzipped(&page.js), gzipped(&page.css)));
        for failure in page_budget_failures(page) {
            outcome.fail(failure);
        }
    }
    structured_data(&facts, &facts::site_config::site_config()?).report(outcome);
    Ok(weights)
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

/// Adds every SVG file under `dir` to `files`.
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

/// The harness's run report, as its sample run renders it (`review::sample`): the
/// report is held to the same checks as the site.
fn sample_run_report() -> Result<PathBuf> {
    let writer = build_binary("report-sample", false)?;
    let dir = facts::workspace::harness_output_dir().join("report-sample");
    let output = Command::new(&writer)
        .arg(&dir)
        .output()
        .context("cannot run the report-sample")?;
    if !output.status.success() {
        bail!(
            "the report-sample failed ({}): {}",
            output.status,
            String::from_utf8_lossy(&output.stderr)
        );
    }
    Ok(dir.join("index.html"))
}

/// The W3C Nu HTML Checker (npm `vnu-jar`) on every prerendered HTML file, every SVG and the
/// harness's run report: 0 errors. It refuses loopback URLs, so it reads the files.
pub fn html_checker(outcome: &mut Outcome) -> Result<()> {
    let jar = node_tool("vnu-jar/build/dist/vnu.jar", "vnu-jar")?;
    let mut html = prerendered_pages()?;
    html.push(sample_run_report()?);
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
    let report: VnuReport = parse_report(HTML_CHECKER, &output.stderr, &output.stderr)?;
    let findings = html_checker_findings(&report, &root().join("site/dist"), html.len(), svg.len());
    let no_errors = findings.failures.is_empty();
    findings.report(outcome);
    if !output.status.success() && no_errors {
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
    let report: LinkReport = parse_report(LINKINATOR, &output.stdout, &output.stderr)?;
    link_findings(&report).report(outcome);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Asserts that `json` fails to parse as `tool`'s report for its shape, naming the tool,
    /// with serde's `detail` of what is missing or mistyped.
    pub(super) fn assert_wrong_shape<T: DeserializeOwned + std::fmt::Debug>(
        tool: &str,
        json: &[u8],
        detail: &str,
    ) {
        let error = parse_report::<T>(tool, json, b"").expect_err("a report of another shape");
        let error = format!("{error:#}");
        let named = format!("the JSON report of {tool} does not have the shape the gate reads: ");
        assert!(
            error.starts_with(&named) && error.contains(detail),
            "{error}"
        );
    }
}
