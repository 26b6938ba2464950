//! The visual report: every failed comparison of the run, in one self-contained HTML file
//! with expected, actual and diff side by side and a slider to sweep between the first two.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// One failed comparison, with its images already written beside the report.
#[derive(Debug, Clone)]
pub struct Failure {
    /// The route's path, e.g. `/hire`.
    pub route: String,
    /// The browser, and the viewport's name and size (`firefox desktop 1280x800`).
    pub viewport: String,
    /// What failed: a pixel count or a size mismatch.
    pub summary: String,
    /// The expected PNG (absent for a missing baseline).
    pub expected: Option<PathBuf>,
    /// The actual PNG.
    pub actual: PathBuf,
    /// The diff PNG, when sizes matched.
    pub diff: Option<PathBuf>,
}

static FAILURES: Mutex<Vec<Failure>> = Mutex::new(Vec::new());

/// Adds a failure and rewrites the report at `path`, so the report is complete whichever
/// test fails last.
pub fn record(path: &Path, failure: Failure) -> std::io::Result<()> {
    let mut failures = FAILURES
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    failures.push(failure);
    std::fs::write(path, render(&failures))
}

fn data_uri(path: &Path) -> String {
    match std::fs::read(path) {
        Ok(bytes) => format!("data:image/png;base64,{}", base64_encode(&bytes)),
        Err(_) => String::new(),
    }
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

fn render(failures: &[Failure]) -> String {
    let mut html = String::from(
        r#"<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Visual differences</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f4f1ec;color:#2a1e17}
header{padding:16px 24px;background:#2a1e17;color:#fbf5ea}h1{margin:0;font-size:20px}
section{margin:24px;padding:16px;background:#fff;border-radius:12px;box-shadow:0 2px 8px #0001}
h2{margin:0 0 4px;font-size:17px}.meta{color:#6b5647;margin:0 0 12px}
.grid{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:12px;align-items:start}
figure{margin:0}figcaption{font-weight:600;margin-bottom:4px}img{width:100%;border:1px solid #ddd}
.swipe{position:relative;margin-top:16px;max-width:900px}.swipe img{display:block}
.swipe .top{position:absolute;inset:0;overflow:hidden;width:50%;border-right:2px solid #c8432f}
.swipe .top img{width:auto;max-width:none;height:100%}
label{display:block;margin-top:12px;font-weight:600}input[type=range]{width:100%;max-width:900px}
</style></head><body><header><h1>Visual differences</h1></header>
"#,
    );
    let _ = writeln!(
        html,
        "<p style=\"margin:16px 24px\">{} failed comparison(s). Red pixels differ; yellow \
         pixels differ only by anti-aliasing. Drag the slider to sweep from expected to actual.</p>",
        failures.len()
    );
    for (index, failure) in failures.iter().enumerate() {
        let expected = failure
            .expected
            .as_deref()
            .map(data_uri)
            .unwrap_or_default();
        let actual = data_uri(&failure.actual);
        let diff = failure.diff.as_deref().map(data_uri).unwrap_or_default();
        let _ = write!(
            html,
            r#"<section><h2>{route} at {viewport}</h2><p class="meta">{summary}</p><div class="grid">
<figure><figcaption>Expected</figcaption>{expected_img}</figure>
<figure><figcaption>Actual</figcaption><img alt="actual" src="{actual}"></figure>
<figure><figcaption>Diff</figcaption>{diff_img}</figure></div>"#,
            route = escape(&failure.route),
            viewport = escape(&failure.viewport),
            summary = escape(&failure.summary),
            expected_img = if expected.is_empty() {
                "<p>No baseline.</p>".to_owned()
            } else {
                format!("<img alt=\"expected\" src=\"{expected}\">")
            },
            diff_img = if diff.is_empty() {
                "<p>No diff: the sizes differ.</p>".to_owned()
            } else {
                format!("<img alt=\"diff\" src=\"{diff}\">")
            },
        );
        if !expected.is_empty() {
            let _ = write!(
                html,
                r#"<label for="s{index}">Expected ◀ ▶ Actual</label><input id="s{index}" type="range" min="0" max="100" value="50"
 oninput="document.getElementById('t{index}').style.width=this.value+'%'">
<div class="swipe"><img alt="actual" src="{actual}"><div class="top" id="t{index}"><img alt="expected" src="{expected}"></div></div>"#
            );
        }
        html.push_str("</section>\n");
    }
    html.push_str(
        "<script>for (const t of document.querySelectorAll('.swipe .top img'))\
         t.style.width = t.closest('.swipe').clientWidth + 'px';</script></body></html>\n",
    );
    html
}

fn base64_encode(bytes: &[u8]) -> String {
    use base64::Engine as _;
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

#[cfg(test)]
mod tests {
    use super::base64_encode;

    #[test]
    fn base64_encodes_with_padding() {
        assert_eq!(base64_encode(b"hive"), "aGl2ZQ==");
        assert_eq!(base64_encode(b"hives"), "aGl2ZXM=");
        assert_eq!(base64_encode(b"hives!"), "aGl2ZXMh");
    }
}
