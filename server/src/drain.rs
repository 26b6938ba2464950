//! The drain marker: the connection loop puts it on each request that arrives once
//! shutdown has started, and the handler reads it so `/healthz` tells load balancers to
//! move on. Its own module, so the connection loop and the responder both depend on it
//! rather than on each other.
//!
//! A request extension rather than a task-local: the task-local wrapped each connection's
//! future and was entered at every poll, which cost 0.1-0.5 us of CPU per request in
//! `cargo xtask bench server` (`specs/decisions.md`). The marker is inserted only while
//! draining, so serving costs one read of the server's flag.

use axum::http::Request;

/// Marks a request that arrived while its server was draining.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Draining;

/// Whether `request` arrived while its server was draining; false outside `serve`
/// (in-process calls).
pub(crate) fn is_draining<B>(request: &Request<B>) -> bool {
    request.extensions().get::<Draining>().is_some()
}
