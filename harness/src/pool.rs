//! Browser sessions shared across tests. The runner that leases them is `runner.rs`; the
//! pool knows only the Grid's and the site's addresses and the guard that cleans up after it.

use crate::browser::Browser;
use crate::guard::Guard;
use anyhow::{Context, Result};
use std::sync::Arc;
use std::sync::Mutex;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// Where sessions are started, and who is told of each: the environment's parts the pool
/// needs.
pub struct SessionSource<'a> {
    /// The Selenium Grid's address.
    pub grid_url: &'a str,
    /// The site under test, which each new session is pointed at.
    pub site_url: &'a str,
    /// The guard, which quits any session left open when the test binary exits.
    pub guard: &'a Guard,
}

/// Idle sessions, and a permit per Grid slot so tests never queue on the Grid itself.
///
/// Starting a session costs about 2.4 s here, so a session is reset and reused by the
/// next test rather than quit, unless its test panicked.
pub struct Pool {
    permits: Arc<Semaphore>,
    slots: u32,
    idle: Mutex<Vec<Browser>>,
}

impl Pool {
    /// A pool allowing `slots` sessions at once.
    pub fn new(slots: usize) -> Pool {
        let slots = slots.max(1);
        Pool {
            permits: Arc::new(Semaphore::new(slots)),
            slots: u32::try_from(slots).unwrap_or(u32::MAX),
            idle: Mutex::new(Vec::new()),
        }
    }

    /// A session, holding one Grid slot, or every slot when `alone` (no other browser test
    /// runs meanwhile).
    pub(crate) async fn lease(
        &self,
        source: &SessionSource<'_>,
        alone: bool,
    ) -> Result<(Browser, OwnedSemaphorePermit)> {
        let permit = self
            .permits
            .clone()
            .acquire_many_owned(if alone { self.slots } else { 1 })
            .await
            .context("the browser pool is closed")?;
        let idle = self.idle.lock().ok().and_then(|mut idle| idle.pop());
        let browser = match idle {
            Some(browser) => browser,
            None => {
                let browser = Browser::start(source.grid_url, source.site_url).await?;
                source
                    .guard
                    .session_opened(source.grid_url, &browser.session_id());
                browser
            }
        };
        Ok((browser, permit))
    }

    /// Resets a session for the next test, or quits it if it cannot be reset.
    pub(crate) async fn give_back(&self, guard: &Guard, browser: Browser) {
        match browser.reset().await {
            Ok(()) => {
                if let Ok(mut idle) = self.idle.lock() {
                    idle.push(browser);
                }
            }
            Err(_) => discard(guard, browser).await,
        }
    }
}

/// Quits a session whose state is unknown.
pub(crate) async fn discard(guard: &Guard, browser: Browser) {
    let id = browser.session_id();
    // A session that cannot be quit now is deleted by the guard when the binary exits.
    if browser.quit().await.is_ok() {
        guard.session_quit(&id);
    }
}
