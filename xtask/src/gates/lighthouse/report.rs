//! The parts of a Lighthouse JSON report the gate reads, as serde types, and one run's
//! figures taken from them.

use anyhow::{Context, Result, bail};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::Value;
use std::collections::HashMap;

/// The four Lighthouse categories the gate asserts, in report order.
pub(super) const CATEGORIES: [&str; 4] = ["performance", "accessibility", "best-practices", "seo"];

/// The metrics reported beside the scores, by their Lighthouse audit ids, in the order of
/// [`Run::metrics`].
const METRICS: [&str; 4] = [
    "first-contentful-paint",
    "largest-contentful-paint",
    "total-blocking-time",
    "cumulative-layout-shift",
];

/// A Lighthouse report (`--output=json`), as far as the gate reads it.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct Report {
    /// Set when Lighthouse could not audit the page at all (for example `NO_NAVSTART`).
    runtime_error: Option<RuntimeError>,
    categories: HashMap<String, Category>,
    audits: HashMap<String, Audit>,
}

#[derive(Debug, Deserialize)]
struct RuntimeError {
    message: String,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Category {
    /// 0 to 1; `null` when the category could not be scored.
    score: Option<f64>,
    audit_refs: Vec<AuditRef>,
}

#[derive(Debug, Deserialize)]
struct AuditRef {
    id: String,
    weight: f64,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Audit {
    /// 0 to 1; `null` for informative and not-applicable audits.
    score: Option<f64>,
    display_value: Option<String>,
    numeric_value: Option<f64>,
    /// Its shape depends on the audit; [`Report::items`] reads the rows of the few the gate
    /// needs.
    details: Option<Value>,
}

/// A row of the `resource-summary` audit.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct ResourceRow {
    resource_type: String,
    transfer_size: f64,
}

/// A row of the `network-requests` audit.
#[derive(Debug, Deserialize)]
struct RequestRow {
    url: String,
}

/// A row of the `errors-in-console` audit.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct ConsoleRow {
    source: String,
    description: String,
    source_location: Option<SourceLocation>,
}

#[derive(Debug, Deserialize)]
struct SourceLocation {
    url: Option<String>,
}

impl Report {
    /// Parses a report, naming what is missing or malformed.
    pub(super) fn parse(text: &str) -> Result<Report> {
        serde_json::from_str(text).context("the Lighthouse report does not have the expected shape")
    }

    /// The rows of `audit`'s details table, or none if the audit has no table.
    fn items<T: DeserializeOwned>(&self, audit: &str) -> Result<Vec<T>> {
        let Some(items) = self
            .audits
            .get(audit)
            .and_then(|audit| audit.details.as_ref())
            .and_then(|details| details.get("items"))
        else {
            return Ok(Vec::new());
        };
        serde_json::from_value(items.clone())
            .with_context(|| format!("the rows of the report's {audit} audit"))
    }
}

/// One Lighthouse run's figures.
#[derive(Clone, Debug)]
pub(super) struct Run {
    /// Performance, accessibility, best practices and SEO, 0 to 100.
    pub scores: [u32; 4],
    /// FCP, LCP and TBT in ms, and CLS.
    pub metrics: [f64; 4],
    /// Bytes transferred, everything.
    pub transfer: f64,
    /// Bytes transferred, scripts.
    pub script_transfer: f64,
    /// For each category, in [`CATEGORIES`] order, its weighted audits that scored below 1,
    /// as `audit-id (score, shown value)`.
    pub failing: [Vec<String>; 4],
    /// Requests to another origin than the served one.
    pub third_party: Vec<String>,
    /// Whether the console errors, if any, are only Chromium's log of the page's own 404.
    pub only_own_404_logged: bool,
}

impl Run {
    /// The figures of `report`, a run against the server at `origin` of the page at
    /// `page_url`. Fails if Lighthouse could not audit the page or a figure is missing.
    pub(super) fn from_report(report: &Report, origin: &str, page_url: &str) -> Result<Run> {
        if let Some(error) = &report.runtime_error {
            bail!("Lighthouse could not audit the page: {}", error.message);
        }
        let mut scores = [0; 4];
        let mut failing: [Vec<String>; 4] = Default::default();
        for (i, name) in CATEGORIES.iter().enumerate() {
            let category = report
                .categories
                .get(*name)
                .with_context(|| format!("the report has no {name} category"))?;
            let score = category
                .score
                .with_context(|| format!("the report has no {name} score"))?;
            scores[i] = (score * 100.0).round() as u32;
            for reference in category.audit_refs.iter().filter(|r| r.weight > 0.0) {
                let Some(audit) = report.audits.get(&reference.id) else {
                    continue;
                };
                if let Some(score) = audit.score.filter(|score| *score < 1.0) {
                    let shown = audit.display_value.as_deref().unwrap_or("");
                    let separator = if shown.is_empty() { "" } else { ", " };
                    failing[i].push(format!("{} ({score:.2}{separator}{shown})", reference.id));
                }
            }
        }
        let mut metrics = [0.0; 4];
        for (metric, id) in metrics.iter_mut().zip(METRICS) {
            *metric = report
                .audits
                .get(id)
                .and_then(|audit| audit.numeric_value)
                .with_context(|| format!("the report has no {id}"))?;
        }
        let transfer = report
            .audits
            .get("total-byte-weight")
            .and_then(|audit| audit.numeric_value)
            .unwrap_or(f64::NAN);
        let script_transfer = report
            .items::<ResourceRow>("resource-summary")?
            .into_iter()
            .find(|row| row.resource_type == "script")
            .map_or(0.0, |row| row.transfer_size);
        let own = format!("{origin}/");
        let third_party = report
            .items::<RequestRow>("network-requests")?
            .into_iter()
            .map(|row| row.url)
            .filter(|url| {
                (url.starts_with("http:") || url.starts_with("https:"))
                    && !url.starts_with(&own)
                    && url != origin
            })
            .collect();
        let only_own_404_logged =
            report
                .items::<ConsoleRow>("errors-in-console")?
                .iter()
                .all(|row| {
                    row.source == "network"
                        && row
                            .source_location
                            .as_ref()
                            .and_then(|location| location.url.as_deref())
                            == Some(page_url)
                        && row.description.contains("status of 404")
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
}
