//! `run.json` in the report folder: the run as data, which the closing summary,
//! `cargo xtask review`, `rerun` and `bench e2e` read.

use super::{Reporter, report_dir};
use crate::record::outcome::{Run, TestOutcome};

/// Rewrites `run.json` after each outcome.
pub(super) struct Json;

impl Reporter for Json {
    fn report(&self, _: &TestOutcome, run: &Run) {
        let _ = run.write(&report_dir());
    }
}
