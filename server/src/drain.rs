//! The drain marker: the connection loop puts it on each request that arrives once
//! shutdown has started, as a request extension, and the handler reads it so `/healthz`
//! tells load balancers to move on. Its own module, so the connection loop and the
//! responder both depend on it rather than on each other.

use axum::http::Request;

/// Marks a request that arrived while its server was draining.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Draining;

/// Whether `request` arrived while its server was draining; false outside `serve`
/// (in-process calls).
pub(crate) fn is_draining<B>(request: &Request<B>) -> bool {
    request.extensions().get::<Draining>().is_some()
}
