//! A test's libtest name read for a person: `accessibility::every_route_has_no_accessibility_
//! violations::viewport_1_Viewport__Desktop::reduced_motion_1_false` is the title "Every route
//! has no accessibility violations", with reduced motion off; rstest's other cases
//! (`close_by_2_CloseBy__CloseButton`, `case_1_hire_with_a_hash`) become "close by: Close
//! button" and "hire with a hash". The viewport is left out: the outcome names it.
//!
//! The title is the function's name as a sentence: the suite names each test as the spec
//! sentence it checks, and the doc lines are not titles (some say how the test above
//! them can fail).

/// What a test's name says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TestName {
    /// `module::function`, without the cases: what libtest's filter takes.
    pub function: String,
    /// The function's name as a sentence.
    pub title: String,
    /// Whether the case runs with reduced motion, when that is one of its parameters.
    pub reduced_motion: Option<bool>,
    /// Its other cases, each as `parameter: value` or rstest's case description.
    pub cases: Vec<String>,
}

/// Reads a libtest name (`module::function::case::case`).
pub fn parse(name: &str) -> TestName {
    let parts: Vec<&str> = name.split("::").collect();
    let (function, cases) = match parts.as_slice() {
        [module, function, cases @ ..] => (format!("{module}::{function}"), cases),
        _ => (name.to_owned(), &[][..]),
    };
    let mut parsed = TestName {
        title: sentence(parts.get(1).copied().unwrap_or(name)),
        function,
        reduced_motion: None,
        cases: Vec::new(),
    };
    for case in cases {
        match parameter(case) {
            Some(("viewport", _)) => {}
            Some(("reduced_motion", value)) => parsed.reduced_motion = Some(value == "true"),
            // rstest's `#[case::description]`; an unnamed case keeps its number.
            Some(("case", "")) => parsed.cases.push(words(case)),
            Some(("case", description)) => parsed.cases.push(words(description)),
            Some((name, value)) => {
                parsed
                    .cases
                    .push(format!("{}: {}", words(name), value_of(value)))
            }
            None => parsed.cases.push(words(case)),
        }
    }
    parsed
}

/// A snake_case name as a sentence: its words, the first capitalised.
pub fn sentence(name: &str) -> String {
    let text = words(name);
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => text,
    }
}

fn words(name: &str) -> String {
    name.split('_')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// An rstest case segment as its parameter and mangled value: `close_by_2_CloseBy__Escape`
/// is (`close_by`, `CloseBy__Escape`); `case_1_hire` is (`case`, `hire`).
fn parameter(segment: &str) -> Option<(&str, &str)> {
    let bytes = segment.as_bytes();
    for (at, _) in segment.match_indices('_') {
        let digits = bytes[at + 1..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        if digits == 0 {
            continue;
        }
        let end = at + 1 + digits;
        if end == segment.len() || bytes[end] == b'_' {
            let name = segment[..at].trim_end_matches('_');
            let value = segment.get(end + 1..).unwrap_or_default();
            return (!name.is_empty()).then_some((name, value));
        }
    }
    None
}

/// A value as rstest mangled it, read back: an enum variant's name in words
/// (`CloseBy__CloseButton` is "Close button"), a string of spec-id shape with its hyphens
/// (`__EMBED_APPLICATION__` is "EMBED-APPLICATION"), anything else as it is.
fn value_of(mangled: &str) -> String {
    let last = mangled
        .rsplit("__")
        .find(|part| !part.is_empty())
        .unwrap_or(mangled);
    if last
        .chars()
        .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
    {
        return last.replace('_', "-");
    }
    let mut spaced = String::new();
    for (n, c) in last.chars().enumerate() {
        if n > 0 && c.is_uppercase() {
            spaced.push(' ');
            spaced.extend(c.to_lowercase());
        } else {
            spaced.push(c);
        }
    }
    spaced.replace('_', " ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rstest_names_read_as_a_title_with_their_cases() {
        let a11y = parse(
            "accessibility::every_route_has_no_accessibility_violations::viewport_1_Viewport__Desktop::reduced_motion_2_true",
        );
        assert_eq!(
            a11y,
            TestName {
                function: "accessibility::every_route_has_no_accessibility_violations".to_owned(),
                title: "Every route has no accessibility violations".to_owned(),
                reduced_motion: Some(true),
                cases: Vec::new(),
            }
        );
        let dialog = parse(
            "dialog::closing_the_dialog_returns_focus_to_book_now::close_by_2_CloseBy__CloseButton::which_1_BookNow__Hero",
        );
        assert_eq!(dialog.cases, ["close by: Close button", "which: Hero"]);
        assert_eq!(dialog.reduced_motion, None);
        let embeds = parse(
            "embeds::nothing_on_a_form_page_shifts_without_an_input::viewport_2_Viewport__Mobile::id_1___EMBED_APPLICATION__",
        );
        assert_eq!(embeds.cases, ["id: EMBED-APPLICATION"]);
        let hash = parse(
            "navigation::opening_a_page_with_a_hash_lands_on_its_target::case_1_hire_with_a_hash",
        );
        assert_eq!(hash.cases, ["hire with a hash"]);
        assert_eq!(hash.title, "Opening a page with a hash lands on its target");
        let raw = parse(
            "visual_honesty::a_screen_of_nothing_fails_the_empty_screen_guard::viewport_2_Viewport__Mobile::break__1_PageBreak__TallPlaceholder",
        );
        assert_eq!(raw.cases, ["break: Tall placeholder"]);
        let plain = parse("http::every_route_answers_with_its_status_and_unknown_paths_answer_404");
        assert_eq!(
            plain.title,
            "Every route answers with its status and unknown paths answer 404"
        );
        assert!(plain.cases.is_empty());
    }
}
