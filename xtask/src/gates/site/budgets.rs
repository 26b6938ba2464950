//! The file budgets of one route: its row of the printed table and the caps it exceeds.

use super::quoted;
use super::static_report::{MeasuredFile, PageFacts, gzipped};
use crate::gates::{CSS_MAX, HTML_MAX, JS_FIRST_LOAD_MAX, kb};

/// How many of the largest first-load chunks a BUDGET-JS failure names, to show where to cut.
const LARGEST_CHUNKS: usize = 4;

/// The budget table's title and column heads.
pub(super) fn table_header() -> [String; 2] {
    [
        format!(
            "\nbudgets (gzip -9, kB = 1,000 bytes; caps: first-load JS {}, CSS {}, HTML {})",
            kb(JS_FIRST_LOAD_MAX),
            kb(CSS_MAX),
            kb(HTML_MAX)
        ),
        format!(
            "  {:<18} {:>8} {:>8} {:>8} {:>10}  modulepreloads",
            "route", "JS", "CSS", "HTML", "later JS"
        ),
    ]
}

/// `page`'s row of the budget table.
pub(super) fn table_row(page: &PageFacts) -> String {
    format!(
        "  {:<18} {:>8} {:>8} {:>8} {:>10}  {}",
        page.id,
        kb(gzipped(&page.js)),
        kb(gzipped(&page.css)),
        kb(page.html.gzip),
        kb(gzipped(&page.later)),
        page.modulepreloads.len()
    )
}

/// Every budget `page` misses: first-load JS, CSS and HTML above their caps, any
/// modulepreload, and any fetch from another origin before interaction.
pub(super) fn page_budget_failures(page: &PageFacts) -> Vec<String> {
    let path = match page.path.as_str() {
        "*" => "the 404 page",
        path => path,
    };
    let (js, css, html) = (gzipped(&page.js), gzipped(&page.css), page.html.gzip);
    let mut failures = Vec::new();
    if js > JS_FIRST_LOAD_MAX {
        failures.push(format!(
            "BUDGET-JS {path}: first-load JS is {} kB gzipped, above {} kB (largest: {})",
            kb(js),
            kb(JS_FIRST_LOAD_MAX),
            largest_chunks(&page.js)
        ));
    }
    if css > CSS_MAX {
        failures.push(format!(
            "BUDGET-CSS {path}: CSS is {} kB gzipped, above {} kB",
            kb(css),
            kb(CSS_MAX)
        ));
    }
    if html > HTML_MAX {
        failures.push(format!(
            "BUDGET-HTML {path}: the HTML is {} kB gzipped, above {} kB",
            kb(html),
            kb(HTML_MAX)
        ));
    }
    for file in &page.unneeded_preloads {
        failures.push(format!(
            "BUDGET-PRELOAD {path}: modulepreload of {}; the prerendered page's first \
             paint needs no script, and a preloaded chunk competes with the stylesheet",
            quoted(file)
        ));
    }
    for fetch in &page.cross_origin {
        failures.push(format!(
            "THIRD-PARTY {path}: {fetch} fetches from another origin before any interaction"
        ));
    }
    failures
}

/// The largest of `chunks`, largest first (ties by name, last first), as `file kB`.
fn largest_chunks(chunks: &[MeasuredFile]) -> String {
    let mut chunks: Vec<(u64, &str)> = chunks
        .iter()
        .map(|chunk| (chunk.gzip, chunk.file.as_str()))
        .collect();
    chunks.sort_unstable_by(|a, b| b.cmp(a));
    let largest: Vec<String> = chunks
        .iter()
        .take(LARGEST_CHUNKS)
        .map(|(size, file)| format!("{file} {}", kb(*size)))
        .collect();
    largest.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gates::site::static_report::tests::facts_with;
    use serde_json::{Value, json};

    /// The recorded home page after `change` has edited it.
    fn home_with(change: impl FnOnce(&mut Value)) -> PageFacts {
        let mut facts = facts_with(|facts| change(&mut facts["pages"][0]));
        facts.pages.swap_remove(0)
    }

    /// First-load chunks of `sizes` bytes, named `assets/chunk-N.js`.
    fn chunks(sizes: &[u64]) -> Value {
        sizes
            .iter()
            .enumerate()
            .map(|(i, size)| json!({"file": format!("assets/chunk-{i}.js"), "raw": size * 3, "gzip": size}))
            .collect()
    }

    #[test]
    fn the_recorded_home_page_is_under_every_cap() {
        let home = home_with(|_| ());
        assert_eq!(page_budget_failures(&home), Vec::<String>::new());
        assert_eq!(
            table_row(&home),
            "  home                   58.1      7.5     12.2       28.0  0"
        );
    }

    #[test]
    fn a_page_at_every_cap_passes() {
        let page = home_with(|page| {
            page["js"] = chunks(&[JS_FIRST_LOAD_MAX - 100, 100]);
            page["css"][0]["gzip"] = CSS_MAX.into();
            page["html"]["gzip"] = HTML_MAX.into();
        });
        assert_eq!(page_budget_failures(&page), Vec::<String>::new());
    }

    #[test]
    fn one_byte_over_the_js_cap_fails_and_names_the_four_largest_chunks() {
        let page = home_with(|page| page["js"] = chunks(&[368, 30_000, 71, 20_000, 9_562]));
        assert_eq!(
            page_budget_failures(&page),
            [
                "BUDGET-JS /: first-load JS is 60.0 kB gzipped, above 60.0 kB (largest: \
              assets/chunk-1.js 30.0, assets/chunk-3.js 20.0, assets/chunk-4.js 9.6, \
              assets/chunk-0.js 0.4)"
            ]
        );
    }

    #[test]
    fn one_byte_over_the_css_or_html_cap_fails() {
        let page = home_with(|page| {
            page["css"] = json!([
                {"file": "assets/base.css", "raw": 20_000, "gzip": 4_000},
                {"file": "assets/route-home.css", "raw": 30_000, "gzip": CSS_MAX - 4_000 + 1}
            ]);
            page["html"]["gzip"] = (HTML_MAX + 1).into();
        });
        assert_eq!(
            page_budget_failures(&page),
            [
                "BUDGET-CSS /: CSS is 10.0 kB gzipped, above 10.0 kB",
                "BUDGET-HTML /: the HTML is 14.0 kB gzipped, above 14.0 kB"
            ]
        );
    }

    #[test]
    fn a_preload_or_a_fetch_from_another_origin_fails_and_names_the_404_page() {
        let page = facts_with(|facts| {
            let page = &mut facts["pages"][1];
            page["modulepreloads"] = json!(["assets/app-Dq5nGGfk.js"]);
            page["unneededPreloads"] = json!(["assets/app-Dq5nGGfk.js"]);
            page["crossOrigin"] = json!(["<img src=\"https://cdn.example.com/bee.png\">"]);
        })
        .pages
        .swap_remove(1);
        assert!(table_row(&page).ends_with("  1"), "{}", table_row(&page));
        assert_eq!(
            page_budget_failures(&page),
            [
                "BUDGET-PRELOAD the 404 page: modulepreload of \"assets/app-Dq5nGGfk.js\"; the \
                 prerendered page's first paint needs no script, and a preloaded chunk competes \
                 with the stylesheet",
                "THIRD-PARTY the 404 page: <img src=\"https://cdn.example.com/bee.png\"> fetches \
                 from another origin before any interaction"
            ]
        );
    }
}
