//! Browser sessions shared across tests. The runner that leases them is `runner.rs`; the
//! pool knows only the Grid's and the site's addresses and the guard that cleans up after it.

use crate::base::engine::Engine;
use crate::sessions::browser::{Browser, SessionPlace};
use crate::sessions::guard::Guard;
use anyhow::{Context, Result};
use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::Mutex;
use std::time::{Duration, Instant};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// How long a session may wait idle in the pool and still be leased: under the 300 s after
/// which a Selenium node ends a session without a command (its default, and the
/// `session-timeout` of `facts/selenium/node.toml`). A long test of another engine can keep
/// a session idle that long; an older one is quit and a new one started instead.
const IDLE_LIMIT: Duration = Duration::from_secs(240);

/// Where sessions are started, and who is told of each: the environment's parts the pool
/// needs.
pub struct SessionSource<'a> {
    /// The Grid, the site each new session is pointed at, and WebKit's host.
    pub place: &'a SessionPlace,
    /// The guard, which quits any session left open when the test binary exits.
    pub guard: &'a Guard,
}

/// Idle sessions of each engine, and permits that bound how many tests run at once, in all
/// and per engine, so tests never queue on the Grid itself.
///
/// Starting a session costs seconds, so a session is reset and reused by the next test
/// rather than quit, unless its test panicked.
pub struct Pool {
    permits: Arc<Semaphore>,
    running: u32,
    engines: BTreeMap<Engine, EnginePool>,
}

struct EnginePool {
    permits: Arc<Semaphore>,
    /// Each idle session, with when it went idle.
    idle: Mutex<Vec<(Browser, Instant)>>,
}

/// What a leased session holds until its test ends.
pub struct Lease {
    _running: OwnedSemaphorePermit,
    _engine: OwnedSemaphorePermit,
}

impl Pool {
    /// A pool running at most `running` sessions at once, of the engines and per-engine
    /// slots in `slots`.
    pub fn new(running: usize, slots: &BTreeMap<Engine, usize>) -> Pool {
        let running = running.max(1);
        Pool {
            permits: Arc::new(Semaphore::new(running)),
            running: u32::try_from(running).unwrap_or(u32::MAX),
            engines: slots
                .iter()
                .map(|(engine, slots)| {
                    let pool = EnginePool {
                        permits: Arc::new(Semaphore::new((*slots).max(1))),
                        idle: Mutex::new(Vec::new()),
                    };
                    (*engine, pool)
                })
                .collect(),
        }
    }

    /// A session of `engine`, holding one slot, or every slot when `alone` (no other
    /// browser test runs meanwhile, of any engine).
    pub(crate) async fn lease(
        &self,
        source: &SessionSource<'_>,
        engine: Engine,
        alone: bool,
    ) -> Result<(Browser, Lease)> {
        let pool = self
            .engines
            .get(&engine)
            .with_context(|| format!("the harness was not started for {engine}"))?;
        // The engine's slot first: a test waiting for it must not hold a slot of the whole
        // run that another engine's test could use meanwhile.
        let engine_permit = pool
            .permits
            .clone()
            .acquire_owned()
            .await
            .context("the browser pool is closed")?;
        let running = self
            .permits
            .clone()
            .acquire_many_owned(if alone { self.running } else { 1 })
            .await
            .context("the browser pool is closed")?;
        let idle = pool.idle.lock().ok().and_then(|mut idle| idle.pop());
        let idle = match idle {
            Some((browser, since)) if since.elapsed() > IDLE_LIMIT => {
                discard(source.guard, browser).await;
                None
            }
            idle => idle.map(|(browser, _)| browser),
        };
        let browser = match idle {
            Some(browser) => browser,
            None => {
                let browser = Browser::start(source.place, engine).await?;
                source
                    .guard
                    .session_opened(&source.place.grid_url, &browser.session_id());
                browser
            }
        };
        let lease = Lease {
            _running: running,
            _engine: engine_permit,
        };
        Ok((browser, lease))
    }

    /// Resets a session for the next test, or quits it if it cannot be reset.
    /// A session its test never used (one that only read a shared route visit, say) is
    /// still on its fresh tab, so it goes back as it is.
    pub(crate) async fn give_back(&self, guard: &Guard, browser: Browser) {
        let reset = if browser.used_by_test() {
            browser.reset().await
        } else {
            Ok(())
        };
        match reset {
            Ok(()) => {
                if let Some(pool) = self.engines.get(&browser.engine())
                    && let Ok(mut idle) = pool.idle.lock()
                {
                    idle.push((browser, Instant::now()));
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
