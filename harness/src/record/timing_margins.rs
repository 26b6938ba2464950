//! The timing tests' measurements, each with the range the spec and its tolerance allow,
//! appended to `target/harness/margins.tsv` as the tests run. A passing timing test says
//! nothing about how close it came to failing; this file does, and `cargo xtask flake`
//! prints each measurement's spread and tightest margin over all its runs.

use crate::base::engine::Engine;
use crate::base::workspace;
use std::io::Write;
use std::path::PathBuf;

/// The file the measurements are appended to.
pub fn path() -> PathBuf {
    workspace::output_dir().join("margins.tsv")
}

/// Records that `id` on `route` in `engine` measured `measured` milliseconds, where
/// `low..=high` passes. A measurement is recorded before it is checked, so a failing one is
/// in the file too. Writing is best effort: a test's verdict never depends on it.
pub fn record(id: &str, engine: Engine, route: &str, measured: f64, low: f64, high: f64) {
    let line = format!("{id}\t{engine}\t{route}\t{measured:.1}\t{low:.1}\t{high:.1}\n");
    let _ = std::fs::create_dir_all(workspace::output_dir());
    // One short write per line in append mode, so lines from parallel tests do not interleave.
    if let Ok(mut file) = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path())
    {
        let _ = file.write_all(line.as_bytes());
    }
}
