//! Every spec id of `specs/*.json` with the spec section it comes from and its sentence, so a
//! report can say what a failing check asked for, not only its id. The one reader of
//! `specs/` beside [`crate::specs`], whose typed readers the checks use.

use crate::workspace;
use serde_json::Value;
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// What one spec id stands for.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SpecEntry {
    /// The product spec's section (`§2 /hire`), or the file it is in.
    pub section: String,
    /// What must hold, as one sentence.
    pub says: String,
}

/// The entry of `id`, read from `specs/` once per process; ids derived from a route's
/// (`ROUTE-HOME-CARDS`) resolve through their pattern.
pub fn lookup(id: &str) -> Option<&'static SpecEntry> {
    static INDEX: OnceLock<BTreeMap<String, SpecEntry>> = OnceLock::new();
    INDEX.get_or_init(build).get(id)
}

/// The section of a file's entries that name none of their own.
fn default_section(file: &str, key: &str) -> &'static str {
    match (file, key) {
        ("links.json", "nav") => "§2 Top navigation",
        ("links.json", "footer") => "§2 Footer",
        ("routes.json", _) => "§2 Screens and routes",
        ("behaviour.json", "counters") => "§4, §9 Counters",
        ("behaviour.json", "social") => "§2 Footer, §8",
        ("behaviour.json", "delays") => "§9 Delays",
        ("behaviour.json", "embeds") => "§2, §7 Embeds",
        _ => "specs/",
    }
}

/// A sentence for an entry that has no `says`: what its other fields fix.
fn sentence(entry: &serde_json::Map<String, Value>) -> String {
    let field = |name: &str| entry.get(name).and_then(Value::as_str);
    if let Some(says) = field("says") {
        return says.to_owned();
    }
    if let (Some(label), Some(does)) = (field("label"), field("does")) {
        let target = field("href")
            .or(field("configLink"))
            .or(field("embed"))
            .map(|to| format!(" ({to})"))
            .unwrap_or_default();
        return format!("'{label}' {does}{target}.");
    }
    if let Some(test_id) = field("testId") {
        let to = field("href").or(field("configLink")).or(field("does"));
        return match to {
            Some(to) => format!("{test_id} goes to {to} on every route."),
            None => format!("{test_id} is on every route."),
        };
    }
    if let Some(h1) = field("h1") {
        return format!(
            "{} shows the heading '{h1}'.",
            field("path").unwrap_or("The route")
        );
    }
    String::new()
}

fn collect(file: &str, key: &str, value: &Value, into: &mut BTreeMap<String, SpecEntry>) {
    match value {
        Value::Object(map) => {
            if let Some(id) = map.get("id").and_then(Value::as_str) {
                let section = map
                    .get("spec")
                    .and_then(Value::as_str)
                    .unwrap_or(default_section(file, key));
                into.insert(
                    id.to_owned(),
                    SpecEntry {
                        section: section.to_owned(),
                        says: sentence(map),
                    },
                );
            }
            for (child_key, child) in map {
                collect(
                    file,
                    if key.is_empty() { child_key } else { key },
                    child,
                    into,
                );
            }
        }
        Value::Array(items) => items.iter().for_each(|item| collect(file, key, item, into)),
        _ => {}
    }
}

fn build() -> BTreeMap<String, SpecEntry> {
    let mut index = BTreeMap::new();
    let dir = workspace::root().join("specs");
    let mut derived = Vec::new();
    let mut routes = Vec::new();
    for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
        let path = entry.path();
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        if !name.ends_with(".json") {
            continue;
        }
        let Some(value) = std::fs::read_to_string(&path)
            .ok()
            .and_then(|text| serde_json::from_str::<Value>(&text).ok())
        else {
            continue;
        };
        collect(&name, "", &value, &mut index);
        if name == "checks.json" {
            derived = value["derived"].as_array().cloned().unwrap_or_default();
        }
        if name == "routes.json" {
            routes = value["routes"].as_array().cloned().unwrap_or_default();
        }
    }
    for pattern in &derived {
        let (Some(pattern), Some(says)) = (pattern["pattern"].as_str(), pattern["says"].as_str())
        else {
            continue;
        };
        let Some(suffix) = pattern.strip_prefix("<route id>") else {
            continue;
        };
        for route in &routes {
            if let (Some(id), Some(path)) = (route["id"].as_str(), route["path"].as_str()) {
                index.insert(
                    format!("{id}{suffix}"),
                    SpecEntry {
                        section: "§2 Screens and routes".to_owned(),
                        says: format!("{path}: {says}"),
                    },
                );
            }
        }
    }
    index
}

/// The first spec id (`NAV-HASH-SCROLL-DELAY`, `ROUTE-HOME-CARDS`, ...) in a text: an
/// upper-case word of letters, digits and hyphens, wherever it stands (in a message, or in
/// the string literal of a test's source).
pub fn first_id(message: &str) -> Option<&str> {
    message
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .find(|word| {
            word.len() > 3
                && word.contains('-')
                && word.starts_with(|c: char| c.is_ascii_uppercase())
                && word
                    .chars()
                    .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '-')
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_resolve_to_their_section_and_sentence() {
        let check = lookup("TOOLTIP-SKIP").expect("a check of checks.json");
        assert_eq!(check.section, "§4");
        let action = lookup("CTA-HOME-JOIN").expect("an action of actions.json");
        assert!(action.says.contains("Join The Hive"), "{action:?}");
        let derived = lookup("ROUTE-HIRE-CARDS").expect("a derived id");
        assert!(derived.says.starts_with("/hire: "), "{derived:?}");
        let link = lookup("FOOTER-TERMS").expect("a link of links.json");
        assert_eq!(link.section, "§2 Footer");
    }

    #[test]
    fn the_first_id_of_a_message_is_found() {
        assert_eq!(
            first_id("[chrome desktop 1280x800] NAV-HASH-SCROLL-DELAY /: late"),
            Some("NAV-HASH-SCROLL-DELAY")
        );
        assert_eq!(first_id("nothing here"), None);
        assert_eq!(
            first_id("\"A11Y-AXE {} (reduced motion)\""),
            Some("A11Y-AXE")
        );
    }
}
