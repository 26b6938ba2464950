//! The check of the spec's fixed figures and facts (`specs/facts.json`) against what a page
//! shows: each is found as a whole phrase of the visible text (of a heading, where the fact
//! says so), in its card where the catalogue names one, and a failure starts with the fact's
//! own id. A changed figure then fails by name even after the screenshots are re-recorded.
//!
//! A fact's text is the spec's phrase: it is found in the page's words read as the spec
//! writes them ([`spec_words`]), and the tidy test holds it to be a phrase of the fact's
//! `says` unless the fact gives its `wording`.

use crate::base::routes::Route;
use crate::pages::{ElementText, PageText, TextScope};
use facts::specs::FactSpec;

/// `text` read as the spec writes its phrases, so the spec's words find the site's: letter
/// case ignored (the spec writes in running prose, the site in title case), '&' read as
/// 'and', a '/' before a word read as 'per' ('/month'), a comma before a space left out
/// ('Boston, MA'), and runs of white space as one space. A figure is left as it is.
pub fn spec_words(text: &str) -> String {
    let mut words = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, chars.peek()) {
            ('&', _) => words.push_str(" and "),
            ('/', Some(next)) if next.is_alphabetic() => words.push_str(" per "),
            (',', Some(next)) if next.is_whitespace() => {}
            (c, _) => words.extend(c.to_lowercase()),
        }
    }
    words.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// `text` with every string in it read as the spec writes its phrases ([`spec_words`]).
fn in_spec_words(text: &PageText) -> PageText {
    edit(text, spec_words)
}

/// `text` with `change` made to every string in it.
fn edit(text: &PageText, change: impl Fn(&str) -> String) -> PageText {
    let all = |strings: &[String]| strings.iter().map(|s| change(s)).collect();
    PageText {
        page: change(&text.page),
        headings: all(&text.headings),
        within: text
            .within
            .iter()
            .map(|(id, elements)| {
                let elements = elements
                    .iter()
                    .map(|e| ElementText {
                        text: change(&e.text),
                        names: all(&e.names),
                        headings: all(&e.headings),
                        counts: e.counts.clone(),
                    })
                    .collect();
                (id.clone(), elements)
            })
            .collect(),
    }
}

/// The elements whose text the facts on `route` read: each `within`, whether a fact picks
/// one of them by name, and the items a fact counts in them.
pub fn text_scopes(facts: &[FactSpec], route: Route) -> Vec<TextScope> {
    let mut scopes: Vec<TextScope> = Vec::new();
    for fact in facts.iter().filter(|f| f.is_on(route.id())) {
        let Some(within) = &fact.within else { continue };
        let index = match scopes.iter().position(|scope| &scope.0 == within) {
            Some(index) => index,
            None => {
                scopes.push(TextScope(within.clone(), false, Vec::new()));
                scopes.len() - 1
            }
        };
        let scope = &mut scopes[index];
        scope.1 |= fact.named.is_some();
        if let Some(count) = &fact.count
            && !scope.2.contains(&count.of)
        {
            scope.2.push(count.of.clone());
        }
    }
    scopes
}

/// Every fact on `route` that `text` does not show, one line each.
pub fn problems(facts: &[FactSpec], route: Route, text: &PageText) -> Vec<String> {
    let text = in_spec_words(text);
    facts
        .iter()
        .filter(|fact| fact.is_on(route.id()))
        .filter_map(|fact| {
            problem(fact, &text).map(|problem| {
                format!(
                    "{} {route} ({}: {}) {problem}",
                    fact.id, fact.spec, fact.says
                )
            })
        })
        .collect()
}

/// Whether `element` (or the page, its headings or its whole text) shows the fact's phrase.
fn shows(fact: &FactSpec, phrase: &str, text: &str, headings: &[String]) -> bool {
    if fact.heading {
        headings
            .iter()
            .any(|heading| contains_phrase(heading, phrase))
    } else {
        contains_phrase(text, phrase)
    }
}

/// What the page shows wrongly of `fact`, with `text` already in the spec's words.
fn problem(fact: &FactSpec, text: &PageText) -> Option<String> {
    let phrase = spec_words(&fact.text);
    let what = if fact.heading { "heading " } else { "" };
    let Some(within) = &fact.within else {
        return (!shows(fact, &phrase, &text.page, &text.headings))
            .then(|| format!("the page does not show the {what}{:?}", fact.text));
    };
    let elements: &[ElementText] = text.within.get(within).map_or(&[], Vec::as_slice);
    let name = fact.named.as_deref().map(spec_words);
    let candidates: Vec<&ElementText> = match &name {
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
            let showing: Vec<&&ElementText> = found
                .iter()
                .filter(|e| shows(fact, &phrase, &e.text, &e.headings))
                .collect();
            if showing.is_empty() {
                let shown: Vec<String> = found.iter().map(|e| excerpt(&e.text)).collect();
                return Some(match named {
                    Some(name) => format!(
                        "the {within} showing {name:?} does not show the {what}{:?}; it shows \
                         {shown:?}",
                        fact.text
                    ),
                    None => format!(
                        "no {within} shows the {what}{:?}; they show {shown:?}",
                        fact.text
                    ),
                });
            }
            let count = fact.count.as_ref()?;
            let held: Vec<usize> = showing
                .iter()
                .map(|e| e.counts.get(&count.of).copied().unwrap_or(0))
                .collect();
            (!held.contains(&count.is)).then(|| {
                format!(
                    "the {within} showing {:?} holds {held:?} {}, not {}",
                    fact.text, count.of, count.is
                )
            })
        }
    }
}

/// `text` as the page would read had its copy written `fact`'s phrase differently: every
/// occurrence changed at its first digit (one more) or, with none, its first letter (the next
/// in the alphabet). Returns the changed text, in the spec's words, and the phrase it now
/// shows, so a check can prove that the fact fails when the copy changes.
pub fn with_changed_copy(text: &PageText, fact: &FactSpec) -> (PageText, String) {
    let phrase = spec_words(&fact.text);
    let at = phrase
        .char_indices()
        .find(|(_, c)| c.is_ascii_digit())
        .or_else(|| phrase.char_indices().find(|(_, c)| c.is_ascii_alphabetic()));
    let changed = match at {
        Some((at, c)) => {
            let next = match c {
                '9' => '0',
                'z' => 'a',
                c => char::from(c as u8 + 1),
            };
            format!("{}{next}{}", &phrase[..at], &phrase[at + c.len_utf8()..])
        }
        None => format!("{phrase}!"),
    };
    let changed_text = edit(&in_spec_words(text), |s| {
        s.replace(phrase.as_str(), &changed)
    });
    (changed_text, changed)
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

    #[test]
    fn the_page_is_read_in_the_spec_words() {
        assert_eq!(
            spec_words("Business Consulting & Strategy"),
            "business consulting and strategy"
        );
        assert_eq!(spec_words("$500-$750 /month"), "$500-$750 per month");
        assert_eq!(spec_words("Boston, MA  45,000+"), "boston ma 45,000+");
        assert_eq!(spec_words("Last updated 8/28/24"), "last updated 8/28/24");
        assert_eq!(
            spec_words(&spec_words("2 posts/week")),
            spec_words("2 posts/week")
        );
    }

    fn plan(name: &str, text: &str) -> ElementText {
        ElementText {
            text: text.to_owned(),
            names: vec![name.to_owned()],
            ..ElementText::default()
        }
    }

    #[test]
    fn changed_copy_changes_the_first_digit_or_letter() {
        let facts = facts::specs::fixed_facts().expect("specs/facts.json loads");
        let fact = |id: &str| facts.iter().find(|f| f.id == id).expect("the fact").clone();
        let text = PageText {
            page: "© 2024 Suffolk County".to_owned(),
            ..PageText::default()
        };
        let (changed, shown) = with_changed_copy(&text, &fact("FACT-TERMS-UPDATED"));
        assert_eq!(shown, "last updated 9/28/24");
        assert_eq!(changed.page, "© 2024 suffolk county");
        let (_, shown) = with_changed_copy(&text, &fact("FACT-PRIVACY-CHILDREN"));
        assert_eq!(shown, "not directed to children under 23");
        let (_, shown) = with_changed_copy(&text, &fact("FACT-PERFECT-FOR-FESTIVALS"));
        assert_eq!(shown, "dommunity festivals");
    }

    #[test]
    fn a_changed_price_fails_by_its_fact_id() {
        let facts = facts::specs::fixed_facts().expect("specs/facts.json loads");
        let shown = |momentum: &str| PageText {
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
            ..PageText::default()
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
