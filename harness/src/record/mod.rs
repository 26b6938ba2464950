//! The run's record: each outcome as it ends, the reporters (progress line, run.json, HTML
//! report, JUnit), the report's spec view, and the timing margins.

pub mod report;
pub mod run_record;
pub mod spec_coverage;
pub mod test_index;
pub mod test_name;
pub mod timing_margins;

/// The run's outcomes, as run.json holds them: one type, shared with `cargo xtask`.
pub use facts::run as outcome;

/// Each spec id's section and sentence, read from `specs/` by `facts`.
pub use facts::spec_index;
