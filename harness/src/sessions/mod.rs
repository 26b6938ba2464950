//! Browsers and their sessions: each engine's capabilities and quirks, the Selenium Grid,
//! the pool of sessions, and the guard that stops what the run started.

pub mod browser;
pub mod guard;
pub mod pool;
pub mod selenium_grid;
