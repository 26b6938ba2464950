//! Paths inside the repository the harness belongs to.

use std::path::PathBuf;

/// The repository root (the Cargo workspace), fixed at compile time so the harness finds
/// `site/`, `specs/` and `node_modules/` whatever the working directory.
pub fn root() -> PathBuf {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().map(PathBuf::from).unwrap_or(manifest)
}

/// Cargo's target directory: `target/`, or `CARGO_TARGET_DIR`.
pub fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("target"))
}

/// Where the harness writes logs and reports: `harness/` in the target directory.
pub fn output_dir() -> PathBuf {
    target_dir().join("harness")
}
