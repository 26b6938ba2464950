//! The access log, through tower-http's `TraceLayer`: one span per request carrying the method
//! and the path, and one `info` event in it when the response is ready.

use std::time::Duration;

use axum::http::{Request, Response};
use http_body::Body;
use tracing::Span;

/// The target of the access log's spans and events; [`crate::log_sink::LogSink`] batches
/// the lines of this target.
pub(crate) const TARGET: &str = "server::access";

/// The request's span: its method and its path without the query.
///
/// The query string is left out: it can carry personal data (emails in a form's GET), and
/// the path alone identifies what was served. The raw path is percent-encoded ASCII and
/// logged quoted, so a request cannot forge log lines. When the access log is filtered out,
/// the span is disabled and costs next to nothing.
pub(crate) fn span<B>(request: &Request<B>) -> Span {
    tracing::info_span!(
        target: TARGET,
        "request",
        method = %request.method(),
        path = request.uri().path(),
    )
}

/// The access line: status, body bytes and the time the handler took to answer.
pub(crate) fn record<B: Body>(response: &Response<B>, latency: Duration, _span: &Span) {
    tracing::info!(
        target: TARGET,
        status = response.status().as_u16(),
        bytes = response.body().size_hint().exact().unwrap_or(0),
        latency_us = u64::try_from(latency.as_micros()).unwrap_or(u64::MAX),
    );
}
