//! The static server for The Hive's prerendered site.
//!
//! The built site (`site/dist/`) is read into memory once, at start-up, into a [`Manifest`].
//! Requests are answered from that allow-list only: nothing maps a request path onto the
//! filesystem, so no path can reach a file outside the build.
//!
//! - [`Config::load`] reads the site and fails with a clear message if it is not built.
//! - [`app`] turns a [`Config`] into an axum [`Router`]; tests call it in-process.
//! - [`serve`] runs a [`Router`] on a listener until a shutdown future completes, with the
//!   connection [`Limits`] a public server needs; [`serve_with`] takes them explicitly.
//! - [`probe`] is the `--probe` health check, a one-shot HTTP GET without the server.
//!
//! ```no_run
//! # async fn run() -> anyhow::Result<()> {
//! let config = server::Config::load(std::path::Path::new("site/dist"))?;
//! let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
//! server::serve(listener, server::app(config), std::future::pending()).await?;
//! # Ok(())
//! # }
//! ```

pub mod access_log;
mod connection;
mod drain;
mod headers;
pub mod log_sink;
mod manifest;
mod negotiate;
mod paths;
pub mod probe;
mod respond;
pub mod route_table;

use std::future::Future;
use std::path::Path;
use std::sync::Arc;

use axum::Router;
use tokio::net::TcpListener;
use tower::ServiceBuilder;
use tower_http::catch_panic::CatchPanicLayer;

pub use connection::Limits;
pub use headers::{CspSources, INLINE_SCRIPTS_FILE};
pub use manifest::Manifest;

/// Everything [`app`] needs: the loaded site and the policy choices around it.
///
/// - `manifest`: the site, read by [`Config::load`] or [`Manifest::load`].
/// - `csp`: the extra `frame-src` origins; the default allows none beyond `'self'`.
/// - `behind_tls_proxy`: whether a TLS-terminating proxy sets `X-Forwarded-Proto`, so that
///   HSTS can be sent on HTTPS requests; off by default.
#[derive(Clone, Debug)]
pub struct Config {
    manifest: Arc<Manifest>,
    csp: CspSources,
    behind_tls_proxy: bool,
}

impl Config {
    /// Reads the built site under `root` (see [`Manifest::load`]), with a CSP that allows
    /// exactly the embeds named in the site's config (see [`CspSources::site_embed_origins`])
    /// and the inline scripts the build wrote (see [`CspSources::read_script_hashes`]).
    ///
    /// Fails, naming the path and pointing at `npm run build`, if the site is not built.
    pub fn load(root: &Path) -> anyhow::Result<Config> {
        let manifest = Manifest::load(root)?;
        let csp = CspSources::new(CspSources::site_embed_origins()?)?
            .with_script_hashes(CspSources::read_script_hashes(manifest.root())?)?;
        Ok(Config::new(manifest).with_csp(csp))
    }

    /// Wraps an already-loaded manifest, with the default [`CspSources`] and no TLS proxy.
    pub fn new(manifest: Manifest) -> Config {
        Config {
            manifest: Arc::new(manifest),
            csp: CspSources::default(),
            behind_tls_proxy: false,
        }
    }

    /// Replaces the Content-Security-Policy sources.
    pub fn with_csp(mut self, csp: CspSources) -> Config {
        self.csp = csp;
        self
    }

    /// Declares that a TLS-terminating proxy is in front and sets `X-Forwarded-Proto`.
    ///
    /// Requests it marks `https` then get `Strict-Transport-Security: max-age=63072000`.
    pub fn with_behind_tls_proxy(mut self, behind_tls_proxy: bool) -> Config {
        self.behind_tls_proxy = behind_tls_proxy;
        self
    }

    /// The loaded site.
    pub fn manifest(&self) -> &Manifest {
        &self.manifest
    }

    /// The Content-Security-Policy sources.
    pub fn csp(&self) -> &CspSources {
        &self.csp
    }
}

/// Builds the whole server as a [`Router`].
///
/// - Request checks first: a target (path and query) over 4096 bytes gets 414; a missing
///   `Host` on HTTP/1.1, two `Host` headers, a malformed `Host` or any `Transfer-Encoding`
///   gets 400.
/// - GET and HEAD serve; HEAD sends the same headers and no body.
/// - OPTIONS answers 204 and every other method 405, both with `Allow: GET, HEAD, OPTIONS`.
/// - `GET /healthz` answers 200 `ok` with `no-store`, whatever files the site has, and 503
///   `draining` once [`serve`] has begun shutting down.
/// - The path is percent-decoded exactly once; bad encoding, invalid UTF-8, control
///   characters, backslashes and `.`/`..` segments get 400.
/// - Repeated slashes collapse and a trailing slash is dropped: a non-canonical path whose
///   canonical form is a page gets 308 to that form, keeping the query; `/index.html` gets
///   308 to `/`. A `Location` always starts with exactly one `/`.
/// - A manifest entry answers 200 with its content type, a `Cache-Control` chosen by location
///   (see [`Manifest`]), a strong `ETag` per coding, `Last-Modified` and
///   `Accept-Ranges: bytes`.
/// - The coding follows `Accept-Encoding` (br, then gzip, then identity, honouring `q=0`),
///   with the original `Content-Type`, `Content-Encoding` and `Vary: Accept-Encoding`; a
///   client that refuses every available coding gets 406.
/// - `If-Match`/`If-Unmodified-Since` failures get 412; `If-None-Match`/`If-Modified-Since`
///   matches get 304 with the validators and `Cache-Control`.
/// - One `bytes` range gets 206 with `Content-Range`, an unsatisfiable one 416; several
///   ranges or a malformed or stale (`If-Range`) one get the whole body.
/// - Anything else is 404 with `no-store` and `X-Robots-Tag: noindex`: plain text `not found`
///   if the last segment has an extension, otherwise the site's 404 page.
/// - Every response carries the same security headers (Content-Security-Policy from
///   [`Config::csp`], `nosniff`, referrer, cross-origin and permissions policies, and HSTS
///   on HTTPS requests behind a TLS proxy) and no `Server` header.
/// - One `info` event per request (target `server::access`) logs method, path without
///   query, status, body bytes and latency.
pub fn app(config: Config) -> Router {
    let security = headers::SecurityHeaders::new(&config.csp);
    let manifest = Arc::unwrap_or_clone(config.manifest).with_common_headers(security.headers());
    let state = Arc::new(respond::AppState {
        manifest: Arc::new(manifest),
        security: security.clone(),
        behind_tls_proxy: config.behind_tls_proxy,
    });
    with_layers(
        Router::new().fallback_service(respond::Responder(state)),
        security,
    )
}

/// Wraps `router` in the layers every response passes through, outermost first:
///
/// - the access log ([`access_log`]), so it sees the final status, a panic's 500 included;
/// - tower-http's `CatchPanicLayer`, which turns a panic in the handler into a 500
///   ([`respond::panicked`]) with the security headers instead of a dropped connection.
///
/// The handler adds the security headers itself ([`headers::SecurityHeaders`]), most of
/// them already in the manifest's prepared heads. The access log and the headers are
/// written here rather than taken from tower-http (`TraceLayer`, `SetResponseHeaderLayer`):
/// measured, those cost about a third of the CPU time of serving a page.
/// `specs/decisions.md` has the figures.
fn with_layers(router: Router, security: headers::SecurityHeaders) -> Router {
    router.layer(
        ServiceBuilder::new()
            .layer(access_log::AccessLogLayer)
            .layer(CatchPanicLayer::custom(move |panic| {
                security.apply(respond::panicked(panic))
            })),
    )
}

/// Serves `app` on `listener` with the default [`Limits`] until `shutdown` completes, then
/// drains and returns; see [`serve_with`].
pub async fn serve(
    listener: TcpListener,
    app: Router,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    serve_with(listener, app, shutdown, Limits::default()).await
}

/// Serves `app` over HTTP/1.1 on `listener` until `shutdown` completes, then drains and
/// returns `Ok(())`.
///
/// - Accepted connections get `TCP_NODELAY`, since responses are small and already whole.
/// - Each connection is bounded by `limits` (see [`Limits`]): a header-read timeout, an idle
///   timeout, a send timeout, and a cap on open connections.
/// - Requests may be pipelined; responses come back in order.
/// - Once `shutdown` completes, no new connection is accepted, `/healthz` answers 503,
///   in-flight responses finish and idle connections close; whatever is still open after
///   `limits.drain_timeout` is closed, and then this returns.
/// - Bind the listener to port 0 to get an ephemeral port; read it with
///   [`TcpListener::local_addr`] before calling this.
pub async fn serve_with(
    listener: TcpListener,
    app: Router,
    shutdown: impl Future<Output = ()> + Send + 'static,
    limits: Limits,
) -> std::io::Result<()> {
    connection::serve(listener, app, shutdown, limits).await
}

#[cfg(test)]
mod tests {
    use super::*;

    use axum::body::Body;
    use axum::http::{Request, StatusCode, header};
    use axum::routing::get;
    use tower::ServiceExt;

    #[tokio::test]
    async fn a_panic_in_the_handler_answers_500_with_the_security_headers() {
        let router = Router::new().route(
            "/boom",
            get(|| async {
                panic!("a handler bug");
                #[allow(unreachable_code)]
                ""
            }),
        );
        let request = Request::get("/boom")
            .body(Body::empty())
            .expect("a valid request");
        let security = headers::SecurityHeaders::new(&CspSources::default());
        let response = with_layers(router, security)
            .oneshot(request)
            .await
            .expect("the router is infallible");
        assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
        assert_eq!(response.headers()[header::CACHE_CONTROL], "no-store");
        for name in facts::SECURITY_HEADERS {
            assert!(response.headers().contains_key(name), "{name} is missing");
        }
    }
}
