//! Header invariants: every status the server sends carries the security headers, and the
//! MDN HTTP Observatory scores them at least 130 (A+).

mod common;

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Duration;

use axum::http::StatusCode;
use common::*;
use server::Limits;

/// Requests that between them produce every status the handler sends.
fn one_request_per_status() -> Vec<(u16, &'static str)> {
    vec![
        (200, "GET / HTTP/1.1\r\nHost: localhost\r\n"),
        (204, "OPTIONS / HTTP/1.1\r\nHost: localhost\r\n"),
        (
            206,
            "GET /assets/app-abc123.js HTTP/1.1\r\nHost: localhost\r\nRange: bytes=0-3\r\n",
        ),
        (
            304,
            "GET /assets/app-abc123.js HTTP/1.1\r\nHost: localhost\r\nIf-None-Match: *\r\n",
        ),
        (308, "GET /contact/ HTTP/1.1\r\nHost: localhost\r\n"),
        (400, "GET /%00 HTTP/1.1\r\nHost: localhost\r\n"),
        (404, "GET /no-such-page HTTP/1.1\r\nHost: localhost\r\n"),
        (404, "GET /missing.js HTTP/1.1\r\nHost: localhost\r\n"),
        (405, "DELETE / HTTP/1.1\r\nHost: localhost\r\n"),
        (
            406,
            "GET /assets/app-abc123.js HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: *;q=0\r\n",
        ),
        (
            412,
            "GET /assets/app-abc123.js HTTP/1.1\r\nHost: localhost\r\nIf-Match: \"x\"\r\n",
        ),
        (414, "GET /?q=LONG HTTP/1.1\r\nHost: localhost\r\n"),
        (
            416,
            "GET /assets/app-abc123.js HTTP/1.1\r\nHost: localhost\r\nRange: bytes=999-\r\n",
        ),
        (200, "HEAD /contact HTTP/1.1\r\nHost: localhost\r\n"),
    ]
}

#[tokio::test]
async fn every_status_carries_the_security_headers_over_the_wire() {
    let site = TempSite::built();
    let running =
        Running::start(site.config().with_behind_tls_proxy(true), Limits::default()).await;
    for (expected, head) in one_request_per_status() {
        let head = head.replace("LONG", &"a".repeat(5000));
        for proto in ["http", "https"] {
            let request = format!("{head}X-Forwarded-Proto: {proto}\r\nConnection: close\r\n\r\n");
            let reply = raw(running.addr, request.as_bytes(), Duration::from_secs(3)).await;
            assert_eq!(statuses(&reply), [expected], "{head}");
            let response_head = head_of(&reply);
            let mut headers = axum::http::HeaderMap::new();
            for line in response_head.lines().skip(1) {
                let (name, value) = line.split_once(':').expect("a header line");
                headers.append(
                    axum::http::HeaderName::from_bytes(name.trim().as_bytes()).expect("name"),
                    value.trim().parse().expect("value"),
                );
            }
            let status = StatusCode::from_u16(expected).expect("valid status");
            assert_security_headers(status, &headers);
            assert_eq!(
                headers.contains_key("strict-transport-security"),
                proto == "https",
                "{expected} over {proto}"
            );
        }
    }
    running.stop().await.expect("serve stops cleanly");
}

/// The repository root, where `node_modules` lives.
fn workspace_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("server/ has a parent")
        .to_path_buf()
}

#[tokio::test]
async fn the_http_observatory_scores_the_headers_at_least_130() {
    let root = workspace_root();
    let package = root.join("node_modules/@mdn/mdn-http-observatory/package.json");
    assert!(
        package.exists(),
        "the MDN HTTP Observatory is not installed at {}; run `npm ci` at the repository \
         root (cargo xtask test does this), then rerun",
        package.display()
    );
    // The real build when there is one, so the page's own scripts are scored too.
    let dist = root.join("site/dist");
    let fallback = TempSite::built();
    let config = match server::Config::load(&dist) {
        Ok(config) => config,
        Err(_) => fallback.config(),
    };
    let running = Running::start(config.with_behind_tls_proxy(true), Limits::default()).await;
    let reply = raw(
        running.addr,
        b"GET / HTTP/1.1\r\nHost: thehive.example\r\nX-Forwarded-Proto: https\r\n\
          Connection: close\r\n\r\n",
        Duration::from_secs(5),
    )
    .await;
    running.stop().await.expect("serve stops cleanly");
    let text = String::from_utf8(reply).expect("the home page is UTF-8");
    let (head, html) = text.split_once("\r\n\r\n").expect("a response head");
    let mut lines = head.lines();
    let status: u16 = lines
        .next()
        .and_then(|line| line.get(9..12))
        .and_then(|code| code.parse().ok())
        .expect("a status line");
    let headers: serde_json::Map<String, serde_json::Value> = lines
        .filter_map(|line| line.split_once(':'))
        .map(|(name, value)| (name.trim().to_ascii_lowercase(), value.trim().into()))
        .collect();
    let input = serde_json::json!({
        "host": "thehive.example",
        "status": status,
        "headers": headers,
        "html": html,
    });

    let mut child = Command::new("node")
        .arg(root.join("server/tests/observatory.mjs"))
        .current_dir(&root)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("node runs; install Node.js 20.19 or newer");
    let mut stdin = child.stdin.take().expect("piped stdin");
    std::io::Write::write_all(&mut stdin, input.to_string().as_bytes()).expect("send headers");
    drop(stdin);
    let output = child.wait_with_output().expect("node finishes");
    assert!(
        output.status.success(),
        "the Observatory script failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let result: serde_json::Value =
        serde_json::from_slice(&output.stdout).expect("the script prints JSON");
    let score = result["score"].as_i64().expect("a numeric score");
    println!(
        "HTTP Observatory: {score} ({})\n{:#}",
        result["grade"], result["tests"]
    );
    assert!(
        score >= 130,
        "the Observatory scored {score}: {:#}",
        result["tests"]
    );
    assert_eq!(result["grade"], "A+");
}
