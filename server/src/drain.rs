//! The drain flag: set by `serve` once shutdown starts, read by the handler so `/healthz`
//! tells load balancers to move on. Its own module, so the connection loop and the
//! responder both depend on it rather than on each other.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Whether shutdown has started, shared by every connection of one `serve`.
#[derive(Clone, Debug, Default)]
pub(crate) struct Draining(pub(crate) Arc<AtomicBool>);

tokio::task_local! {
    /// The flag of the `serve` whose connection this task handles.
    pub(crate) static DRAINING: Draining;
}

/// Whether the current task's server is draining; false outside `serve` (in-process calls).
pub(crate) fn is_draining() -> bool {
    DRAINING
        .try_with(|draining| draining.0.load(Ordering::Relaxed))
        .unwrap_or(false)
}
