//! Condition waits: the only way a test waits. There are no sleeps in tests; timings are
//! measured inside the page instead.

use crate::base::timings::{CONDITION_INTERVAL, CONDITION_TIMEOUT};
use anyhow::{Result, bail};
use std::future::Future;
use std::time::Duration;
use tokio::time::Instant;

/// Re-checks `condition` until it yields `Some`, or fails after [`CONDITION_TIMEOUT`]
/// naming `what`, so a failure says what never happened.
pub async fn until<T, F, Fut>(what: &str, condition: F) -> Result<T>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<Option<T>>>,
{
    until_within(what, CONDITION_TIMEOUT, condition).await
}

/// As [`until`], with a timeout of its own, for a condition that the site only meets after
/// a known delay longer than [`CONDITION_TIMEOUT`].
pub async fn until_within<T, F, Fut>(what: &str, timeout: Duration, mut condition: F) -> Result<T>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<Option<T>>>,
{
    let deadline = Instant::now() + timeout;
    loop {
        if let Some(value) = condition().await? {
            return Ok(value);
        }
        if Instant::now() >= deadline {
            bail!("timed out after {timeout:?} waiting for {what}");
        }
        tokio::time::sleep(CONDITION_INTERVAL).await;
    }
}
