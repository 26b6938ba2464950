//! The runner every test goes through: it leases a browser from the environment's pool,
//! runs the body as its own task, and records the outcome for the progress line and JUnit.

use crate::browser::Browser;
use crate::environment::{Environment, environment};
use crate::junit;
use crate::pool::{SessionSource, discard};
use crate::viewport::Viewport;
use anyhow::Result;
use std::future::Future;
use std::time::Instant;

/// The pool's view of the environment.
fn source(env: &Environment) -> SessionSource<'_> {
    SessionSource {
        grid_url: &env.grid.url,
        site_url: &env.site_url,
        guard: &env.guard,
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
            .lease(&source(env), alone)
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
                env.pool.give_back(&env.guard, browser).await;
                drop(permit);
                outcome.map_err(|e| Outcome::Failed(format!("{e:#}")))
            }
            Err(join_error) => {
                discard(&env.guard, browser).await;
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
