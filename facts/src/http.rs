//! A small blocking HTTP client for the tools' plain requests on loopback: the Grid's
//! `/status`, deleting a WebDriver session, probing a server under test. It is reqwest's
//! blocking client, so the project keeps one HTTP stack; async callers run it on a
//! blocking thread (`tokio::task::spawn_blocking`).
//!
//! Responses are returned as the server sent them: nothing is decompressed and redirects
//! are not followed, so a probe sees the status, headers and body bytes on the wire.

use anyhow::{Context, Result};
use std::time::Duration;

pub use reqwest::blocking::Response;

/// Sends `GET url` with `headers`, waiting at most `timeout` for the whole response.
pub fn get(url: &str, headers: &[(&str, &str)], timeout: Duration) -> Result<Response> {
    let mut request = client(timeout)?.get(url);
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    request.send().with_context(|| format!("GET {url}"))
}

/// Sends `DELETE url`, waiting at most `timeout` for the response.
pub fn delete(url: &str, timeout: Duration) -> Result<Response> {
    client(timeout)?
        .delete(url)
        .send()
        .with_context(|| format!("DELETE {url}"))
}

fn client(timeout: Duration) -> Result<reqwest::blocking::Client> {
    reqwest::blocking::Client::builder()
        .timeout(timeout)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .context("cannot set up the HTTP client")
}
