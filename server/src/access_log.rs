//! The access log: one line per request, with the method, the path without the query, the
//! status, the body bytes and the time the server took to answer.
//!
//! A small layer of its own rather than tower-http's `TraceLayer`, which opens a span per
//! request and formats its fields when it opens: measured with `cargo xtask bench server`,
//! that cost about 4.8 us of CPU per request with the log on, a quarter of what serving a
//! page costs (`specs/decisions.md`). This layer sends one `info` event per request, which
//! `hive-server`'s `fmt` subscriber writes as
//! `2026-11-25T22:02:05.126666Z  INFO server::access: method=GET path="/" status=200 bytes=9898 latency_us=3`,
//! and [`LogSink`](crate::log_sink::LogSink) batches.
//!
//! `RUST_LOG` decides: the event is sent only when `info` is enabled for the target
//! `server::access`, so `info,server::access=warn` silences it and costs nothing per request.
//! hyper admits only visible ASCII in a request target, and the path is written quoted with
//! `"` and `\` escaped, so nothing in a path can start a new line or forge another entry.

use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Instant;

use axum::http::{Request, Response};
use http_body::Body;
use tower::{Layer, Service};

/// The target of the access lines; `RUST_LOG` filters on it, and `hive-server`'s
/// [`LogSink`](crate::log_sink::LogSink) batches the lines of this target.
pub const TARGET: &str = "server::access";

/// The layer that logs each request; see the module documentation.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct AccessLogLayer;

impl<S> Layer<S> for AccessLogLayer {
    type Service = AccessLog<S>;

    fn layer(&self, inner: S) -> AccessLog<S> {
        AccessLog { inner }
    }
}

/// The service [`AccessLogLayer`] wraps around the rest of the app.
#[derive(Clone, Debug)]
pub(crate) struct AccessLog<S> {
    inner: S,
}

/// A response on its way, with what its access line needs.
type Logged<T> = Pin<Box<dyn Future<Output = T> + Send>>;

impl<S, B, ResBody> Service<Request<B>> for AccessLog<S>
where
    S: Service<Request<B>, Response = Response<ResBody>>,
    S::Future: Send + 'static,
    S::Error: 'static,
    ResBody: Body + 'static,
{
    type Response = Response<ResBody>;
    type Error = S::Error;
    type Future = Logged<Result<Response<ResBody>, S::Error>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), S::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, request: Request<B>) -> Self::Future {
        if !tracing::enabled!(target: TARGET, tracing::Level::INFO) {
            return Box::pin(self.inner.call(request));
        }
        // Both are cheap to copy: a standard method is a tag, and the URI shares the bytes
        // hyper parsed.
        let method = request.method().clone();
        let uri = request.uri().clone();
        let started = Instant::now();
        let response = self.inner.call(request);
        Box::pin(async move {
            let response = response.await?;
            let latency_us = u64::try_from(started.elapsed().as_micros()).unwrap_or(u64::MAX);
            tracing::info!(
                target: TARGET,
                method = %method,
                path = uri.path(),
                status = response.status().as_u16(),
                bytes = response.body().size_hint().exact().unwrap_or(0),
                latency_us,
            );
            Ok(response)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::log_sink::Captured;
    use axum::body::Body;
    use tower::ServiceExt;

    #[tokio::test]
    async fn a_request_logs_one_line_in_the_fmt_subscribers_shape() {
        let captured = Captured::default();
        let writer = captured.clone();
        // As `hive-server` sets it up, but into memory.
        let subscriber = tracing_subscriber::fmt()
            .with_writer(move || writer.clone())
            .finish();
        let _default = tracing::subscriber::set_default(subscriber);
        let service = AccessLogLayer.layer(tower::service_fn(|_: Request<Body>| async {
            Ok::<_, std::convert::Infallible>(Response::new(Body::from("hello")))
        }));
        let request = Request::get(r#"/a"b\c?secret=1"#)
            .body(Body::empty())
            .expect("a valid request");
        service.oneshot(request).await.expect("infallible");

        let line =
            String::from_utf8(captured.0.lock().expect("not poisoned").clone()).expect("UTF-8");
        // `2026-11-25T22:02:05.126666Z  INFO server::access: method=GET path="/" ...`
        let (time, rest) = line.split_once("  ").expect("a timestamp first");
        assert_eq!(time.len(), "2026-11-25T22:02:05.126666Z".len(), "{line}");
        assert!(time.ends_with('Z') && time.as_bytes()[10] == b'T', "{line}");
        let fields = rest
            .strip_prefix(
                r#"INFO server::access: method=GET path="/a\"b\\c" status=200 bytes=5 latency_us="#,
            )
            .unwrap_or_else(|| panic!("unexpected line: {line}"));
        let latency = fields.strip_suffix('\n').expect("one line");
        assert!(latency.bytes().all(|byte| byte.is_ascii_digit()), "{line}");
    }
}
