//! `index.html` in the report folder: the run report (`report`).

use super::{Reporter, report_dir};
use crate::record::outcome::{Run, TestOutcome};
use crate::record::report;

/// Rewrites the report after each outcome.
pub(super) struct Html;

impl Reporter for Html {
    fn report(&self, _: &TestOutcome, run: &Run) {
        let _ = std::fs::write(report_dir().join("index.html"), report::render(run, None));
    }
}
