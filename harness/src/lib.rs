//! The WebDriver harness for The Hive's site.
//!
//! Its folders are its layers, declared here bottom first; a module imports its own layer
//! and those below it, never one above (the tidy test holds it so). The code map is in
//! `harness/README.md`.
//!
//! - One [`Environment`] per test binary: the site (served in-process, or `SITE_URL`), a
//!   Selenium Grid (the local standalone jar, or `SELENIUM_URL`) and a pool of browser
//!   sessions. It starts on first use and is torn down by the guard process when the
//!   binary exits, panics included.
//! - Tests call [`browser_test`] with a [`Viewport`] and an async body that drives page
//!   objects from [`pages`]; the body never holds selectors, URLs or sleeps.
//! - The checks that cover every route read one shared page load per browser, viewport,
//!   reduced-motion setting and route ([`checks::route_visit`]).
//! - The spec's delays are [`base::spec_delays`], generated from `specs/behaviour.json` as the
//!   site's `src/lib/spec-delays.ts` is; the harness's own waits and tolerances are
//!   [`base::timings`].

pub mod base;
pub mod checks;
pub mod pages;
pub mod record;
pub mod running;
pub mod sessions;
pub mod site_server;
pub mod visual;

pub use base::{engine::Engine, routes::Route, viewport::Viewport};
pub use running::environment::{Environment, environment};
pub use running::runner::{browser_test, browser_test_alone, http_test};
pub use sessions::browser::{Browser, ConsoleMessage, TimelineEvent, Unsupported};
