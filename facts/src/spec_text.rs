//! The product spec, `../shared/spec/site-spec.md`, as the sentences that `specs/spec-map.json`
//! answers for, split the same way every time:
//!
//! - Only §1-§9 count: the text under the numbered `##` headings. Headings are not sentences;
//!   a `###` heading names the part of its section the sentences below it belong to.
//! - Each bullet is one sentence, nested ones included, whatever its full stops.
//! - Each table row below the header is one sentence: its text between the outer pipes.
//! - A prose paragraph is split after `.`, `!` or `?` followed by a space and a character that
//!   is not a lower-case letter, except inside a quotation (`'Oops! Page not found'`); an
//!   apostrophe between two letters (`Truck's`) is not a quotation mark.
//! - Runs of white space become one space.

use anyhow::{Context, Result};

/// Where the spec is, relative to the repository root.
pub const SPEC_FILE: &str = "../shared/spec/site-spec.md";

/// One sentence, bullet or table row of the spec.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpecSentence {
    /// The section and part it is in: `§2 Screens and routes`, or `§2 Hire (/hire)` under a
    /// `###` heading.
    pub section: String,
    /// Its text, with white space normalised.
    pub says: String,
}

/// The sentences of the spec in the checkout's `../shared/spec/site-spec.md`, in order.
pub fn read() -> Result<Vec<SpecSentence>> {
    let path = crate::workspace::root().join(SPEC_FILE);
    let text = std::fs::read_to_string(&path)
        .with_context(|| format!("cannot read the product spec at {}", path.display()))?;
    Ok(sentences(&text))
}

/// The sentences of §1-§9 of a spec written in Markdown, in order.
pub fn sentences(markdown: &str) -> Vec<SpecSentence> {
    let mut found = Vec::new();
    // The number and title of the current `##` section, once inside §1-§9.
    let mut number: Option<String> = None;
    let mut section = String::new();
    let mut paragraph: Vec<&str> = Vec::new();
    let mut table_rows = 0;
    let push = |section: &str, says: &str, found: &mut Vec<SpecSentence>| {
        let says = normalise(says);
        if !says.is_empty() {
            found.push(SpecSentence {
                section: section.to_owned(),
                says,
            });
        }
    };
    let flush = |paragraph: &mut Vec<&str>, section: &str, found: &mut Vec<SpecSentence>| {
        if !paragraph.is_empty() {
            for sentence in split_prose(&paragraph.join(" ")) {
                push(section, &sentence, found);
            }
            paragraph.clear();
        }
    };
    for line in markdown.lines() {
        let trimmed = line.trim();
        if let Some(heading) = trimmed.strip_prefix("## ") {
            flush(&mut paragraph, &section, &mut found);
            number = heading
                .split_once(". ")
                .filter(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
                .map(|(n, title)| {
                    section = format!("§{n} {}", title.trim());
                    n.to_owned()
                });
            continue;
        }
        let Some(n) = &number else { continue };
        if let Some(heading) = trimmed.strip_prefix("### ") {
            flush(&mut paragraph, &section, &mut found);
            section = format!("§{n} {}", heading.trim());
            continue;
        }
        if trimmed.is_empty() || trimmed.starts_with('#') {
            flush(&mut paragraph, &section, &mut found);
            table_rows = 0;
            continue;
        }
        if trimmed.starts_with('|') {
            flush(&mut paragraph, &section, &mut found);
            table_rows += 1;
            let row = trimmed.trim_matches(|c: char| c == '|' || c.is_whitespace());
            let separator = row
                .chars()
                .all(|c| matches!(c, '-' | ':' | '|') || c.is_whitespace());
            // The first row is the header; the second, its separator.
            if table_rows > 1 && !separator {
                push(&section, row, &mut found);
            }
            continue;
        }
        table_rows = 0;
        if let Some(bullet) = trimmed
            .strip_prefix("- ")
            .or_else(|| trimmed.strip_prefix("* "))
        {
            flush(&mut paragraph, &section, &mut found);
            push(&section, bullet, &mut found);
            continue;
        }
        if line.starts_with(char::is_whitespace) && paragraph.is_empty() {
            // An indented line under a bullet continues it.
            if let Some(last) = found.last_mut().filter(|last| last.section == section) {
                last.says = normalise(&format!("{} {trimmed}", last.says));
                continue;
            }
        }
        paragraph.push(trimmed);
    }
    flush(&mut paragraph, &section, &mut found);
    found
}

/// Runs of white space as one space, without leading or trailing space.
pub fn normalise(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A paragraph's sentences: split after `.`, `!` or `?` and a space, when the next character
/// is not a lower-case letter and the mark is not inside a quotation.
fn split_prose(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut sentences = Vec::new();
    let mut start = 0;
    let mut quoted: Option<char> = None;
    for (i, &c) in chars.iter().enumerate() {
        let before = i.checked_sub(1).map(|b| chars[b]);
        let after = chars.get(i + 1).copied();
        match (c, quoted) {
            ('\'' | '"', None) if before.is_none_or(|b| b.is_whitespace() || b == '(') => {
                quoted = Some(c);
            }
            (q, Some(open)) if q == open && !after.is_some_and(char::is_alphanumeric) => {
                quoted = None;
            }
            ('.' | '!' | '?', None) if after.is_some_and(char::is_whitespace) => {
                let next = chars[i + 1..].iter().find(|c| !c.is_whitespace());
                if next.is_some_and(|n| !n.is_lowercase()) {
                    sentences.push(chars[start..=i].iter().collect());
                    start = i + 1;
                }
            }
            _ => {}
        }
    }
    sentences.push(chars[start..].iter().collect());
    sentences
        .into_iter()
        .map(|s: String| normalise(&s))
        .filter(|s| !s.is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "# Title\n\nIntro is not in a section.\n\n\
        ## 1. What it does\n\nAudiences:\n- Operators: asked to join.\n  - Nested. Still one.\n\n\
        The pitch: a launchpad. One payment funds assets. See 'Oops! Page not found' and \
        'Your Food Truck's Engine'. Then a lower case e.g. here.\n\n\
        ### Top navigation\n- A bullet\n  that continues.\n\n\
        ## 2. Calls\n\n| Purpose | Kind | Shape |\n|---|---|---|\n| Form | frame | 640 x 7723 |\n\
        | Contact | mailto | |\n| Social fails | alert '{A|B} copied!' |\n";

    fn says(sentences: &[SpecSentence]) -> Vec<(&str, &str)> {
        sentences
            .iter()
            .map(|s| (s.section.as_str(), s.says.as_str()))
            .collect()
    }

    #[test]
    fn bullets_rows_and_prose_sentences_are_each_one_sentence() {
        assert_eq!(
            says(&sentences(SAMPLE)),
            vec![
                ("§1 What it does", "Audiences:"),
                ("§1 What it does", "Operators: asked to join."),
                ("§1 What it does", "Nested. Still one."),
                ("§1 What it does", "The pitch: a launchpad."),
                ("§1 What it does", "One payment funds assets."),
                (
                    "§1 What it does",
                    "See 'Oops! Page not found' and 'Your Food Truck's Engine'."
                ),
                ("§1 What it does", "Then a lower case e.g. here."),
                ("§1 Top navigation", "A bullet that continues."),
                ("§2 Calls", "Form | frame | 640 x 7723"),
                ("§2 Calls", "Contact | mailto"),
                ("§2 Calls", "Social fails | alert '{A|B} copied!'"),
            ]
        );
    }

    #[test]
    fn the_real_spec_splits_into_sentences_of_every_section() {
        let sentences = read().expect("the spec is readable");
        for n in 1..=9 {
            assert!(
                sentences
                    .iter()
                    .any(|s| s.section.starts_with(&format!("§{n} "))),
                "no sentence in §{n}"
            );
        }
    }
}
