//! Condition waits: the only way a test waits. There are no sleeps in tests; timings are
//! measured inside the page instead.

use crate::browser::Browser;
use crate::timings::{
    CONDITION_INTERVAL, CONDITION_TIMEOUT, IN_PAGE_INTERVAL_MS, IN_PAGE_SLICE_MS,
};
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

/// Waits until `condition`, the body of a script that returns a boolean, is true in the
/// page, or fails after [`CONDITION_TIMEOUT`] naming `what`. The page re-checks it every
/// few milliseconds and answers once it holds, so a page that is ready costs one WebDriver
/// round trip instead of a poll every [`CONDITION_INTERVAL`].
pub async fn until_in_page(browser: &Browser, what: &str, condition: &str) -> Result<()> {
    let script = format!(
        "const holds = () => {{ {condition} }};
         return new Promise(resolve => {{
           const deadline = performance.now() + {IN_PAGE_SLICE_MS};
           const check = () => {{
             if (holds()) resolve(true);
             else if (performance.now() >= deadline) resolve(false);
             else setTimeout(check, {IN_PAGE_INTERVAL_MS});
           }};
           check();
         }});"
    );
    until(what, || async {
        let holds: bool = browser.eval(&script, Vec::new()).await?;
        Ok(holds.then_some(()))
    })
    .await
}
