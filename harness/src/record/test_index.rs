//! What each browser test cites, read from its source in `harness/tests/e2e/`: the spec ids
//! it names, and the families of ids it walks as a whole (`<fact id>`, every fact of
//! `specs/facts.json`; the families are `facts::specs::families`). A test cites what its
//! function's text names, its doc lines and attributes included, and what the helpers and
//! constants of its file that it names cite. A test that checks ids only through a
//! catalogue or a harness module names them, or their family, in a comment of its body.
//!
//! The report credits a passing test with what it cites. The index is read once per process,
//! since the report is rendered again after every test.

use crate::record::spec_index;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

/// What one test function cites.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Citations {
    /// The spec ids it names, in the order they first appear.
    pub ids: Vec<String>,
    /// The families it names (`<fact id>`, `<route id>-CARDS`), in order.
    pub families: Vec<String>,
}

/// What the test of `name` (`module::function`, with or without its cases) cites.
pub fn cited_by(name: &str) -> Citations {
    let mut parts = name.split("::");
    let (Some(module), Some(function)) = (parts.next(), parts.next()) else {
        return Citations::default();
    };
    index()
        .get(&format!("{module}::{function}"))
        .cloned()
        .unwrap_or_default()
}

/// The ids of every family, read once per process.
pub fn families() -> &'static BTreeMap<String, Vec<String>> {
    static FAMILIES: OnceLock<BTreeMap<String, Vec<String>>> = OnceLock::new();
    FAMILIES.get_or_init(|| facts::specs::families().unwrap_or_default())
}

/// Every spec id the test of `name` exercises: those it names, and every id of the families
/// it names.
pub fn exercised_by(name: &str) -> Vec<String> {
    let cited = cited_by(name);
    let mut ids = cited.ids;
    for family in &cited.families {
        for id in families().get(family).into_iter().flatten() {
            if !ids.contains(id) {
                ids.push(id.clone());
            }
        }
    }
    ids
}

fn index() -> &'static BTreeMap<String, Citations> {
    static INDEX: OnceLock<BTreeMap<String, Citations>> = OnceLock::new();
    INDEX.get_or_init(|| {
        let dir = crate::base::workspace::root().join("harness/tests/e2e");
        let mut index = BTreeMap::new();
        for path in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            let path = path.path();
            let (Some(module), Ok(text)) = (path.file_stem(), std::fs::read_to_string(&path))
            else {
                continue;
            };
            for (function, citations) in index_file(&text, |id| spec_index::lookup(id).is_some()) {
                index.insert(
                    format!("{}::{function}", module.to_string_lossy()),
                    citations,
                );
            }
        }
        index
    })
}

/// One top-level item of a source file: its name and its text, with the doc lines,
/// attributes and comments right above it.
struct Item<'a> {
    name: &'a str,
    is_function: bool,
    text: String,
}

/// The keywords that start a top-level item, after any `pub`.
const ITEM_KEYWORDS: [&str; 11] = [
    "async fn ",
    "fn ",
    "const ",
    "static ",
    "struct ",
    "enum ",
    "impl",
    "use ",
    "mod ",
    "type ",
    "trait ",
];

/// The top-level items of a rustfmt-formatted file: an item starts at a line in column 0
/// that declares one (with the doc lines, attributes and comments above it), and runs to the
/// next. The name is the identifier after the keyword, if any.
fn items(text: &str) -> Vec<Item<'_>> {
    let lines: Vec<&str> = text.lines().collect();
    let mut starts: Vec<(usize, &str, bool)> = Vec::new();
    for (at, line) in lines.iter().enumerate() {
        let declaration = line
            .strip_prefix("pub(crate) ")
            .or_else(|| line.strip_prefix("pub "))
            .unwrap_or(line);
        let Some(keyword) = ITEM_KEYWORDS.iter().find(|k| declaration.starts_with(*k)) else {
            continue;
        };
        let name = declaration[keyword.len()..]
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .next()
            .unwrap_or_default();
        let mut first = at;
        while first > 0
            && ["///", "#[", "//"]
                .iter()
                .any(|p| lines[first - 1].starts_with(p))
        {
            first -= 1;
        }
        starts.push((first, name, keyword.ends_with("fn ")));
    }
    starts
        .iter()
        .enumerate()
        .map(|(n, &(first, name, is_function))| {
            let end = starts.get(n + 1).map_or(lines.len(), |next| next.0);
            Item {
                name,
                is_function,
                text: lines[first..end].join("\n"),
            }
        })
        .collect()
}

/// What `text` names itself: the ids `known` accepts and the families, each once.
fn named_in(text: &str, known: &impl Fn(&str) -> bool) -> Citations {
    let mut cited = Citations::default();
    let mut rest = text;
    while let Some(id) = spec_index::first_id(rest) {
        if known(id) && !cited.ids.iter().any(|seen| seen == id) {
            cited.ids.push(id.to_owned());
        }
        let at = rest.find(id).map_or(rest.len(), |at| at + id.len());
        rest = &rest[at..];
    }
    // A family is `<... id>`, with a `-SUFFIX` of upper-case words for a derived one.
    for (at, _) in text.match_indices('<') {
        let Some(close) = text[at..].find(" id>") else {
            continue;
        };
        let words = &text[at + 1..at + close];
        if words.is_empty() || !words.chars().all(|c| c.is_ascii_lowercase() || c == ' ') {
            continue;
        }
        let end = at + close + " id>".len();
        let suffix: String = text[end..]
            .chars()
            .take_while(|c| c.is_ascii_uppercase() || *c == '-')
            .collect();
        let family = format!("{}{}", &text[at..end], suffix.trim_end_matches('-'));
        if !cited.families.contains(&family) {
            cited.families.push(family);
        }
    }
    cited
}

/// Each function of a test file with what it cites, its helpers' and constants' included.
fn index_file(text: &str, known: impl Fn(&str) -> bool) -> Vec<(String, Citations)> {
    let items = items(text);
    let own: Vec<Citations> = items.iter().map(|i| named_in(&i.text, &known)).collect();
    let mut index = Vec::new();
    for (n, item) in items.iter().enumerate().filter(|(_, i)| i.is_function) {
        let mut cited = own[n].clone();
        let mut seen = BTreeSet::from([n]);
        let mut reach = vec![n];
        // The helpers and constants it names, and theirs in turn.
        while let Some(at) = reach.pop() {
            let words: BTreeSet<&str> = items[at]
                .text
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .collect();
            for (other, helper) in items.iter().enumerate() {
                if helper.name.is_empty() || !words.contains(helper.name) || !seen.insert(other) {
                    continue;
                }
                for id in &own[other].ids {
                    if !cited.ids.contains(id) {
                        cited.ids.push(id.clone());
                    }
                }
                for family in &own[other].families {
                    if !cited.families.contains(family) {
                        cited.families.push(family.clone());
                    }
                }
                reach.push(other);
            }
        }
        index.push((item.name.to_owned(), cited));
    }
    index
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOURCE: &str = r#"//! A module.

use harness::Route;

/// The ids of one delayed scroll.
const HASH_SCROLL: [&str; 2] = ["NAV-HASH-SCROLL", "NAV-HASH-SCROLL-DELAY"];

/// Checks a landing, citing DIALOG-ROLE.
async fn landed(spec: &str) -> anyhow::Result<()> {
    ensure!(true, "{spec}: DIALOG-ROLE");
    Ok(())
}

#[test]
fn a_home_anchor_scrolls() {
    // Exercises every <route id>-CARDS and <fact id>, with LINK-REL.
    landed(&HASH_SCROLL[0]);
}

#[rstest]
#[case::one(1)]
fn another_test(#[case] n: u8) {
    ensure!(n > 0, "SEO-404: an id the index is told it does not know");
}
"#;

    #[test]
    fn a_test_cites_its_own_ids_and_families_and_those_of_the_helpers_it_names() {
        let known = |id: &str| id != "SEO-404";
        let index: BTreeMap<String, Citations> = index_file(SOURCE, known).into_iter().collect();
        assert_eq!(
            index["a_home_anchor_scrolls"],
            Citations {
                // Its own first, then its helpers' in the file's order.
                ids: vec![
                    "LINK-REL".to_owned(),
                    "NAV-HASH-SCROLL".to_owned(),
                    "NAV-HASH-SCROLL-DELAY".to_owned(),
                    "DIALOG-ROLE".to_owned(),
                ],
                families: vec!["<route id>-CARDS".to_owned(), "<fact id>".to_owned()],
            }
        );
        assert_eq!(index["another_test"], Citations::default());
        assert_eq!(index["landed"].ids, vec!["DIALOG-ROLE".to_owned()]);
    }

    #[test]
    fn every_family_a_test_cites_is_known() {
        let dir = crate::base::workspace::root().join("harness/tests/e2e");
        let mut unknown = Vec::new();
        for path in std::fs::read_dir(dir)
            .expect("the tests are readable")
            .flatten()
        {
            let text = std::fs::read_to_string(path.path()).expect("a test is readable");
            for (function, cited) in index_file(&text, |_| true) {
                for family in cited.families {
                    if !families().contains_key(&family) {
                        unknown.push(format!("{function}: {family}"));
                    }
                }
            }
        }
        assert!(
            unknown.is_empty(),
            "tests cite families that facts::specs::families does not know: {unknown:?}"
        );
    }

    #[test]
    fn a_catalogue_test_exercises_every_id_of_its_families() {
        let ids = exercised_by(
            "fixed_facts::every_route_shows_the_spec_figures_and_facts::viewport_1_Viewport__Desktop",
        );
        assert!(ids.contains(&"FACT-PRIVACY-CHILDREN".to_owned()), "{ids:?}");
        assert!(ids.contains(&"FACT-HONESTY".to_owned()), "{ids:?}");
    }
}
