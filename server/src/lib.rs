//! The static server for The Hive's prerendered site.
//!
//! The built site (`site/dist/`) is read into memory once, at start-up, into a [`Manifest`].
//! Requests are answered from that allow-list only: nothing maps a request path onto the
//! filesystem, so no path can reach a file outside the build.
//!
//! - [`Config::load`] reads the site and fails with a clear message if it is not built.
//! - [`app`] turns a [`Config`] into an axum [`Router`]; tests call it in-process.
//! - [`serve`] runs a [`Router`] on a listener until a shutdown future completes.
//!
//! ```no_run
//! # async fn run() -> anyhow::Result<()> {
//! let config = server::Config::load(std::path::Path::new("site/dist"))?;
//! let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
//! server::serve(listener, server::app(config), std::future::pending()).await?;
//! # Ok(())
//! # }
//! ```

mod access_log;
mod headers;
mod manifest;
mod paths;
mod respond;
pub mod site_config;

use std::future::Future;
use std::path::Path;
use std::sync::Arc;

use axum::Router;
use axum::middleware;
use axum::serve::ListenerExt;
use tokio::net::TcpListener;

pub use headers::CspSources;
pub use manifest::Manifest;

/// Everything [`app`] needs: the loaded site and the policy choices around it.
///
/// - `manifest`: the site, read by [`Config::load`] or [`Manifest::load`].
/// - `csp`: the extra `frame-src` origins; the default allows none beyond `'self'`.
#[derive(Clone, Debug)]
pub struct Config {
    manifest: Arc<Manifest>,
    csp: CspSources,
}

impl Config {
    /// Reads the built site under `root` (see [`Manifest::load`]), with a CSP that allows
    /// exactly the embeds named in the site's config (see [`site_config::embed_origins`]).
    ///
    /// Fails, naming the path and pointing at `npm run build`, if the site is not built.
    pub fn load(root: &Path) -> anyhow::Result<Config> {
        let csp = CspSources::new(site_config::embed_origins()?)?;
        Ok(Config::new(Manifest::load(root)?).with_csp(csp))
    }

    /// Wraps an already-loaded manifest, with the default [`CspSources`].
    pub fn new(manifest: Manifest) -> Config {
        Config {
            manifest: Arc::new(manifest),
            csp: CspSources::default(),
        }
    }

    /// Replaces the Content-Security-Policy sources.
    pub fn with_csp(mut self, csp: CspSources) -> Config {
        self.csp = csp;
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
/// - GET and HEAD serve; HEAD sends the same headers and no body.
/// - OPTIONS answers 204 and every other method 405, both with `Allow: GET, HEAD, OPTIONS`.
/// - `GET /healthz` answers 200 `ok` with `no-store`, whatever files the site has.
/// - The path is percent-decoded exactly once; bad encoding, invalid UTF-8, control
///   characters, backslashes and `.`/`..` segments get 400.
/// - Repeated slashes collapse and a trailing slash is dropped: a non-canonical path whose
///   canonical form is a page gets 308 to that form, keeping the query; `/index.html` gets
///   308 to `/`.
/// - A manifest entry answers 200 with its content type, a strong `ETag` and a
///   `Cache-Control` chosen by location (see [`Manifest`]); a matching `If-None-Match` gets
///   304 with the `ETag` and `Cache-Control`.
/// - Anything else is 404 with `no-store` and `X-Robots-Tag: noindex`: plain text `not found`
///   if the last segment has an extension, otherwise the site's `404.html`.
/// - Every response carries the same security headers (Content-Security-Policy from
///   [`Config::csp`], `nosniff`, referrer, cross-origin and permissions policies) and no
///   `Server` header.
/// - One `info` event per request (target `server::access`) logs method, path without
///   query, status, bytes and latency.
pub fn app(config: Config) -> Router {
    let security_headers = Arc::new(headers::security_headers(&config.csp));
    Router::new()
        .fallback(respond::handle)
        .with_state(config.manifest)
        .layer(middleware::map_response_with_state(
            security_headers,
            headers::add_security_headers,
        ))
        .layer(middleware::from_fn(access_log::log_request))
}

/// Serves `app` on `listener` until `shutdown` completes, then drains and returns.
///
/// - Accepted connections get `TCP_NODELAY`, since responses are small and already whole.
/// - Once `shutdown` completes, no new connection is accepted; in-flight requests finish
///   and idle keep-alive connections close, and then this returns `Ok(())`.
/// - Bind the listener to port 0 to get an ephemeral port; read it with
///   [`TcpListener::local_addr`] before calling this.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let listener = listener.tap_io(|stream| {
        if let Err(error) = stream.set_nodelay(true) {
            tracing::debug!(%error, "could not set TCP_NODELAY");
        }
    });
    axum::serve(listener, app)
        .with_graceful_shutdown(shutdown)
        .await
}
