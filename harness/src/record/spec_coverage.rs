//! A run read against the spec: each sentence of `specs/spec-map.json`, in the spec's order,
//! with its checks and how each fared on each browser. This is the model of the report's spec
//! view; `report::spec_view` draws it.
//!
//! A test is credited with the ids it cites (`test_index`), and its outcome gives them:
//! - passed: each id passed; skipped: each was skipped;
//! - flaky: the ids its failed attempt named flaked, the others passed (its last attempt
//!   passed);
//! - failed: the ids its message names failed, and the others it cites were not proven
//!   (not run): the test may have stopped before them. A message that names none of its
//!   ids fails them all.
//!
//! A check with no outcome on a browser was not run there; without a browser, it is not
//! due unless a test without one exercised it. The browsers are those the run
//! ran on and those of its outcomes, in name order, and an empty name (a test without a
//! browser) last.

use crate::record::outcome::{Run, Status, TestOutcome};
use crate::record::spec_index;
use facts::specs::{MappedSentence, SpecMap};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

/// How a check fared in one outcome, worst first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Verdict {
    /// Its test failed on it.
    Failed,
    /// Its test failed on it, then passed on a retry.
    Flaky,
    /// Its test failed on another check, so this one was not proven.
    NotRun,
    /// Its test could not run here.
    Skipped,
    /// Its test passed.
    Passed,
}

impl Verdict {
    /// The word the report shows.
    pub fn word(self) -> &'static str {
        match self {
            Verdict::Failed => "failed",
            Verdict::Flaky => "flaky",
            Verdict::NotRun => "not run",
            Verdict::Skipped => "skipped",
            Verdict::Passed => "passed",
        }
    }
}

/// How one check fared on one browser.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Cell {
    /// How many outcomes gave each verdict, worst first; empty when none ran it.
    pub counts: Vec<(Verdict, usize)>,
    /// The first outcome (its index in the run) that gave the worst verdict.
    pub first: Option<usize>,
    /// Whether the check is due here: on every browser of the run, but without a browser
    /// only where a test without one exercised it (most checks need a browser).
    pub due: bool,
}

impl Cell {
    /// The worst verdict: not run when the check was due and no outcome gave one, none when
    /// it was not due.
    pub fn worst(&self) -> Option<Verdict> {
        match self.counts.first() {
            Some((verdict, _)) => Some(*verdict),
            None => self.due.then_some(Verdict::NotRun),
        }
    }
}

/// One check of a sentence, with a cell per browser.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckRow {
    /// Its id.
    pub id: String,
    /// What it checks, from `specs/`.
    pub says: String,
    /// One per browser of the run, in [`SpecCoverage::browsers`] order.
    pub cells: Vec<Cell>,
}

/// How much of a sentence the map says is checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mapping {
    /// Checks exercise it.
    Checked,
    /// Checks exercise part of it; the map says what no check reads yet.
    PartlyUncovered,
    /// No check exercises it yet.
    Uncovered,
    /// No browser check can.
    NoBrowserCheck,
}

impl Mapping {
    /// The words the report shows.
    pub fn word(self) -> &'static str {
        match self {
            Mapping::Checked => "checked",
            Mapping::PartlyUncovered => "partly uncovered",
            Mapping::Uncovered => "uncovered",
            Mapping::NoBrowserCheck => "no browser check",
        }
    }

    fn of(sentence: &MappedSentence) -> Mapping {
        match (sentence.checks.is_empty(), sentence.uncovered.is_some()) {
            (false, false) => Mapping::Checked,
            (false, true) => Mapping::PartlyUncovered,
            (true, true) => Mapping::Uncovered,
            (true, false) => Mapping::NoBrowserCheck,
        }
    }
}

/// One sentence of the spec with its checks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SentenceRow {
    /// The sentence.
    pub says: String,
    /// How much of it is checked.
    pub mapping: Mapping,
    /// What the site does where the spec leaves it open, or how the checks read it.
    pub note: Option<String>,
    /// What of it no check reads yet, and why.
    pub uncovered: Option<String>,
    /// Why no browser check can exercise it.
    pub no_browser_check: Option<String>,
    /// Its checks, in the map's order.
    pub checks: Vec<CheckRow>,
}

impl SentenceRow {
    /// The worst verdict of any of its checks on any browser, if it has checks.
    pub fn worst(&self) -> Option<Verdict> {
        self.checks
            .iter()
            .flat_map(|check| check.cells.iter().filter_map(Cell::worst))
            .min()
    }
}

/// A section of the spec, or a part of one, with its sentences.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Part {
    /// `§2 Hire (/hire)`.
    pub section: String,
    /// Its sentences, in the spec's order.
    pub sentences: Vec<SentenceRow>,
}

/// The whole spec with the run's verdicts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpecCoverage {
    /// The run's browsers and its outcomes'; an empty name is the tests without a browser.
    pub browsers: Vec<String>,
    /// The spec's sections and parts, in order.
    pub parts: Vec<Part>,
}

impl SpecCoverage {
    /// The spec map read against `run`, each test credited with the ids it exercises
    /// (`test_index`); `None` when `specs/spec-map.json` cannot be read, so that a report is
    /// still written.
    pub fn of(run: &Run) -> Option<SpecCoverage> {
        // Read once per process: the report is rendered again after every test.
        static MAP: OnceLock<Option<SpecMap>> = OnceLock::new();
        let map = MAP.get_or_init(|| facts::specs::spec_map().ok()).as_ref()?;
        Some(SpecCoverage::build(
            map,
            run,
            crate::record::test_index::exercised_by,
        ))
    }

    /// The spec map read against `run`, with `exercised` giving the ids each test (by its
    /// libtest name) exercises.
    pub fn build(map: &SpecMap, run: &Run, exercised: impl Fn(&str) -> Vec<String>) -> Self {
        let mapped: BTreeSet<&str> = map
            .sections
            .iter()
            .flat_map(|part| part.sentences.iter())
            .flat_map(|sentence| sentence.checks.iter().map(String::as_str))
            .collect();
        let mut browsers: Vec<String> = run
            .outcomes
            .iter()
            .map(|o| o.browser.clone())
            .chain(run.browsers.iter().cloned())
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect();
        // The tests without a browser go last.
        browsers.sort_by_key(|browser| (browser.is_empty(), browser.clone()));
        let mut verdicts: BTreeMap<(&str, &str), Vec<(Verdict, usize)>> = BTreeMap::new();
        for (index, outcome) in run.outcomes.iter().enumerate() {
            for (id, verdict) in verdicts_of(outcome, &exercised(&outcome.name), &mapped) {
                if let Some(&id) = mapped.get(id.as_str()) {
                    verdicts
                        .entry((id, outcome.browser.as_str()))
                        .or_default()
                        .push((verdict, index));
                }
            }
        }
        let cell = |id: &str, browser: &str| {
            let mut given = verdicts.get(&(id, browser)).cloned().unwrap_or_default();
            given.sort();
            let mut counts: Vec<(Verdict, usize)> = Vec::new();
            for (verdict, _) in &given {
                match counts.last_mut() {
                    Some((last, n)) if last == verdict => *n += 1,
                    _ => counts.push((*verdict, 1)),
                }
            }
            Cell {
                due: !browser.is_empty() || !counts.is_empty(),
                counts,
                first: given.first().map(|(_, index)| *index),
            }
        };
        let parts = map
            .sections
            .iter()
            .map(|part| Part {
                section: part.section.clone(),
                sentences: part
                    .sentences
                    .iter()
                    .map(|sentence| SentenceRow {
                        says: sentence.says.clone(),
                        mapping: Mapping::of(sentence),
                        note: sentence.note.clone(),
                        uncovered: sentence.uncovered.clone(),
                        no_browser_check: sentence.no_browser_check.clone(),
                        checks: sentence
                            .checks
                            .iter()
                            .map(|id| CheckRow {
                                id: id.clone(),
                                says: spec_index::lookup(id)
                                    .map(|entry| entry.says.clone())
                                    .unwrap_or_default(),
                                cells: browsers.iter().map(|b| cell(id, b)).collect(),
                            })
                            .collect(),
                    })
                    .collect(),
            })
            .collect();
        SpecCoverage { browsers, parts }
    }

    /// How many sentences are mapped as `mapping`.
    pub fn count(&self, mapping: Mapping) -> usize {
        self.sentences().filter(|s| s.mapping == mapping).count()
    }

    /// Every sentence, in order.
    pub fn sentences(&self) -> impl Iterator<Item = &SentenceRow> {
        self.parts.iter().flat_map(|part| part.sentences.iter())
    }
}

/// The verdict an outcome gives each id: those its test exercises (`cited`), and those its
/// failure message names among the ids the map names.
fn verdicts_of(
    outcome: &TestOutcome,
    cited: &[String],
    mapped: &BTreeSet<&str>,
) -> Vec<(String, Verdict)> {
    let named: Vec<String> = match (&outcome.message, outcome.status) {
        (Some(message), Status::Failed | Status::Flaky) => {
            let mut named = Vec::new();
            let mut rest = message.as_str();
            while let Some(id) = spec_index::first_id(rest) {
                let relevant = cited.iter().any(|c| c == id) || mapped.contains(id);
                if relevant && !named.iter().any(|n| n == id) {
                    named.push(id.to_owned());
                }
                let at = rest.find(id).map_or(rest.len(), |at| at + id.len());
                rest = &rest[at..];
            }
            named
        }
        _ => Vec::new(),
    };
    let (for_named, for_the_rest) = match outcome.status {
        Status::Passed => (Verdict::Passed, Verdict::Passed),
        Status::Skipped => (Verdict::Skipped, Verdict::Skipped),
        Status::Flaky => (Verdict::Flaky, Verdict::Passed),
        Status::Failed if named.is_empty() => (Verdict::Failed, Verdict::Failed),
        Status::Failed => (Verdict::Failed, Verdict::NotRun),
    };
    let mut verdicts: Vec<(String, Verdict)> =
        named.iter().map(|id| (id.clone(), for_named)).collect();
    for id in cited.iter().filter(|id| !named.contains(id)) {
        verdicts.push((id.clone(), for_the_rest));
    }
    verdicts
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome(name: &str, browser: &str, status: Status, message: Option<&str>) -> TestOutcome {
        TestOutcome {
            message: message.map(str::to_owned),
            ..TestOutcome::new(name, browser, status)
        }
    }

    fn run_of(outcomes: Vec<TestOutcome>) -> Run {
        Run {
            browsers: vec!["chrome".to_owned()],
            outcomes,
            ..Run::default()
        }
    }

    fn map() -> SpecMap {
        facts::parse(
            "specs/spec-map.json",
            r#"{ "sections": [
                { "section": "§4 States", "sentences": [
                    { "says": "Book Now opens a dialog.", "checks": ["DIALOG-ROLE", "DIALOG-FOCUS-RETURN"] },
                    { "says": "Tooltips open late.", "checks": ["TOOLTIP-OPEN-DELAY"], "uncovered": "the skip" },
                    { "says": "Counters count.", "uncovered": "pending" },
                    { "says": "No sign-in.", "noBrowserCheck": "an absence" }
                ] }
            ] }"#,
        )
        .expect("the sample map parses")
    }

    fn cells(coverage: &SpecCoverage, sentence: usize, check: usize) -> Vec<Vec<(Verdict, usize)>> {
        coverage.parts[0].sentences[sentence].checks[check]
            .cells
            .iter()
            .map(|cell| cell.counts.clone())
            .collect()
    }

    #[test]
    fn each_check_gets_its_tests_verdicts_per_browser() {
        let run = run_of(vec![
            outcome("dialog::opens", "firefox", Status::Passed, None),
            outcome(
                "dialog::opens",
                "chrome",
                Status::Failed,
                Some("DIALOG-FOCUS-RETURN /hire: focus is on <body>"),
            ),
            outcome(
                "tooltips::late",
                "chrome",
                Status::Flaky,
                Some("TOOLTIP-OPEN-DELAY /: 905 ms"),
            ),
            outcome(
                "tooltips::late",
                "",
                Status::Skipped,
                Some("no browser here"),
            ),
        ]);
        let exercised = |name: &str| -> Vec<String> {
            match name {
                "dialog::opens" => vec!["DIALOG-ROLE".into(), "DIALOG-FOCUS-RETURN".into()],
                _ => vec!["TOOLTIP-OPEN-DELAY".into()],
            }
        };
        let coverage = SpecCoverage::build(&map(), &run, exercised);
        assert_eq!(coverage.browsers, ["chrome", "firefox", ""]);
        // The failure names DIALOG-FOCUS-RETURN, so DIALOG-ROLE was not proven on chrome.
        assert_eq!(
            cells(&coverage, 0, 0),
            [
                vec![(Verdict::NotRun, 1)],
                vec![(Verdict::Passed, 1)],
                vec![]
            ]
        );
        assert_eq!(
            cells(&coverage, 0, 1),
            [
                vec![(Verdict::Failed, 1)],
                vec![(Verdict::Passed, 1)],
                vec![]
            ]
        );
        assert_eq!(
            coverage.parts[0].sentences[0].checks[1].cells[0].first,
            Some(1)
        );
        assert_eq!(
            cells(&coverage, 1, 0),
            [
                vec![(Verdict::Flaky, 1)],
                vec![],
                vec![(Verdict::Skipped, 1)]
            ]
        );
        // A browser of the run owes every check a verdict; no browser owes only those a
        // test without one exercised.
        let tooltip = &coverage.parts[0].sentences[1].checks[0].cells;
        assert_eq!(tooltip[1].worst(), Some(Verdict::NotRun));
        let dialog = &coverage.parts[0].sentences[0].checks[0].cells;
        assert_eq!(dialog[2].worst(), None);
        assert_eq!(
            coverage.parts[0].sentences[0].worst(),
            Some(Verdict::Failed)
        );
        let mappings: Vec<Mapping> = coverage.sentences().map(|s| s.mapping).collect();
        assert_eq!(
            mappings,
            [
                Mapping::Checked,
                Mapping::PartlyUncovered,
                Mapping::Uncovered,
                Mapping::NoBrowserCheck
            ]
        );
        assert_eq!(coverage.parts[0].sentences[2].worst(), None);
    }

    #[test]
    fn a_failure_that_names_none_of_its_ids_fails_them_all() {
        let run = run_of(vec![outcome(
            "dialog::opens",
            "chrome",
            Status::Failed,
            Some("WebDriver session lost"),
        )]);
        let coverage = SpecCoverage::build(&map(), &run, |_| {
            vec!["DIALOG-ROLE".into(), "DIALOG-FOCUS-RETURN".into()]
        });
        assert_eq!(cells(&coverage, 0, 0), [vec![(Verdict::Failed, 1)]]);
        assert_eq!(cells(&coverage, 0, 1), [vec![(Verdict::Failed, 1)]]);
    }
}
