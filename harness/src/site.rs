//! The site under test: the prerendered `site/dist`, rebuilt when stale and served
//! in-process, or an already-running site named by `SITE_URL`.

use crate::workspace;
use anyhow::{Context, Result, bail};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::SystemTime;

/// The inputs of `npm run build`: when any is newer than `dist/index.html`, dist is stale.
const BUILD_INPUTS: &[&str] = &[
    "site/src",
    "site/public",
    "site/scripts",
    "site/index.html",
    "site/package.json",
    "site/vite.config.ts",
    "package-lock.json",
];

/// Makes sure `site/dist` exists and is newer than every build input, building it with
/// `npm run build` when it is not. Fails with the command to run when it cannot build.
pub fn ensure_built() -> Result<PathBuf> {
    let root = workspace::root();
    let dist = root.join("site/dist");
    let built = modified(&dist.join("index.html"));
    let newest_input = BUILD_INPUTS
        .iter()
        .filter_map(|input| newest_modified(&root.join(input)))
        .max();
    let fresh = matches!((built, newest_input), (Some(built), Some(input)) if built >= input);
    if fresh {
        return Ok(dist);
    }
    if !root.join("node_modules").is_dir() {
        bail!(
            "site/dist is missing or older than site/, and node_modules is missing; \
             run `npm ci && npm run build` at {} (or `cargo xtask test`, which does both)",
            root.display()
        );
    }
    let output = Command::new("npm")
        .args(["run", "build"])
        .current_dir(&root)
        .output()
        .context("cannot run `npm run build`; is Node.js installed?")?;
    if !output.status.success() {
        bail!(
            "`npm run build` failed while rebuilding the stale site/dist:\n{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
    }
    Ok(dist)
}

/// Starts the real server (`server::app`) over `dist` on an ephemeral loopback port, on the
/// current Tokio runtime, and returns its base URL. It runs until the process exits.
pub async fn serve_in_process(dist: &Path) -> Result<String> {
    let config = server::Config::load(dist)?;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .context("cannot bind a loopback port for the site")?;
    let address = listener.local_addr().context("no local address")?;
    let app = server::app(config).route(
        &format!("{FIXTURES_PREFIX}/{{name}}"),
        axum::routing::get(fixture),
    );
    tokio::spawn(server::serve(listener, app, std::future::pending()));
    Ok(format!("http://{address}"))
}

/// Where the harness's own server serves `fixtures/`, beside the real site. Only this
/// process's server has it, so nothing of it ships.
pub const FIXTURES_PREFIX: &str = "/__harness/fixtures";

/// Serves one HTML page from `fixtures/`, by exact file name only.
async fn fixture(
    axum::extract::Path(name): axum::extract::Path<String>,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    let known = name.ends_with(".html")
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'.')
        && !name.starts_with('.');
    let path = workspace::root().join("fixtures").join(&name);
    match std::fs::read_to_string(&path) {
        Ok(html) if known => axum::response::Html(html).into_response(),
        _ => axum::http::StatusCode::NOT_FOUND.into_response(),
    }
}

fn modified(path: &Path) -> Option<SystemTime> {
    path.metadata().and_then(|m| m.modified()).ok()
}

fn newest_modified(path: &Path) -> Option<SystemTime> {
    let meta = path.symlink_metadata().ok()?;
    if !meta.is_dir() {
        return meta.modified().ok();
    }
    let entries = std::fs::read_dir(path).ok()?;
    entries
        .filter_map(|entry| entry.ok())
        .filter_map(|entry| newest_modified(&entry.path()))
        .chain(meta.modified().ok())
        .max()
}
