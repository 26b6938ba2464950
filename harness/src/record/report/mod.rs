//! The run report, `target/harness/report/index.html`: one self-contained page for the whole
//! run that opens from disk with no network.
//!
//! - A summary (counts by status, wall time), filters by status, browser, viewport, route
//!   and spec section, and a search box that filters the results and the spec view.
//! - Every test on every browser and viewport: status, its title (the function's name as a
//!   sentence, `test_name`) with its browser, viewport, reduced motion and other cases as
//!   columns, duration, routes, the spec id with its section and sentence, and for a failure
//!   its message and evidence (screenshots that open full size, the DOM as a file, the
//!   console and timeline as tables).
//! - The spec view (`spec_view`): every sentence of the spec with its checks' verdicts on
//!   each browser, and the sentences no check covers marked.
//! - Every failed visual comparison, zoomed to its changed region with side-by-side, diff,
//!   slider and blink views, grouped when the changed regions show the same pixels, so one
//!   change seen on twenty pages is judged once.
//!
//! [`render`] is a pure function of the run; `cargo xtask review` renders the same page with
//! [`ReviewControls`], which add Approve and Reject to each comparison. What the page shows
//! is [`model`] (rows, filters, groups of changes) and `spec_coverage` (the spec view); this
//! module and its others draw them.

mod comparisons;
mod model;
mod spec_view;

use crate::record::outcome::{Attachment, Evidence, Run, Status, TestOutcome};
use crate::record::spec_coverage::SpecCoverage;
use crate::{record::spec_index, record::test_index, record::test_name};
use model::{FilterValues, Row};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

const STYLE: &str = include_str!("style.css");
const SCRIPT: &str = include_str!("report.js");

/// How many console and timeline rows a failure shows; its files hold them all.
const LOG_ROWS: usize = 300;

/// What the review server adds to the report.
#[derive(Debug, Clone, Default)]
pub struct ReviewControls {
    /// The path every write goes under (`/<secret>`).
    pub base: String,
    /// The decision on each comparison so far, by its id: `approved`, `rejected`, or
    /// `refused: <why>`.
    pub decisions: BTreeMap<String, String>,
    /// What the last action did, and whether it was refused.
    pub notice: Option<(String, bool)>,
}

/// `text` as HTML or XML text or attribute value: markup characters escaped, control
/// characters other than newline and tab dropped.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c if c.is_control() && c != '\n' && c != '\t' => {}
            c => out.push(c),
        }
    }
    out
}

fn duration(ms: u64) -> String {
    let seconds = ms as f64 / 1000.0;
    if seconds < 60.0 {
        format!("{seconds:.1} s")
    } else {
        format!("{}m{:02.0}s", (seconds / 60.0).floor(), seconds % 60.0)
    }
}

/// The run's browsers, and those it left out with why, so that no engine is missing from a
/// report unsaid.
fn browsers(html: &mut String, run: &Run) {
    if run.browsers.is_empty() && run.browsers_not_run.is_empty() {
        return;
    }
    let _ = write!(
        html,
        "<p class=\"browsers\">Browsers: {}",
        escape(&run.browsers.join(", "))
    );
    for not_run in &run.browsers_not_run {
        let _ = write!(
            html,
            " · <strong>not run: {}</strong> ({})",
            escape(&not_run.browser),
            escape(&not_run.why)
        );
    }
    html.push_str("</p>\n");
}

/// Renders the report of `run`; with `review`, each comparison gets its Approve and Reject.
pub fn render(run: &Run, review: Option<&ReviewControls>) -> String {
    let rows = model::rows(run);
    let mut html = String::with_capacity(64 * 1024);
    let (failed, flaky, passed, skipped) = (
        run.count(Status::Failed),
        run.count(Status::Flaky),
        run.count(Status::Passed),
        run.count(Status::Skipped),
    );
    let title =
        format!("Harness run: {failed} failed, {flaky} flaky, {passed} passed, {skipped} skipped");
    let _ = write!(
        html,
        "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{}</title>\n<style>\n{STYLE}</style>\n</head>\n<body>\n",
        escape(&title)
    );
    let _ = write!(
        html,
        "<header class=\"top\">\n<h1>{}</h1>\n<p>Started {} UTC · wall time {} · {} results</p>\n\
         <ul class=\"counts\" aria-label=\"Results by status\">\n\
         <li><strong>{failed}</strong> failed</li><li><strong>{flaky}</strong> flaky</li>\
         <li><strong>{passed}</strong> passed</li><li><strong>{skipped}</strong> skipped</li>\n</ul>\n</header>\n<main>\n",
        if review.is_some() {
            "Harness run: review"
        } else {
            "Harness run"
        },
        escape(&utc(run.started)),
        duration(run.wall_ms),
        run.outcomes.len()
    );
    browsers(&mut html, run);
    if let Some(ReviewControls {
        notice: Some((text, refused)),
        ..
    }) = review
    {
        let _ = writeln!(
            html,
            "<p class=\"notice{}\" role=\"status\">{}</p>",
            if *refused { " error" } else { "" },
            escape(text)
        );
    }
    if let Some(review) = review {
        let _ = writeln!(
            html,
            "<form class=\"review\" method=\"post\" action=\"{}/do/finish\"><p>Approve writes \
             this run's capture as the baseline, byte for byte; Reject keeps the baseline. \
             <button type=\"submit\">Finish the review</button></p></form>",
            escape(&review.base)
        );
    }
    filters(&mut html, &FilterValues::of(&rows));
    comparisons::render(&mut html, &model::groups(run), review);
    results(&mut html, &rows, review.is_some());
    if let Some(coverage) = SpecCoverage::of(run) {
        spec_view::render(&mut html, &coverage);
    }
    let _ = write!(
        html,
        "</main>\n<script>\n{SCRIPT}</script>\n</body>\n</html>\n"
    );
    html
}

/// A date and time from seconds since the Unix epoch, as `2026-11-27 14:05`.
fn utc(seconds: u64) -> String {
    let days = (seconds / 86_400) as i64;
    let minutes = (seconds % 86_400) / 60;
    // Howard Hinnant's days-to-civil algorithm.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}",
        minutes / 60,
        minutes % 60
    )
}

fn select(html: &mut String, name: &str, label: &str, values: &BTreeSet<String>) {
    let _ = write!(
        html,
        "<label class=\"pick\">{label}<select name=\"{name}\"><option value=\"\">All</option>"
    );
    for value in values.iter().filter(|v| !v.is_empty()) {
        let _ = write!(html, "<option>{}</option>", escape(value));
    }
    html.push_str("</select></label>\n");
}

fn filters(html: &mut String, values: &FilterValues) {
    html.push_str(
        "<section class=\"filters\" aria-labelledby=\"filters-title\">\n\
         <h2 id=\"filters-title\">Filter</h2>\n<form id=\"filters\">\n\
         <fieldset><legend>Status</legend>",
    );
    for status in [
        Status::Failed,
        Status::Flaky,
        Status::Passed,
        Status::Skipped,
    ] {
        let word = status.word();
        let _ = write!(
            html,
            "<label><input type=\"checkbox\" name=\"status\" value=\"{word}\" checked> {word}</label>"
        );
    }
    html.push_str("</fieldset>\n");
    html.push_str(
        "<label class=\"pick\">Search<input type=\"search\" name=\"q\" \
         aria-describedby=\"search-help\"></label>\n",
    );
    select(html, "browser", "Browser", &values.browsers);
    select(html, "viewport", "Viewport", &values.viewports);
    select(html, "route", "Route", &values.routes);
    select(html, "section", "Spec section", &values.sections);
    html.push_str(
        "<button type=\"reset\">Show all</button>\n</form>\n\
         <p id=\"search-help\">The search finds words in the results and in the spec \
         view below them: a test's title, an id, a sentence.</p>\n\
         <p id=\"shown\" role=\"status\"></p>\n</section>\n",
    );
}

fn results(html: &mut String, rows: &[Row], review: bool) {
    html.push_str(
        "<section aria-labelledby=\"results-title\">\n<h2 id=\"results-title\">Results</h2>\n\
         <table>\n<caption class=\"visually-hidden\">Every test on every browser and viewport</caption>\n\
         <thead><tr><th scope=\"col\">Status</th><th scope=\"col\">Test</th><th scope=\"col\">Browser</th>\
         <th scope=\"col\">Viewport</th><th scope=\"col\">Reduced motion</th><th scope=\"col\">Case</th>\
         <th scope=\"col\">Routes</th><th scope=\"col\">Spec</th>\
         <th scope=\"col\">Time</th></tr></thead>\n<tbody>\n",
    );
    for Row {
        index: i,
        outcome,
        ids,
        section,
    } in rows
    {
        let status = outcome.status.word();
        let name = test_name::parse(&outcome.name);
        let families = test_index::cited_by(&outcome.name)
            .families
            .iter()
            .map(|family| {
                let n = test_index::families().get(family).map_or(0, Vec::len);
                format!(
                    "<span class=\"spec-id\">{}</span> (each of {n} ids)",
                    escape(family)
                )
            })
            .collect::<Vec<_>>();
        let spec = ids
            .iter()
            .take(3)
            .map(|id| match spec_index::lookup(id) {
                Some(entry) => format!(
                    "<span class=\"spec-id\">{}</span> ({}) {}",
                    escape(id),
                    escape(&entry.section),
                    escape(&entry.says)
                ),
                None => format!("<span class=\"spec-id\">{}</span>", escape(id)),
            })
            .chain(families)
            .collect::<Vec<_>>()
            .join("<br>");
        let _ = write!(
            html,
            "<tr class=\"result\" id=\"r{i}\" data-status=\"{status}\" data-browser=\"{}\" \
             data-viewport=\"{}\" data-route=\"{}\" data-section=\"{}\">\
             <td><span class=\"status {status}\">{status}</span></td><td><span class=\"title\">{}</span> \
             <code class=\"name\">{}</code>",
            escape(&outcome.browser),
            escape(&outcome.viewport),
            escape(&outcome.routes.join("|")),
            escape(section),
            escape(&name.title),
            escape(&name.function),
        );
        detail(html, outcome, review);
        let _ = writeln!(
            html,
            "</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{spec}</td><td class=\"time\">{}</td></tr>",
            escape(&outcome.browser),
            escape(&outcome.viewport),
            match name.reduced_motion {
                Some(true) => "yes",
                Some(false) => "no",
                None => "",
            },
            escape(&name.cases.join(", ")),
            escape(&match outcome.routes.len() {
                0..=3 => outcome.routes.join(" "),
                n => format!("{n} routes"),
            }),
            duration(outcome.duration_ms)
        );
    }
    html.push_str("</tbody>\n</table>\n</section>\n");
}

/// A failed, flaky or skipped test's message, evidence and earlier attempts.
fn detail(html: &mut String, outcome: &TestOutcome, review: bool) {
    let Some(message) = &outcome.message else {
        return;
    };
    if outcome.status == Status::Skipped {
        let _ = write!(html, "<br>{}", escape(message));
        return;
    }
    let open = if outcome.status == Status::Failed && !review {
        " open"
    } else {
        ""
    };
    let _ = write!(
        html,
        "<details{open}><summary>{}</summary><pre>{}</pre>",
        if outcome.status == Status::Flaky {
            "Why it failed before passing"
        } else {
            "Why it failed"
        },
        escape(message)
    );
    if !outcome.session.is_empty() {
        let _ = write!(
            html,
            "<p>Session <code>{}</code>{}</p>",
            escape(&outcome.session),
            outcome
                .node
                .as_deref()
                .map(|node| format!(" on node <code>{}</code>", escape(node)))
                .unwrap_or_default()
        );
    }
    attachments(html, &outcome.attachments);
    for (n, attempt) in outcome.retries.iter().enumerate() {
        let _ = write!(
            html,
            "<details><summary>Attempt {} failed ({})</summary><pre>{}</pre>",
            n + 1,
            duration(attempt.duration_ms),
            escape(&attempt.message)
        );
        attachments(html, &attempt.attachments);
        html.push_str("</details>");
    }
    html.push_str("</details>");
}

fn attachments(html: &mut String, attachments: &[Attachment]) {
    for attachment in attachments {
        match attachment {
            Attachment::Evidence(evidence) => evidence_html(html, evidence),
            Attachment::Visual(c) => {
                let _ = write!(
                    html,
                    "<p>Visual comparison of {} {} {}: {} (see Changed screenshots).</p>",
                    escape(&c.route),
                    escape(&c.browser),
                    escape(&c.viewport),
                    escape(&c.summary)
                );
            }
        }
    }
}

fn evidence_html(html: &mut String, e: &Evidence) {
    let _ = write!(
        html,
        "<div class=\"evidence\"><h3>{}</h3><dl class=\"facts\"><dt>Address</dt><dd>{}</dd>",
        escape(&e.label),
        escape(&e.url)
    );
    if let Some(alert) = &e.alert {
        let _ = write!(html, "<dt>Open alert</dt><dd>{}</dd>", escape(alert));
    }
    if let Some(dom) = &e.dom_html {
        let _ = write!(
            html,
            "<dt>DOM</dt><dd><a href=\"{}\">the page's HTML at that moment</a></dd>",
            escape(dom)
        );
    }
    for missing in &e.missing {
        let _ = write!(html, "<dt>Not taken</dt><dd>{}</dd>", escape(missing));
    }
    html.push_str("</dl><div class=\"shots\">");
    for (path, caption) in [
        (&e.viewport_png, "Viewport"),
        (&e.full_page_png, "Whole page"),
    ] {
        if let Some(path) = path {
            let _ = write!(
                html,
                "<figure><figcaption>{caption}</figcaption><a href=\"{src}\">\
                 <img src=\"{src}\" alt=\"{caption} of {url} when the check failed; opens full size\" loading=\"lazy\"></a></figure>",
                src = escape(path),
                url = escape(&e.url)
            );
        }
    }
    html.push_str("</div>");
    log_table(
        html,
        "Console",
        &["ms", "level", "message"],
        e.console.iter().map(|line| {
            [
                format!("{:.0}", line.at),
                line.level.clone(),
                line.message.clone(),
            ]
        }),
        e.console.len(),
    );
    log_table(
        html,
        "Timeline",
        &["ms", "event", "element", "detail"],
        e.timeline.iter().map(|line| {
            [
                format!("{:.1}", line.at),
                line.kind.clone(),
                line.target.clone(),
                line.detail.clone(),
            ]
        }),
        e.timeline.len(),
    );
    html.push_str("</div>");
}

fn log_table<const N: usize>(
    html: &mut String,
    title: &str,
    head: &[&str; N],
    rows: impl Iterator<Item = [String; N]>,
    total: usize,
) {
    if total == 0 {
        let _ = write!(html, "<p>{title}: nothing recorded.</p>");
        return;
    }
    let skip = total.saturating_sub(LOG_ROWS);
    let _ = write!(
        html,
        "<details><summary>{title} ({total} entries{})</summary><table class=\"log\"><thead><tr>",
        if skip > 0 {
            format!(", the last {LOG_ROWS} shown")
        } else {
            String::new()
        }
    );
    for h in head {
        let _ = write!(html, "<th scope=\"col\">{h}</th>");
    }
    html.push_str("</tr></thead><tbody>");
    for row in rows.skip(skip) {
        let level = if title == "Console" {
            format!(" class=\"level-{}\"", escape(&row[1]))
        } else {
            String::new()
        };
        let _ = write!(html, "<tr{level}>");
        for cell in &row {
            let _ = write!(html, "<td>{}</td>", escape(cell));
        }
        html.push_str("</tr>");
    }
    html.push_str("</tbody></table></details>");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_written_in_utc() {
        assert_eq!(utc(0), "1970-01-01 00:00");
        assert_eq!(utc(1_795_772_700), "2026-11-27 09:45");
    }

    #[test]
    fn text_is_escaped_for_html() {
        assert_eq!(
            escape("<a href=\"x\">&'"),
            "&lt;a href=&quot;x&quot;&gt;&amp;&#39;"
        );
    }
}
