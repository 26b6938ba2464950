//! The shared set-up of a test binary: one Tokio runtime, the site, the Grid and the
//! browser pool.
//!
//! It starts on the first call to [`environment`] and lives until the process exits.
//! Nothing here is torn down in-process, because a test binary exits without running
//! destructors of statics; instead the guard process (see [`crate::guard`]) deletes any
//! session still open and stops the local Selenium server when this process ends.

use crate::engine::Engine;
use crate::grid::Grid;
use crate::guard::Guard;
use crate::pool::Pool;
use crate::site;
use anyhow::{Context, Result};
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
    /// The browsers every browser test runs on, from `HARNESS_BROWSERS`.
    pub engines: Vec<Engine>,
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
        // Reports describe this run only; a stale visual report would point at old failures.
        let _ = std::fs::remove_dir_all(crate::workspace::output_dir().join("visual"));
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .thread_name("harness")
            .build()
            .context("cannot start the Tokio runtime")?;
        let engines = Engine::selected()?;
        let site_env = non_empty_var("SITE_URL");
        let selenium_env = non_empty_var("SELENIUM_URL");

        let (site_url, site_is_local) = match site_env {
            Some(url) => {
                let url = validate_site_url(&url)?;
                runtime.block_on(reqwest::get(&url)).with_context(|| {
                    format!("cannot reach SITE_URL {url}; is the site running there?")
                })?;
                (url, false)
            }
            None => {
                let dist = site::ensure_built()?;
                (runtime.block_on(site::serve_in_process(&dist))?, true)
            }
        };
        let (grid, guard) = match selenium_env {
            Some(url) => (
                runtime.block_on(Grid::connect(&url, &engines))?,
                Guard::start(None)?,
            ),
            None => runtime.block_on(Grid::start_local(&engines))?,
        };
        let pool = Pool::new(grid.running, &grid.slots);
        Ok(Environment {
            runtime,
            site_url,
            site_is_local,
            engines,
            grid,
            pool,
            guard,
        })
    }
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
