//! The project's facts, read once: the site's route table and config, the expectations in
//! `specs/`, the workspace's paths and, with the `selenium` feature, the Selenium Grid
//! plumbing. The server, the harness and xtask all read these through this crate, so each
//! file has one parser and one set of types.
//!
//! - [`routes`] and [`site_config`]: `site/src/config/route-table.json` and `site/src/config/site.json`,
//!   embedded at compile time, so `hive-server` carries them and every reader sees the same
//!   build of them.
//! - [`specs`]: `specs/*.json`, read at run time from the checkout.
//! - [`spec_text`]: the product spec's sentences, from `../shared/spec/site-spec.md`.
//! - [`workspace`]: the repository root, the target directory and the harness's output.
//! - [`run`]: a harness run as data, its `run.json`, written by the harness and read by xtask.
//! - [`selenium`] and [`http`] (feature `selenium`): the Selenium jar, node configs, `/status`
//!   and a small blocking HTTP client.

#[cfg(feature = "selenium")]
pub mod http;
pub mod routes;
pub mod run;
#[cfg(feature = "selenium")]
pub mod selenium;
pub mod site_config;
pub mod spec_index;
pub mod spec_text;
pub mod specs;
pub mod workspace;

use anyhow::{Context, Result};
use serde::de::DeserializeOwned;

/// The security headers every `hive-server` response carries (`server/src/headers.rs` sets
/// them, lower-cased as HTTP/1.1 sends them): the server's tests require each one, and
/// `cargo xtask bench server` copies them into nginx's config.
pub const SECURITY_HEADERS: [&str; 6] = [
    "content-security-policy",
    "x-content-type-options",
    "referrer-policy",
    "cross-origin-opener-policy",
    "cross-origin-resource-policy",
    "permissions-policy",
];

/// Parses `text`, the contents of `file` (named relative to the repository root), failing
/// with the file's name and serde's account of what is wrong and where.
pub fn parse<T: DeserializeOwned>(file: &str, text: &str) -> Result<T> {
    serde_json::from_str(text).with_context(|| format!("{file} is malformed"))
}

/// Reads and parses `file`, named relative to the repository root.
pub fn read<T: DeserializeOwned>(file: &str) -> Result<T> {
    let path = workspace::root().join(file);
    let text = std::fs::read_to_string(&path)
        .with_context(|| format!("cannot read {}", path.display()))?;
    parse(file, &text)
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_malformed_file_is_named_with_the_problem() {
        let error = super::parse::<Vec<super::routes::Route>>("site/x.json", r#"[{"id": 1}]"#)
            .expect_err("the id is not a string");
        let message = format!("{error:#}");
        assert!(
            message.starts_with("site/x.json is malformed: "),
            "{message}"
        );
        assert!(message.contains("line 1"), "{message}");
    }
}
