//! The reports of the Nu HTML Checker and linkinator, as serde types, and the failures in
//! them.

use super::Findings;
use serde::Deserialize;
use std::path::Path;

/// The Nu HTML Checker's report (`--format json`), as far as the gate reads it.
#[derive(Debug, Deserialize)]
pub(super) struct VnuReport {
    /// The checker's version, which the vnu-jar npm package prints.
    pub version: String,
    pub messages: Vec<VnuMessage>,
}

/// One message of the checker. Only `type` is always there: the format leaves the rest
/// out where it does not apply (a non-document error has no line, for one).
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct VnuMessage {
    /// `error`, `info` (a warning, or news) or `non-document-error` (the checker failed).
    #[serde(rename = "type")]
    pub kind: String,
    /// The checked file, as a `file:` URL.
    pub url: Option<String>,
    pub last_line: Option<u64>,
    pub message: Option<String>,
    /// The source around the problem.
    pub extract: Option<String>,
}

/// linkinator's report (`--format json`), as far as the gate reads it.
#[derive(Debug, Deserialize)]
pub(super) struct LinkReport {
    pub links: Vec<Link>,
}

/// One address linkinator found, checked or skipped.
#[derive(Debug, Deserialize)]
pub(super) struct Link {
    pub url: String,
    pub state: LinkState,
    /// The HTTP status; absent when linkinator skipped the address.
    pub status: Option<u16>,
    /// The page that links to it; absent for the pages linkinator was given.
    pub parent: Option<String>,
}

/// What linkinator made of an address.
#[derive(Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "UPPERCASE")]
pub(super) enum LinkState {
    Ok,
    Broken,
    /// Not requested: the gate skips every address off the loopback server.
    Skipped,
}

/// The checker's errors in `report`, a run over `html` HTML and `svg` SVG files of `dist`,
/// named by their path in `dist`. Informative messages (warnings among them) are not errors.
pub(super) fn html_checker_findings(
    report: &VnuReport,
    dist: &Path,
    html: usize,
    svg: usize,
) -> Findings {
    let failures: Vec<String> = report
        .messages
        .iter()
        .filter(|message| message.kind != "info")
        .map(|message| {
            let url = message.url.as_deref().unwrap_or("?");
            let file = url
                .strip_prefix("file:")
                .map(|p| {
                    Path::new(p)
                        .strip_prefix(dist)
                        .map_or(p.to_owned(), |p| p.display().to_string())
                })
                .unwrap_or_else(|| url.to_owned());
            // A message without a line prints `null`, as the JSON value always has.
            let line = message
                .last_line
                .map_or_else(|| "null".to_owned(), |line| line.to_string());
            format!(
                "HTML {file}:{line}: {} (in {:?})",
                message.message.as_deref().unwrap_or("?"),
                message.extract.as_deref().unwrap_or("")
            )
        })
        .collect();
    Findings {
        line: format!(
            "HTML checker (vnu {}): {html} HTML and {svg} SVG file(s), {} error(s)",
            report.version,
            failures.len()
        ),
        failures,
    }
}

/// The broken links in `report`, and how many addresses linkinator checked (the skipped
/// ones are not counted).
pub(super) fn link_findings(report: &LinkReport) -> Findings {
    let checked = report
        .links
        .iter()
        .filter(|link| link.state != LinkState::Skipped)
        .count();
    let failures: Vec<String> = report
        .links
        .iter()
        .filter(|link| link.state == LinkState::Broken)
        .map(|link| {
            // A link without a status prints `null`, as the JSON value always has.
            let status = link
                .status
                .map_or_else(|| "null".to_owned(), |status| status.to_string());
            format!(
                "LINK {} (status {status}) linked from {}",
                link.url,
                link.parent.as_deref().unwrap_or("?")
            )
        })
        .collect();
    Findings {
        line: format!(
            "links (linkinator): {checked} distinct internal URL(s) checked, fragments included \
             (external addresses skipped), {} broken",
            failures.len()
        ),
        failures,
    }
}

#[cfg(test)]
mod tests {
    //! The reports are the tools' real output on pages with those mistakes, cut down.

    use super::*;
    use crate::gates::site::tests::assert_wrong_shape;
    use crate::gates::site::{HTML_CHECKER, LINKINATOR, parse_report};

    /// The dist directory the recorded vnu report checked.
    const DIST: &str = "/work/main/site/dist";

    /// vnu 26.9.27 on a page with a section without a heading (a warning) and a stray `</p>`.
    const VNU: &str = r#"{"version":"26.9.27 (c6ba02c)","messages":[
        {"type":"info","url":"file:/work/main/site/dist/contact.html","lastLine":3,"lastColumn":15,"firstColumn":7,"subType":"warning","message":"Section lacks heading. Consider using “h2”-“h6” elements to add identifying headings to all sections, or else use a “div” element instead for any cases where no heading is needed.","extract":"ad>\n<body><section><p>x</","hiliteStart":10,"hiliteLength":9},
        {"type":"error","url":"file:/work/main/site/dist/contact.html","lastLine":3,"lastColumn":54,"firstColumn":51,"message":"No “p” element in scope but a “p” end tag seen.","extract":">bad</div></p></body","hiliteStart":10,"hiliteLength":4}
    ]}"#;

    /// linkinator 7.6.1 on a page linking to a missing page and, skipped, another origin.
    const LINKINATOR_REPORT: &str = r#"{
      "links": [
        {"url": "index.html", "status": 200, "state": "OK", "failureDetails": []},
        {"url": "https://example.com/", "state": "SKIPPED", "parent": "index.html"},
        {"url": "missing", "status": 404, "state": "BROKEN", "parent": "index.html"},
        {"url": "contact.html", "status": 200, "state": "OK", "parent": "index.html", "failureDetails": []}
      ],
      "passed": false
    }"#;

    #[test]
    fn one_vnu_error_beside_a_warning_is_one_failure_named_by_its_path_in_dist() {
        let report: VnuReport = parse_report(HTML_CHECKER, VNU.as_bytes(), b"").expect("parses");
        let findings = html_checker_findings(&report, Path::new(DIST), 10, 15);
        assert_eq!(
            findings.failures,
            [
                "HTML contact.html:3: No “p” element in scope but a “p” end tag seen. (in \
                 \">bad</div></p></body\")"
            ]
        );
        assert_eq!(
            findings.line,
            "HTML checker (vnu 26.9.27 (c6ba02c)): 10 HTML and 15 SVG file(s), 1 error(s)"
        );
    }

    #[test]
    fn a_vnu_message_without_a_position_is_still_a_failure() {
        let report: VnuReport = parse_report(
            HTML_CHECKER,
            br#"{"version": "26.9.27", "messages": [{"type": "non-document-error", "subType": "io", "message": "File not found."}]}"#,
            b"",
        )
        .expect("parses");
        let findings = html_checker_findings(&report, Path::new(DIST), 1, 0);
        assert_eq!(
            findings.failures,
            ["HTML ?:null: File not found. (in \"\")"]
        );
    }

    #[test]
    fn a_vnu_report_of_another_shape_is_an_error_naming_the_checker() {
        assert_wrong_shape::<VnuReport>(
            HTML_CHECKER,
            br#"{"messages": []}"#,
            "missing field `version`",
        );
        let error =
            parse_report::<VnuReport>(HTML_CHECKER, b"", b"Error: Unable to access jarfile")
                .expect_err("not JSON");
        assert!(
            format!("{error:#}").starts_with(
                "the HTML checker (vnu) printed no JSON report: Error: Unable to access jarfile"
            ),
            "{error:#}"
        );
    }

    #[test]
    fn a_broken_link_fails_and_skipped_ones_are_not_counted() {
        let report: LinkReport =
            parse_report(LINKINATOR, LINKINATOR_REPORT.as_bytes(), b"").expect("parses");
        let findings = link_findings(&report);
        assert_eq!(
            findings.failures,
            ["LINK missing (status 404) linked from index.html"]
        );
        assert_eq!(
            findings.line,
            "links (linkinator): 3 distinct internal URL(s) checked, fragments included \
             (external addresses skipped), 1 broken"
        );
    }

    #[test]
    fn a_link_of_an_unknown_state_is_an_error_naming_linkinator() {
        assert_wrong_shape::<LinkReport>(
            LINKINATOR,
            br#"{"links": [{"url": "index.html", "state": "WARNING"}]}"#,
            "unknown variant `WARNING`",
        );
    }
}
