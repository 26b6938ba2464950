//! The visual layer: deterministic full-page captures, a pixelmatch-style comparison with a
//! colour-exact threshold for our own browser build, baselines under `screenshots/` with
//! every failed comparison written beside the run report, and the empty-screen guard on the
//! same captures.

pub mod baseline;
pub mod capture;
pub mod colour;
pub mod diff;
pub mod emptiness;
pub mod failed;

pub use baseline::{
    UpdateMode, Verdict, assert_matches_baseline, check_against_baseline,
    check_capture_against_baseline, screenshots_dir, settled_baseline, tolerance,
};
pub use diff::{Comparison, Tolerance, compare};
pub use emptiness::{assert_empty_run_fits, assert_no_empty_screen};
