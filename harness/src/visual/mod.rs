//! The visual layer: deterministic full-page captures, a pixelmatch-style comparison with a
//! colour-exact threshold for our own browser build, and
//! baselines under `screenshots/` with an HTML report of every failure.

pub mod baseline;
pub mod capture;
pub mod colour;
pub mod diff;
pub mod report;

pub use baseline::{
    UpdateMode, Verdict, assert_matches_baseline, check_against_baseline, report_path, tolerance,
};
pub use diff::{Comparison, Tolerance, compare};
