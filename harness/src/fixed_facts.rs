//! The check of the spec's fixed figures and facts (`specs/facts.json`) against what a page
//! shows: each is found as a whole phrase of the visible text, in its card where the
//! catalogue names one, and a failure starts with the fact's own id. A changed figure then
//! fails by name even after the screenshots are re-recorded.

use crate::pages::{ElementText, PageText};
use crate::routes::Route;
use facts::specs::FactSpec;

/// The elements whose text the facts on `route` read: each `within`, and whether a fact
/// picks one of them by name.
pub fn text_scopes(facts: &[FactSpec], route: Route) -> Vec<(String, bool)> {
    let mut scopes: Vec<(String, bool)> = Vec::new();
    for fact in facts.iter().filter(|f| f.is_on(route.id())) {
        let Some(within) = &fact.within else { continue };
        match scopes.iter_mut().find(|(id, _)| id == within) {
            Some((_, named)) => *named |= fact.named.is_some(),
            None => scopes.push((within.clone(), fact.named.is_some())),
        }
    }
    scopes
}

/// Every fact on `route` that `text` does not show, one line each.
pub fn problems(facts: &[FactSpec], route: Route, text: &PageText) -> Vec<String> {
    facts
        .iter()
        .filter(|fact| fact.is_on(route.id()))
        .filter_map(|fact| {
            problem(fact, text).map(|problem| {
                format!(
                    "{} {route} ({}: {}) {problem}",
                    fact.id, fact.spec, fact.says
                )
            })
        })
        .collect()
}

fn problem(fact: &FactSpec, text: &PageText) -> Option<String> {
    let Some(within) = &fact.within else {
        return (!contains_phrase(&text.page, &fact.text))
            .then(|| format!("the page does not show {:?}", fact.text));
    };
    let elements: &[ElementText] = text.within.get(within).map_or(&[], Vec::as_slice);
    let candidates: Vec<&ElementText> = match &fact.named {
        Some(name) => elements
            .iter()
            .filter(|e| e.names.iter().any(|n| n == name))
            .collect(),
        None => elements.iter().collect(),
    };
    match (candidates.as_slice(), &fact.named) {
        ([], Some(name)) => Some(format!(
            "no {within} shows {name:?} ({} {within} on the page)",
            elements.len()
        )),
        ([], None) => Some(format!("the page has no {within}")),
        ([_, _, ..], Some(name)) => Some(format!(
            "{} {within} elements show {name:?}; the catalogue needs one",
            candidates.len()
        )),
        (found, named) => {
            if found.iter().any(|e| contains_phrase(&e.text, &fact.text)) {
                return None;
            }
            let shown: Vec<String> = found.iter().map(|e| excerpt(&e.text)).collect();
            Some(match named {
                Some(name) => format!(
                    "the {within} showing {name:?} does not show {:?}; it shows {shown:?}",
                    fact.text
                ),
                None => format!("no {within} shows {:?}; they show {shown:?}", fact.text),
            })
        }
    }
}

/// `text` as the page would read had its copy written `fact`'s phrase differently: every
/// occurrence changed at its first digit (one more) or, with none, its first letter (the next
/// in the alphabet). Returns the changed text and the phrase it now shows, so a check can
/// prove that the fact fails when the copy changes.
pub fn with_changed_copy(text: &PageText, fact: &FactSpec) -> (PageText, String) {
    let phrase = &fact.text;
    let at = phrase
        .char_indices()
        .find(|(_, c)| c.is_ascii_digit())
        .or_else(|| phrase.char_indices().find(|(_, c)| c.is_ascii_alphabetic()));
    let changed = match at {
        Some((at, c)) => {
            let next = match c {
                '9' => '0',
                'z' => 'a',
                'Z' => 'A',
                c => char::from(c as u8 + 1),
            };
            format!("{}{next}{}", &phrase[..at], &phrase[at + c.len_utf8()..])
        }
        None => format!("{phrase}!"),
    };
    let edit = |s: &String| s.replace(phrase.as_str(), &changed);
    let within = text
        .within
        .iter()
        .map(|(id, elements)| {
            let elements = elements
                .iter()
                .map(|e| ElementText {
                    text: edit(&e.text),
                    names: e.names.iter().map(edit).collect(),
                })
                .collect();
            (id.clone(), elements)
        })
        .collect();
    (
        PageText {
            page: edit(&text.page),
            within,
        },
        changed,
    )
}

/// The start of a long text, for a message.
fn excerpt(text: &str) -> String {
    const LIMIT: usize = 160;
    match text.char_indices().nth(LIMIT) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_owned(),
    }
}

/// Whether `phrase` is in `text` as a whole: not the middle of a longer word or number.
/// Before it stands no letter or digit (nor `$`, `.` or `,` before a leading digit), and after
/// it no letter or digit (nor a `.` or `,` that a digit follows, after a trailing digit).
pub fn contains_phrase(text: &str, phrase: &str) -> bool {
    if phrase.is_empty() {
        return false;
    }
    let starts_with_digit = phrase.starts_with(|c: char| c.is_ascii_digit());
    let ends_with_digit = phrase.ends_with(|c: char| c.is_ascii_digit());
    text.match_indices(phrase).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let mut after = text[at + phrase.len()..].chars();
        let next = after.next();
        let then = after.next();
        let clean_start = match before {
            None => true,
            Some(c) if c.is_alphanumeric() => phrase.starts_with(|p: char| !p.is_alphanumeric()),
            Some(c) => !(starts_with_digit && matches!(c, '$' | '.' | ',')),
        };
        let clean_end = match next {
            None => true,
            Some(c) if c.is_alphanumeric() => phrase.ends_with(|p: char| !p.is_alphanumeric()),
            Some(c) => {
                !(ends_with_digit
                    && matches!(c, '.' | ',')
                    && then.is_some_and(|d| d.is_ascii_digit()))
            }
        };
        clean_start && clean_end
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    #[test]
    fn a_phrase_is_whole_only_between_word_and_number_boundaries() {
        assert!(contains_phrase("Launch $500-$750 a year", "$500-$750"));
        assert!(contains_phrase("© 2024 The Hive.", "© 2024"));
        assert!(contains_phrase("Most Popular", "Most Popular"));
        assert!(!contains_phrase("$1,200-$1,8000", "$1,200-$1,800"));
        assert!(!contains_phrase("$900.50", "$900"));
        assert!(!contains_phrase("1200+ trucks", "200+ trucks"));
        assert!(!contains_phrase("Everything in Launcher", "in Launch"));
        assert!(contains_phrase("ends at 2024.", "2024"));
        assert!(!contains_phrase("$2024", "2024"));
    }

    fn plan(name: &str, text: &str) -> ElementText {
        ElementText {
            text: text.to_owned(),
            names: vec![name.to_owned()],
        }
    }

    #[test]
    fn changed_copy_changes_the_first_digit_or_letter() {
        let facts = facts::specs::fixed_facts().expect("specs/facts.json loads");
        let fact = |id: &str| facts.iter().find(|f| f.id == id).expect("the fact").clone();
        let text = PageText {
            page: "© 2024 Suffolk County".to_owned(),
            within: BTreeMap::new(),
        };
        let (changed, shown) = with_changed_copy(&text, &fact("FACT-TERMS-UPDATED"));
        assert_eq!(shown, "Last updated 9/28/24");
        assert_eq!(changed.page, text.page);
        let (_, shown) = with_changed_copy(&text, &fact("FACT-PRIVACY-CHILDREN"));
        assert_eq!(shown, "not directed to children under 23");
        let (_, shown) = with_changed_copy(&text, &fact("FACT-PERFECT-FOR-FESTIVALS"));
        assert_eq!(shown, "Dommunity festivals");
    }

    #[test]
    fn a_changed_price_fails_by_its_fact_id() {
        let facts = facts::specs::fixed_facts().expect("specs/facts.json loads");
        let shown = |momentum: &str| PageText {
            page: String::new(),
            within: BTreeMap::from([(
                "plan-card".to_owned(),
                vec![
                    plan(
                        "Launch",
                        "Launch $500-$750 10 professional photos annually Start Launch",
                    ),
                    plan(
                        "Momentum",
                        &format!("Most Popular Momentum {momentum} Choose Momentum"),
                    ),
                    plan("Scale", "Scale $2,500-$4,000 Go Scale"),
                ],
            )]),
        };
        let price = |text: &PageText| -> Vec<String> {
            problems(&facts, Route::LearnMore, text)
                .into_iter()
                .filter(|p| p.starts_with("FACT-PLAN-"))
                .collect()
        };
        assert_eq!(price(&shown("$1,200-$1,800")), Vec::<String>::new());
        let changed = price(&shown("$1,300-$1,800"));
        assert_eq!(changed.len(), 1, "{changed:?}");
        assert!(
            changed[0].starts_with("FACT-PLAN-MOMENTUM-PRICE /learn-more"),
            "{changed:?}"
        );
    }
}
