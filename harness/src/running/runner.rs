//! The runner every test goes through. For each browser the run covers, it leases a session
//! from the environment's pool, runs the body as its own task, and records the outcome
//! (`run_record`: the progress line, JUnit, the report).
//!
//! - When an attempt fails, its evidence (`evidence`) is taken before the session is reset
//!   or quit, and attached to the outcome with whatever the test attached itself.
//! - `HARNESS_RETRIES=N` (default 0) runs a failed test again, up to N more times, each time
//!   on a fresh lease. A test that then passes is *flaky*: reported so, with each failed
//!   attempt's message and evidence, never as passed; `HARNESS_FAIL_ON_FLAKY=1` makes a
//!   flaky test fail the run.

use crate::base::engine::Engine;
use crate::base::viewport::Viewport;
use crate::record::outcome::{Attachment, FailedAttempt, Status, TestOutcome};
use crate::record::run_record;
use crate::running::environment::{Environment, RetryPolicy, environment};
use crate::running::evidence;
use crate::sessions::browser::{Browser, Unsupported};
use crate::sessions::pool::{SessionSource, discard};
use anyhow::Result;
use std::future::Future;
use std::path::Path;
use std::time::Instant;

/// Held shared by each test without a browser, and alone by each run of a
/// [`browser_test_alone`], whose pool lease keeps only the other browsers away: a spec delay
/// is timed with nothing else of the run on the cores.
static QUIET: tokio::sync::RwLock<()> = tokio::sync::RwLock::const_new(());

/// The pool's view of the environment.
fn source(env: &Environment) -> SessionSource<'_> {
    SessionSource {
        place: &env.sessions,
        guard: &env.guard,
    }
}

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

/// Runs one browser test as [`browser_test`] does, but with no other test of the run
/// running meanwhile, with a browser or without: for measurements of the page's own speed,
/// which other work sharing the machine's cores would distort.
pub fn browser_test_alone<F, Fut>(viewport: Viewport, body: F)
where
    F: Fn(Browser) -> Fut,
    Fut: Future<Output = Result<()>> + Send + 'static,
{
    run_browser_test(viewport, true, body);
}

/// How one attempt ended.
enum Ended {
    Passed,
    Unsupported(&'static str),
    Failed(String),
    Panicked(Box<dyn std::any::Any + Send>),
}

/// One attempt, with what it left for the outcome.
struct Attempt {
    ended: Ended,
    session: String,
    routes: Vec<String>,
    attachments: Vec<Attachment>,
    duration_ms: u64,
}

fn millis(started: Instant) -> u64 {
    u64::try_from(started.elapsed().as_millis()).unwrap_or(u64::MAX)
}

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| (*s).to_owned()))
        .unwrap_or_else(|| "panicked".to_owned())
}

/// Runs the body once on a fresh lease of `engine`. A failed attempt's evidence is taken
/// before its session is reset (or quit, after a panic).
async fn attempt<F, Fut>(
    env: &Environment,
    engine: Engine,
    viewport: Viewport,
    alone: bool,
    body: &F,
    number: u32,
    evidence_dir: &Path,
) -> Attempt
where
    F: Fn(Browser) -> Fut,
    Fut: Future<Output = Result<()>> + Send + 'static,
{
    let started = Instant::now();
    let failed = |message: String, session: String| Attempt {
        ended: Ended::Failed(message),
        session,
        routes: Vec::new(),
        attachments: Vec::new(),
        duration_ms: millis(started),
    };
    // Taken before the lease, which an HTTP test may be waiting for while it holds `QUIET`.
    let quiet = if alone {
        Some(QUIET.write().await)
    } else {
        None
    };
    let (mut browser, lease) = match env.pool.lease(&source(env), engine, alone).await {
        Ok(leased) => leased,
        Err(error) => return failed(format!("{error:#}"), String::new()),
    };
    // A test's time is its session's: the wait for a free session is the run's, not the
    // test's, and counted in would charge a lane for another lane's work.
    let started = Instant::now();
    let session = browser.session_id();
    if let Err(error) = browser.set_viewport(viewport).await {
        discard(&env.guard, browser).await;
        return failed(format!("{error:#}"), session);
    }
    browser.begin_test(number, &run_record::current_test_name());
    let result = tokio::spawn(body(browser.clone())).await;
    let ended = match result {
        Ok(Ok(())) => Ended::Passed,
        Ok(Err(error)) => match error.downcast_ref::<Unsupported>() {
            Some(Unsupported(reason)) => Ended::Unsupported(reason),
            None => Ended::Failed(format!("{error:#}")),
        },
        Err(join_error) => match join_error.try_into_panic() {
            Ok(payload) => Ended::Panicked(payload),
            Err(error) => Ended::Failed(format!("the test task was cancelled: {error}")),
        },
    };
    // The page at the moment of failure, unless the test left its own evidence (an
    // every-route check's, of each route it found wrong, or a failed comparison's capture)
    // or never used the session (a check that only read a shared visit leaves a blank tab,
    // which would show nothing).
    if matches!(ended, Ended::Failed(_) | Ended::Panicked(_))
        && browser.used_by_test()
        && !browser.has_evidence()
    {
        let taken = evidence::capture(
            &browser,
            &env.grid.url,
            evidence_dir,
            &evidence::folder(&browser),
            "The page when the check failed",
        )
        .await;
        browser.attach(Attachment::Evidence(taken));
    }
    let last_path = browser.last_path();
    let (attachments, mut routes) = browser.take_outcome_parts();
    if routes.is_empty() && !last_path.is_empty() {
        routes.push(last_path);
    }
    if matches!(ended, Ended::Panicked(_)) {
        discard(&env.guard, browser).await;
    } else {
        env.pool.give_back(&env.guard, browser).await;
    }
    drop(lease);
    drop(quiet);
    Attempt {
        ended,
        session,
        routes,
        attachments,
        duration_ms: millis(started),
    }
}

/// The outcome of a test on one browser, with the panic that ended its last attempt, if one
/// did, to be raised again once every browser has run.
pub struct EngineRun {
    /// What is recorded.
    pub outcome: TestOutcome,
    panic: Option<Box<dyn std::any::Any + Send>>,
}

/// Runs `body` at `viewport` on each browser the run covers, under `policy`'s retries, and
/// returns each browser's outcome without recording it: [`browser_test`] records and
/// reports them, with the evidence of failed attempts in the report folder; the runner's own
/// tests read them, with their evidence in a folder of their own (`evidence_dir`).
pub async fn run_on_each_browser<F, Fut>(
    viewport: Viewport,
    alone: bool,
    policy: RetryPolicy,
    evidence_dir: &Path,
    body: F,
) -> Vec<EngineRun>
where
    F: Fn(Browser) -> Fut,
    Fut: Future<Output = Result<()>> + Send + 'static,
{
    let env = environment();
    // Each engine's run waits for its own session, so a test waiting for WebKit's one session
    // runs its other engines meanwhile instead of leaving a core idle.
    let runs = env
        .engines
        .iter()
        .map(|&engine| run_on(env, engine, viewport, alone, policy, evidence_dir, &body));
    futures_util::future::join_all(runs).await
}

/// Runs `body` on `engine`, trying a failed attempt again as `policy` says.
async fn run_on<F, Fut>(
    env: &Environment,
    engine: Engine,
    viewport: Viewport,
    alone: bool,
    policy: RetryPolicy,
    evidence_dir: &Path,
    body: &F,
) -> EngineRun
where
    F: Fn(Browser) -> Fut,
    Fut: Future<Output = Result<()>> + Send + 'static,
{
    let mut retries: Vec<FailedAttempt> = Vec::new();
    let last = loop {
        let number = u32::try_from(retries.len()).unwrap_or(u32::MAX);
        let attempt = attempt(env, engine, viewport, alone, body, number, evidence_dir).await;
        let message = match &attempt.ended {
            Ended::Failed(message) => message.clone(),
            Ended::Panicked(payload) => panic_message(payload.as_ref()),
            Ended::Passed | Ended::Unsupported(_) => break attempt,
        };
        if number >= policy.retries {
            break attempt;
        }
        retries.push(FailedAttempt {
            message,
            duration_ms: attempt.duration_ms,
            attachments: attempt.attachments,
        });
    };
    let duration_ms = retries.iter().map(|a| a.duration_ms).sum::<u64>() + last.duration_ms;
    let (status, message) = match &last.ended {
        Ended::Passed if retries.is_empty() => (Status::Passed, None),
        Ended::Passed => (Status::Flaky, Some(retries[0].message.clone())),
        Ended::Unsupported(reason) => (Status::Skipped, Some((*reason).to_owned())),
        Ended::Failed(message) => (Status::Failed, Some(message.clone())),
        Ended::Panicked(payload) => (Status::Failed, Some(panic_message(payload.as_ref()))),
    };
    let node = last.attachments.iter().rev().find_map(|a| match a {
        Attachment::Evidence(evidence) => evidence.node.clone(),
        Attachment::Visual(_) => None,
    });
    let panic = match last.ended {
        Ended::Panicked(payload) => Some(payload),
        _ => None,
    };
    EngineRun {
        outcome: TestOutcome {
            name: run_record::current_test_name(),
            browser: engine.name().to_owned(),
            viewport: viewport.to_string(),
            routes: last.routes,
            session: last.session,
            node,
            duration_ms,
            status,
            message,
            attachments: last.attachments,
            retries,
        },
        panic,
    }
}

fn run_browser_test<F, Fut>(viewport: Viewport, alone: bool, body: F)
where
    F: Fn(Browser) -> Fut,
    Fut: Future<Output = Result<()>> + Send + 'static,
{
    let env = environment();
    let policy = env.retries;
    let runs = env.runtime.block_on(run_on_each_browser(
        viewport,
        alone,
        policy,
        &run_record::report_dir(),
        body,
    ));
    let mut panicked = None;
    let mut failures = Vec::new();
    for EngineRun { outcome, panic } in runs {
        let label = format!("{} {viewport}", outcome.browser);
        let message = outcome.message.clone().unwrap_or_default();
        let status = outcome.status;
        run_record::record(outcome);
        match (panic, status) {
            (Some(payload), _) => {
                panicked.get_or_insert((label, payload));
            }
            (None, Status::Failed) => failures.push(format!("[{label}] {message}")),
            (None, Status::Flaky) if policy.fail_on_flaky => failures.push(format!(
                "[{label}] flaky, and HARNESS_FAIL_ON_FLAKY=1: it failed before passing: {message}"
            )),
            _ => {}
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

/// Runs a test that needs no browser (HTTP checks, for example) on the shared runtime,
/// and records it like a browser test. It is not retried: it reads no page that could be
/// slow. It waits while a [`browser_test_alone`] runs.
pub fn http_test<F, Fut>(body: F)
where
    F: FnOnce() -> Fut,
    Fut: Future<Output = Result<()>>,
{
    let started = Instant::now();
    let result = environment().runtime.block_on(async {
        let _shared = QUIET.read().await;
        body().await
    });
    let (status, message) = match &result {
        Ok(()) => (Status::Passed, None),
        Err(error) => match error.downcast_ref::<Unsupported>() {
            Some(Unsupported(reason)) => (Status::Skipped, Some((*reason).to_owned())),
            None => (Status::Failed, Some(format!("{error:#}"))),
        },
    };
    run_record::record(TestOutcome {
        duration_ms: millis(started),
        message: message.clone(),
        ..TestOutcome::new(&run_record::current_test_name(), "", status)
    });
    if status == Status::Failed {
        panic!("{}", message.unwrap_or_default());
    }
}
