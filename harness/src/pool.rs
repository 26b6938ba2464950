//! Browser sessions shared across tests, and the runner every browser test goes through.

use crate::browser::Browser;
use crate::environment::{Environment, environment};
use crate::junit;
use crate::viewport::Viewport;
use anyhow::{Context, Result};
use std::future::Future;
use std::sync::Arc;
use std::sync::Mutex;
use std::time::Instant;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

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
    async fn lease(
        &self,
        env: &Environment,
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
                let browser = Browser::start(&env.grid.url, &env.site_url).await?;
                env.guard
                    .session_opened(&env.grid.url, &browser.session_id());
                browser
            }
        };
        Ok((browser, permit))
    }

    async fn give_back(&self, env: &Environment, browser: Browser) {
        match browser.reset().await {
            Ok(()) => {
                if let Ok(mut idle) = self.idle.lock() {
                    idle.push(browser);
                }
            }
            Err(_) => discard(env, browser).await,
        }
    }
}

async fn discard(env: &Environment, browser: Browser) {
    let id = browser.session_id();
    // A session that cannot be quit now is deleted by the guard when the binary exits.
    if browser.quit().await.is_ok() {
        env.guard.session_quit(&id);
    }
}

/// Runs one browser test at `viewport`.
///
/// - The body gets a session from the pool, already at `viewport`.
/// - It runs as its own task, so a panic is caught here: that session is quit (its state
///   is unknown) and the panic then fails the test as usual.
/// - An `Err` fails the test with the whole error chain; the session is reset and reused.
pub fn browser_test<F, Fut>(viewport: Viewport, body: F)
where
    F: FnOnce(Browser) -> Fut,
    Fut: Future<Output = Result<()>> + Send + 'static,
{
    run_browser_test(viewport, false, body);
}

/// Runs one browser test as [`browser_test`] does, but with no other browser test running
/// meanwhile: for measurements of the page's own speed, which a second browser sharing the
/// machine's cores would distort.
pub fn browser_test_alone<F, Fut>(viewport: Viewport, body: F)
where
    F: FnOnce(Browser) -> Fut,
    Fut: Future<Output = Result<()>> + Send + 'static,
{
    run_browser_test(viewport, true, body);
}

fn run_browser_test<F, Fut>(viewport: Viewport, alone: bool, body: F)
where
    F: FnOnce(Browser) -> Fut,
    Fut: Future<Output = Result<()>> + Send + 'static,
{
    let env = environment();
    let started = Instant::now();
    let mut route = String::new();
    let mut session = String::new();
    let outcome: Result<(), Outcome> = env.runtime.block_on(async {
        let (mut browser, permit) = env
            .pool
            .lease(env, alone)
            .await
            .map_err(|e| Outcome::Failed(format!("{e:#}")))?;
        browser
            .set_viewport(viewport)
            .await
            .map_err(|e| Outcome::Failed(format!("{e:#}")))?;
        session = browser.session_id();
        let task = tokio::spawn(body(browser.clone()));
        let result = task.await;
        route = browser.last_path();
        match result {
            Ok(outcome) => {
                env.pool.give_back(env, browser).await;
                drop(permit);
                outcome.map_err(|e| Outcome::Failed(format!("{e:#}")))
            }
            Err(join_error) => {
                discard(env, browser).await;
                drop(permit);
                match join_error.try_into_panic() {
                    Ok(payload) => Err(Outcome::Panicked(payload)),
                    Err(error) => Err(Outcome::Failed(format!(
                        "the test task was cancelled: {error}"
                    ))),
                }
            }
        }
    });
    finish(started, viewport.to_string(), route, session, outcome);
}

/// Why a test did not pass.
enum Outcome {
    Failed(String),
    Panicked(Box<dyn std::any::Any + Send>),
}

/// Records the outcome for JUnit and the progress line, then fails the test if it failed,
/// with the viewport in the message.
fn finish(
    started: Instant,
    viewport: String,
    route: String,
    session: String,
    outcome: Result<(), Outcome>,
) {
    let failure = match &outcome {
        Ok(()) => None,
        Err(Outcome::Failed(message)) => Some(message.clone()),
        Err(Outcome::Panicked(payload)) => Some(
            payload
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| payload.downcast_ref::<&str>().map(|s| (*s).to_owned()))
                .unwrap_or_else(|| "panicked".to_owned()),
        ),
    };
    junit::record(junit::TestOutcome {
        name: junit::current_test_name(),
        viewport: viewport.clone(),
        route,
        session,
        duration: started.elapsed(),
        failure,
        skipped: None,
    });
    match outcome {
        Ok(()) => {}
        Err(Outcome::Failed(message)) if viewport.is_empty() => panic!("{message}"),
        Err(Outcome::Failed(message)) => panic!("[{viewport}] {message}"),
        Err(Outcome::Panicked(payload)) => std::panic::resume_unwind(payload),
    }
}

/// Runs a test that needs no browser (HTTP checks, for example) on the shared runtime,
/// and records it like a browser test.
pub fn http_test<F, Fut>(body: F)
where
    F: FnOnce() -> Fut,
    Fut: Future<Output = Result<()>>,
{
    let started = Instant::now();
    let outcome = environment()
        .runtime
        .block_on(body())
        .map_err(|e| Outcome::Failed(format!("{e:#}")));
    finish(
        started,
        String::new(),
        String::new(),
        String::new(),
        outcome,
    );
}
