//! One log line per request.

use std::time::Instant;

use axum::extract::Request;
use axum::http::header;
use axum::middleware::Next;
use axum::response::Response;

/// Logs method, path, status, body length and latency once the response is ready.
///
/// The query string is left out: it can carry personal data (emails in a form's GET), and
/// the path alone identifies what was served. The raw path is percent-encoded ASCII, so a
/// request cannot forge log lines.
pub(crate) async fn log_request(request: Request, next: Next) -> Response {
    if !tracing::enabled!(target: "server::access", tracing::Level::INFO) {
        return next.run(request).await;
    }
    let started = Instant::now();
    let method = request.method().clone();
    let path = request.uri().path().to_owned();
    let response = next.run(request).await;
    let bytes = response
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.parse::<u64>().ok())
        .unwrap_or(0);
    tracing::info!(
        target: "server::access",
        %method,
        path,
        status = response.status().as_u16(),
        bytes,
        latency_us = u64::try_from(started.elapsed().as_micros()).unwrap_or(u64::MAX),
    );
    response
}
