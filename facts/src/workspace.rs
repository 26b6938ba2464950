//! Paths inside the repository: where `site/`, `specs/` and `node_modules/` are, and where
//! the tools write; and whether a program is installed.

use std::path::PathBuf;

/// The repository root (the Cargo workspace), fixed at compile time so every tool finds
/// `site/`, `specs/` and `node_modules/` whatever the working directory.
pub fn root() -> PathBuf {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().map(PathBuf::from).unwrap_or(manifest)
}

/// Cargo's target directory: `CARGO_TARGET_DIR` if set, else `target/` at the root.
pub fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("target"))
}

/// Where the harness writes logs and reports, and xtask reads them: `harness/` in the
/// target directory.
pub fn harness_output_dir() -> PathBuf {
    target_dir().join("harness")
}

/// The harness's run report, with its evidence and comparison images: `HARNESS_REPORT_DIR`
/// if set, else `report/` in [`harness_output_dir`]. `cargo xtask review` and
/// `cargo xtask rerun` read the last run from here.
pub fn harness_report_dir() -> PathBuf {
    std::env::var_os("HARNESS_REPORT_DIR")
        .filter(|dir| !dir.is_empty())
        .map(PathBuf::from)
        .unwrap_or_else(|| harness_output_dir().join("report"))
}

/// Whether `program` is an executable file in one of `PATH`'s folders.
pub fn on_path(program: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join(program).is_file()))
}
