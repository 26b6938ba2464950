//! The report's spec view: the spec's sections in order, each sentence with its checks and
//! their verdicts on each browser, and what no check reads yet marked where a reader sees
//! it. It draws a [`SpecCoverage`]; the report's search box filters it as it filters the
//! results (one `<tbody>` per sentence, so a sentence and its checks show or hide together).

use super::escape;
use crate::record::spec_coverage::{Cell, Mapping, SentenceRow, SpecCoverage, Verdict};
use std::fmt::Write as _;

/// The spec view of `coverage`; the cells link to rows of the results table (`#r<index>`).
pub fn render(html: &mut String, coverage: &SpecCoverage) {
    let total = coverage.sentences().count();
    let failing = coverage
        .sentences()
        .filter(|s| s.worst() == Some(Verdict::Failed))
        .count();
    let _ = write!(
        html,
        "<section id=\"spec\" aria-labelledby=\"spec-title\">\n\
         <h2 id=\"spec-title\">The spec, sentence by sentence</h2>\n\
         <p>Each sentence of <code>{}</code> §1-§9 (<code>specs/spec-map.json</code>) with the \
         checks that exercise it and how each fared on each browser: {total} sentences, {} \
         checked, {} partly uncovered, {} uncovered, {} that no browser check can cover; {failing} \
         with a failed check.</p>\n",
        facts::spec_text::SPEC_FILE,
        coverage.count(Mapping::Checked),
        coverage.count(Mapping::PartlyUncovered),
        coverage.count(Mapping::Uncovered),
        coverage.count(Mapping::NoBrowserCheck),
    );
    let columns = 2 + coverage.browsers.len();
    for (p, part) in coverage.parts.iter().enumerate() {
        let _ = write!(
            html,
            "<section class=\"spec-part\" aria-labelledby=\"part{p}\">\n\
             <h3 id=\"part{p}\">{}</h3>\n<table class=\"spec\">\n\
             <thead><tr><th scope=\"col\">Sentence</th><th scope=\"col\">Check</th>",
            escape(&part.section)
        );
        for browser in &coverage.browsers {
            let _ = write!(
                html,
                "<th scope=\"col\">{}</th>",
                if browser.is_empty() {
                    "no browser".to_owned()
                } else {
                    escape(browser)
                }
            );
        }
        html.push_str("</tr></thead>\n");
        for sentence in &part.sentences {
            sentence_rows(html, sentence, columns - 1);
        }
        html.push_str("</table>\n</section>\n");
    }
    html.push_str("</section>\n");
}

/// A sentence's rows: one per check, then one for what no check reads, the sentence's own
/// cell spanning them all.
fn sentence_rows(html: &mut String, sentence: &SentenceRow, span: usize) {
    let gaps: Vec<(&str, &str, &str)> = [
        ("Uncovered", "uncovered", sentence.uncovered.as_deref()),
        (
            "No browser check",
            "no-browser-check",
            sentence.no_browser_check.as_deref(),
        ),
    ]
    .into_iter()
    .filter_map(|(label, class, why)| why.map(|why| (label, class, why)))
    .collect();
    let rows = sentence.checks.len() + gaps.len();
    let worst = sentence.worst().map_or("", Verdict::word);
    let _ = write!(
        html,
        "<tbody class=\"sentence\" data-mapping=\"{}\" data-worst=\"{worst}\"><tr>\
         <th scope=\"rowgroup\" rowspan=\"{}\">{}",
        sentence.mapping.word(),
        rows.max(1),
        escape(&sentence.says)
    );
    if sentence.mapping != Mapping::Checked {
        let _ = write!(
            html,
            " <span class=\"mapping {}\">{}</span>",
            sentence.mapping.word().replace(' ', "-"),
            sentence.mapping.word()
        );
    }
    if let Some(note) = &sentence.note {
        let _ = write!(html, "<span class=\"note\">{}</span>", escape(note));
    }
    html.push_str("</th>");
    for (n, check) in sentence.checks.iter().enumerate() {
        if n > 0 {
            html.push_str("<tr>");
        }
        let _ = write!(
            html,
            "<td><span class=\"spec-id\">{}</span> <span class=\"says\">{}</span></td>",
            escape(&check.id),
            escape(&check.says)
        );
        for cell in &check.cells {
            cell_html(html, cell);
        }
        html.push_str("</tr>\n");
    }
    for (n, (label, class, why)) in gaps.iter().enumerate() {
        if n + sentence.checks.len() > 0 {
            html.push_str("<tr>");
        }
        let _ = writeln!(
            html,
            "<td class=\"gap {class}\" colspan=\"{span}\"><strong>{label}:</strong> {}</td></tr>",
            escape(why)
        );
    }
    html.push_str("</tbody>\n");
}

/// A check's verdicts on one browser, linked to the result that gave the worst.
fn cell_html(html: &mut String, cell: &Cell) {
    let Some(worst) = cell.worst() else {
        html.push_str("<td class=\"verdict\"></td>");
        return;
    };
    let text = if cell.counts.is_empty() {
        "not run".to_owned()
    } else {
        cell.counts
            .iter()
            .map(|(verdict, n)| format!("{} {n}", verdict.word()))
            .collect::<Vec<_>>()
            .join(" · ")
    };
    let class = worst.word().replace(' ', "-");
    match cell.first {
        Some(row) => {
            let _ = write!(
                html,
                "<td class=\"verdict {class}\"><a href=\"#r{row}\">{text}</a></td>"
            );
        }
        None => {
            let _ = write!(html, "<td class=\"verdict {class}\">{text}</td>");
        }
    }
}
