//! The runner every test goes through: for each browser the run covers, it leases a session
//! from the environment's pool, runs the body as its own task, and records the outcome for
//! the progress line and JUnit.

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

/// A check that cannot run on this session's browser, with the one-line reason. A test
/// body returns it (through [`Browser::require`] or [`Browser::cdp`]) and the runner
/// reports a visible skip for that browser instead of a pass or a failure.
#[derive(Debug, Clone, Copy)]
pub struct Unsupported(pub &'static str);

impl std::fmt::Display for Unsupported {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0)
    }
}

impl std::error::Error for Unsupported {}

/// Runs one browser test at `viewport`, once on each browser the run covers
/// (`HARNESS_BROWSERS`).
///
/// - Each run gets a session of its browser from the pool, already at `viewport`.
/// - It runs as its own task, so a panic is caught here: that session is quit (its state
///   is unknown) and the panic then fails the test as usual.
/// - An `Err` fails the test with the whole error chain; the session is reset and reused.
/// - Every browser runs even when an earlier one failed, and the failure names each
///   browser that failed.
pub fn browser_test<F, Fut>(viewport: Viewport, body: F)
where
    F: Fn(Browser) -> Fut,
    Fut: Future<Output = Result<()>> + Send + 'static,
{
    run_browser_test(viewport, false, body);
}

/// Runs one browser test as [`browser_test`] does, but with no other browser test running
/// meanwhile: for measurements of the page's own speed, which a second browser sharing the
/// machine's cores would distort.
pub fn browser_test_alone<F, Fut>(viewport: Viewport, body: F)
where
    F: Fn(Browser) -> Fut,
    Fut: Future<Output = Result<()>> + Send + 'static,
{
    run_browser_test(viewport, true, body);
}

fn run_browser_test<F, Fut>(viewport: Viewport, alone: bool, body: F)
where
    F: Fn(Browser) -> Fut,
    Fut: Future<Output = Result<()>> + Send + 'static,
{
    let env = environment();
    let mut panicked = None;
    let mut failures = Vec::new();
    for &engine in &env.engines {
        let started = Instant::now();
        let mut route = String::new();
        let mut session = String::new();
        let outcome: Result<(), Outcome> = env.runtime.block_on(async {
            let (mut browser, lease) = env
                .pool
                .lease(&source(env), engine, alone)
                .await
                .map_err(|e| Outcome::Failed(format!("{e:#}")))?;
            session = browser.session_id();
            if let Err(error) = browser.set_viewport(viewport).await {
                discard(&env.guard, browser).await;
                return Err(Outcome::Failed(format!("{error:#}")));
            }
            browser.begin_test();
            let task = tokio::spawn(body(browser.clone()));
            let result = task.await;
            route = browser.last_path();
            match result {
                Ok(outcome) => {
                    env.pool.give_back(&env.guard, browser).await;
                    drop(lease);
                    outcome.map_err(|error| match error.downcast_ref::<Unsupported>() {
                        Some(Unsupported(reason)) => Outcome::Unsupported(reason),
                        None => Outcome::Failed(format!("{error:#}")),
                    })
                }
                Err(join_error) => {
                    discard(&env.guard, browser).await;
                    drop(lease);
                    match join_error.try_into_panic() {
                        Ok(payload) => Err(Outcome::Panicked(payload)),
                        Err(error) => Err(Outcome::Failed(format!(
                            "the test task was cancelled: {error}"
                        ))),
                    }
                }
            }
        });
        let label = format!("{engine} {viewport}");
        match record(started, engine.name(), &label, route, session, outcome) {
            Ok(()) => {}
            Err(Outcome::Panicked(payload)) => {
                panicked.get_or_insert((label, payload));
            }
            Err(Outcome::Failed(message)) => failures.push(format!("[{label}] {message}")),
            Err(Outcome::Unsupported(_)) => {}
        }
    }
    if let Some((label, payload)) = panicked {
        if !failures.is_empty() {
            eprintln!("{}", failures.join("\n"));
        }
        eprintln!("[{label}] panicked:");
        std::panic::resume_unwind(payload);
    }
    if !failures.is_empty() {
        panic!("{}", failures.join("\n"));
    }
}

/// Why a test did not pass.
enum Outcome {
    Failed(String),
    Panicked(Box<dyn std::any::Any + Send>),
    Unsupported(&'static str),
}

/// Records the outcome for JUnit and the progress line, and hands it back. A skip for
/// an [`Unsupported`] check counts as not failing.
fn record(
    started: Instant,
    browser: &str,
    label: &str,
    route: String,
    session: String,
    outcome: Result<(), Outcome>,
) -> Result<(), Outcome> {
    let failure = match &outcome {
        Ok(()) | Err(Outcome::Unsupported(_)) => None,
        Err(Outcome::Failed(message)) => Some(message.clone()),
        Err(Outcome::Panicked(payload)) => Some(
            payload
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| payload.downcast_ref::<&str>().map(|s| (*s).to_owned()))
                .unwrap_or_else(|| "panicked".to_owned()),
        ),
    };
    let skipped = match &outcome {
        Err(Outcome::Unsupported(reason)) => Some((*reason).to_owned()),
        _ => None,
    };
    junit::record(junit::TestOutcome {
        name: junit::current_test_name(),
        browser: browser.to_owned(),
        viewport: label.to_owned(),
        route,
        session,
        duration: started.elapsed(),
        failure,
        skipped,
    });
    outcome
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
    match record(started, "", "", String::new(), String::new(), outcome) {
        Ok(()) | Err(Outcome::Unsupported(_)) => {}
        Err(Outcome::Failed(message)) => panic!("{message}"),
        Err(Outcome::Panicked(payload)) => std::panic::resume_unwind(payload),
    }
}
