//! The WebDriver harness for The Hive's site.
//!
//! - One [`Environment`] per test binary: the site (served in-process, or `SITE_URL`), a
//!   Selenium Grid (the local standalone jar, or `SELENIUM_URL`) and a pool of browser
//!   sessions. It starts on first use and is torn down by the guard process when the
//!   binary exits, panics included.
//! - Tests call [`browser_test`] with a [`Viewport`] and an async body that drives page
//!   objects from [`pages`]; the body never holds selectors, URLs or sleeps.
//! - The checks that cover every route read one shared page load per browser, viewport,
//!   reduced-motion setting and route ([`visit`]).
//! - The spec's delays are [`spec_delays`], generated from `specs/behaviour.json` as the site's
//!   `src/lib/spec-delays.ts` is; the harness's own waits and tolerances are [`timings`].

pub mod axe;
pub mod browser;
pub mod budgets;
pub mod calls_to_action;
pub mod engine;
pub mod environment;
pub mod evidence;
pub mod fixed_facts;
pub mod guard;
pub mod main_thread;
pub mod margins;
pub mod page_clock;
pub mod pages;
pub mod pool;
pub mod report;
pub mod routes;
pub mod run_record;
pub mod runner;
pub mod selenium_grid;
pub mod spec_coverage;
pub mod spec_delays;
pub mod spec_index;
pub mod specs;
pub mod test_index;
pub mod test_name;
pub mod test_server;
pub mod test_server_contract;
pub mod timeline;
pub mod timings;
pub mod viewport;
pub mod visit;
pub mod visual;
pub mod wait;
pub mod workspace;

/// The run as data (`run.json`), shared with xtask.
pub use facts::run as outcome;

pub use browser::{Browser, ConsoleMessage, TimelineEvent, Unsupported};
pub use engine::Engine;
pub use environment::{Environment, environment};
pub use routes::Route;
pub use runner::{browser_test, browser_test_alone, http_test};
pub use viewport::Viewport;
