//! Paths inside the repository the harness belongs to.

use std::path::PathBuf;

/// The repository root (the Cargo workspace), fixed at compile time so the harness finds
/// `site/`, `specs/` and `node_modules/` whatever the working directory.
pub fn root() -> PathBuf {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().map(PathBuf::from).unwrap_or(manifest)
}

/// Where the harness writes logs and reports: `target/harness/`, or under `CARGO_TARGET_DIR`.
pub fn output_dir() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("target"));
    target.join("harness")
}
