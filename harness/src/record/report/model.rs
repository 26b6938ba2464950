//! The run as the report shows it, apart from its HTML: each result with the spec ids it
//! shows and their section, the values each filter offers, and the failed comparisons
//! grouped by change.

use crate::record::outcome::{Run, Status, TestOutcome, VisualComparison};
use crate::record::spec_index;
use crate::record::test_index;
use std::collections::{BTreeMap, BTreeSet};

/// One result of the run.
pub(super) struct Row<'a> {
    /// Its place in the run, which its anchor (`#r<index>`) names.
    pub index: usize,
    /// The outcome it shows.
    pub outcome: &'a TestOutcome,
    /// The spec ids it shows: those its message cites, else those its test function cites.
    pub ids: Vec<String>,
    /// The spec section of its first listed id (`§2`), which the section filter offers.
    pub section: String,
}

/// The run's results, failures first, then flaky tests, so what needs reading is at the top.
pub(super) fn rows(run: &Run) -> Vec<Row<'_>> {
    let mut rows: Vec<Row> = run
        .outcomes
        .iter()
        .enumerate()
        .map(|(index, outcome)| {
            let ids = row_ids(outcome);
            let section = section_of(&ids);
            Row {
                index,
                outcome,
                ids,
                section,
            }
        })
        .collect();
    rows.sort_by_key(|row| (row.outcome.status, row.index));
    rows
}

fn row_ids(outcome: &TestOutcome) -> Vec<String> {
    let mut ids = Vec::new();
    if let Some(message) = &outcome.message
        && outcome.status != Status::Skipped
    {
        let mut rest = message.as_str();
        while let Some(id) = spec_index::first_id(rest) {
            if !ids.iter().any(|known: &String| known == id) {
                ids.push(id.to_owned());
            }
            let at = rest.find(id).map_or(rest.len(), |at| at + id.len());
            rest = &rest[at..];
            if ids.len() == 6 {
                break;
            }
        }
    }
    if ids.is_empty() {
        ids = test_index::cited_by(&outcome.name).ids;
    }
    ids
}

fn section_of(ids: &[String]) -> String {
    ids.iter()
        .find_map(|id| spec_index::lookup(id))
        .map(|entry| {
            // The filter groups by the section's number (`§2`), not its detail.
            entry
                .section
                .split([' ', ','])
                .next()
                .unwrap_or_default()
                .to_owned()
        })
        .unwrap_or_default()
}

/// The values each filter offers, from the rows.
#[derive(Default)]
pub(super) struct FilterValues {
    pub browsers: BTreeSet<String>,
    pub viewports: BTreeSet<String>,
    pub routes: BTreeSet<String>,
    pub sections: BTreeSet<String>,
}

impl FilterValues {
    pub fn of(rows: &[Row]) -> FilterValues {
        let mut values = FilterValues::default();
        for row in rows {
            values.browsers.insert(row.outcome.browser.clone());
            values.viewports.insert(row.outcome.viewport.clone());
            values.routes.extend(row.outcome.routes.iter().cloned());
            values.sections.insert(row.section.clone());
        }
        values
    }
}

/// Failed comparisons whose changed regions show the same pixels: one change, judged once.
pub(super) struct Group<'a> {
    /// Each comparison with its id in the run; never empty.
    pub members: Vec<(String, &'a VisualComparison)>,
}

impl Group<'_> {
    /// The comparison the group's views show.
    pub fn first(&self) -> &VisualComparison {
        self.members[0].1
    }

    /// The pages it was seen on: the one route, or how many.
    pub fn pages(&self) -> String {
        match self.members.len() {
            1 => self.first().route.clone(),
            n => format!("{n} pages"),
        }
    }

    /// The browsers and viewports it was seen on (`chrome and firefox desktop`).
    pub fn seen_on(&self) -> String {
        let viewports: BTreeSet<&str> = self
            .members
            .iter()
            .map(|(_, c)| c.viewport.split(' ').next().unwrap_or_default())
            .collect();
        let browsers: BTreeSet<&str> = self
            .members
            .iter()
            .map(|(_, c)| c.browser.as_str())
            .collect();
        format!(
            "{} {}",
            browsers.into_iter().collect::<Vec<_>>().join(" and "),
            viewports.into_iter().collect::<Vec<_>>().join(" and ")
        )
    }

    /// The members' distinct values of `pick`, joined by `|` as the filters read them.
    pub fn values(&self, pick: impl Fn(&VisualComparison) -> &str) -> String {
        let values: BTreeSet<&str> = self.members.iter().map(|(_, c)| pick(c)).collect();
        values.into_iter().collect::<Vec<_>>().join("|")
    }
}

/// The comparisons of the run, grouped by the pixels of their changed regions, in the order
/// their first member failed.
pub(super) fn groups(run: &Run) -> Vec<Group<'_>> {
    let mut order: Vec<String> = Vec::new();
    let mut by_key: BTreeMap<String, Vec<(String, &VisualComparison)>> = BTreeMap::new();
    for (id, comparison) in run.visual_comparisons() {
        if !by_key.contains_key(&comparison.group) {
            order.push(comparison.group.clone());
        }
        by_key
            .entry(comparison.group.clone())
            .or_default()
            .push((id, comparison));
    }
    order
        .into_iter()
        .filter_map(|key| by_key.remove(&key))
        .map(|members| Group { members })
        .collect()
}
