//! The shared set-up of a test binary: one Tokio runtime, the site, the Grid and the
//! browser pool.
//!
//! It starts on the first call to [`environment`] and lives until the process exits.
//! Nothing here is torn down in-process, because a test binary exits without running
//! destructors of statics; instead the guard process (see [`crate::sessions::guard`]) deletes any
//! session still open and stops the local Selenium server when this process ends.

use crate::base::engine::Engine;
use crate::base::routes::Route;
use crate::sessions::browser::{SessionPlace, SiteUrls};
use crate::sessions::guard::Guard;
use crate::sessions::pool::Pool;
use crate::sessions::selenium_grid::Grid;
use crate::site_server::test_server;
use anyhow::{Context, Result, bail};
use std::io::Write;
use std::sync::OnceLock;
use tokio::runtime::Runtime;

/// The set-up every browser test shares.
pub struct Environment {
    /// Runs every browser command and the in-process site, so sessions and their HTTP
    /// connections outlive any one test.
    pub runtime: Runtime,
    /// Base URL of the site under test, without a trailing slash.
    pub site_url: String,
    /// Whether the site is this process's own in-process server (fixtures and fault
    /// injection are only available then).
    pub site_is_local: bool,
    /// Where browser sessions are opened and what they are pointed at.
    pub sessions: SessionPlace,
    /// The browsers every browser test runs on: those `HARNESS_BROWSERS` asks for, or,
    /// when it is unset, every engine the Grid offers.
    pub engines: Vec<Engine>,
    /// The routes the every-route checks read, from `HARNESS_ROUTES`.
    pub routes: Vec<Route>,
    /// How failed browser tests are run again, from `HARNESS_RETRIES` and
    /// `HARNESS_FAIL_ON_FLAKY`.
    pub retries: RetryPolicy,
    /// The Grid sessions come from.
    pub grid: Grid,
    /// Idle sessions, and the limit on how many run at once.
    pub pool: Pool,
    /// Cleans up after this process.
    pub guard: Guard,
}

static ENVIRONMENT: OnceLock<Result<Environment, String>> = OnceLock::new();

/// The shared environment, started on first use. Every test of a binary whose set-up
/// failed fails with the same message, which says what to fix.
pub fn environment() -> &'static Environment {
    match ENVIRONMENT.get_or_init(|| Environment::start().map_err(|e| format!("{e:#}"))) {
        Ok(environment) => environment,
        Err(message) => panic!("the test environment could not start: {message}"),
    }
}

impl Environment {
    fn start() -> Result<Environment> {
        // Every switch is read first, so a wrong one fails before anything starts.
        let requested = Engine::requested()?;
        let routes = Route::selected()?;
        let retries = RetryPolicy::from_env()?;
        crate::record::run_record::begin();
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .thread_name("harness")
            .build()
            .context("cannot start the Tokio runtime")?;
        let site_env = non_empty_var("SITE_URL");
        let selenium_env = non_empty_var("SELENIUM_URL");

        let (site, site_is_local) = match site_env {
            Some(url) => {
                let url = validate_site_url(&url)?;
                runtime.block_on(reqwest::get(&url)).with_context(|| {
                    format!("cannot reach SITE_URL {url}; is the site running there?")
                })?;
                let site = SiteUrls {
                    plain: url,
                    instrumented: None,
                };
                (site, false)
            }
            None => {
                let dist = test_server::ensure_built()?;
                (
                    runtime.block_on(test_server::serve_in_process(&dist))?,
                    true,
                )
            }
        };
        let (grid, guard) = match selenium_env {
            Some(url) => (
                runtime.block_on(Grid::connect(&url, &requested))?,
                Guard::start(None)?,
            ),
            None => runtime.block_on(Grid::start_local(&requested.engines))?,
        };
        let engines: Vec<Engine> = grid.slots.keys().copied().collect();
        crate::record::run_record::set_browsers(&engines, &grid.missing);
        // Written to standard error directly, as libtest holds back what tests print.
        let _ = writeln!(
            std::io::stderr().lock(),
            "{}",
            browsers_line(&engines, &grid.missing)
        );
        let pool = Pool::new(grid.running, &grid.slots);
        let sessions = SessionPlace {
            grid_url: grid.url.clone(),
            site: site.clone(),
            site_is_local,
            webkit_host: grid.webkit_host.clone(),
        };
        Ok(Environment {
            runtime,
            site_url: site.plain,
            site_is_local,
            sessions,
            engines,
            routes,
            retries,
            grid,
            pool,
            guard,
        })
    }
}

/// The run's first line: the browsers it runs on and, when the Grid lacks some that
/// `HARNESS_BROWSERS` left to it, which did not run and why, so that no engine is left out
/// silently.
fn browsers_line(engines: &[Engine], missing: &[(Engine, String)]) -> String {
    let names: Vec<&str> = engines.iter().map(|engine| engine.name()).collect();
    let mut line = format!("harness: browsers {}", names.join(", "));
    for (engine, why) in missing {
        line.push_str(&format!("; not {engine}: {why}"));
    }
    line
}

fn non_empty_var(name: &str) -> Option<String> {
    std::env::var(name)
        .ok()
        .filter(|value| !value.trim().is_empty())
}

fn validate_site_url(url: &str) -> Result<String> {
    let parsed =
        reqwest::Url::parse(url).with_context(|| format!("SITE_URL {url:?} is not a valid URL"))?;
    anyhow::ensure!(
        matches!(parsed.scheme(), "http" | "https") && parsed.host().is_some(),
        "SITE_URL {url:?} must be an http:// or https:// address with a host"
    );
    Ok(url.trim_end_matches('/').to_owned())
}

/// How many times a failed test runs again, and whether passing on a retry still fails.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RetryPolicy {
    /// Runs after the first that a failed test gets (`HARNESS_RETRIES`).
    pub retries: u32,
    /// Whether a test that passed only on a retry fails the run (`HARNESS_FAIL_ON_FLAKY`).
    pub fail_on_flaky: bool,
}

/// The most retries `HARNESS_RETRIES` may ask for: more would hide a broken test behind a
/// lucky run, and multiply a broken run's time.
const MAX_RETRIES: u32 = 5;

impl RetryPolicy {
    /// Reads `HARNESS_RETRIES` (a whole number from 0 to 5; unset or empty is 0) and
    /// `HARNESS_FAIL_ON_FLAKY` (`1` or `0`; unset or empty is `0`), refusing anything else.
    pub fn from_env() -> Result<RetryPolicy> {
        let var = |name: &str| std::env::var(name).unwrap_or_default();
        RetryPolicy::parse(&var("HARNESS_RETRIES"), &var("HARNESS_FAIL_ON_FLAKY"))
    }

    /// Parses the two values; see [`RetryPolicy::from_env`].
    pub fn parse(retries: &str, fail_on_flaky: &str) -> Result<RetryPolicy> {
        let retries = match retries.trim() {
            "" => 0,
            value => match value.parse::<u32>() {
                Ok(n) if n <= MAX_RETRIES => n,
                _ => bail!(
                    "HARNESS_RETRIES must be a whole number from 0 to {MAX_RETRIES}, not {retries:?}"
                ),
            },
        };
        let fail_on_flaky = match fail_on_flaky.trim() {
            "" | "0" => false,
            "1" => true,
            other => bail!("HARNESS_FAIL_ON_FLAKY must be 1 or 0, not {other:?}"),
        };
        Ok(RetryPolicy {
            retries,
            fail_on_flaky,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::RetryPolicy;

    #[test]
    fn the_retry_switches_are_parsed_strictly() {
        assert_eq!(
            RetryPolicy::parse("", "").expect("unset"),
            RetryPolicy::default()
        );
        let policy = RetryPolicy::parse("2", "1").expect("valid");
        assert_eq!((policy.retries, policy.fail_on_flaky), (2, true));
        for bad in ["-1", "6", "one", "1.5"] {
            assert!(
                RetryPolicy::parse(bad, "").is_err(),
                "{bad:?} must be refused"
            );
        }
        for bad in ["yes", "true", "2"] {
            assert!(
                RetryPolicy::parse("", bad).is_err(),
                "{bad:?} must be refused"
            );
        }
    }
}
