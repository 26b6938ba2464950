//! The site's quality gates: budgets, structured data, the HTML checker, links and
//! Lighthouse. `cargo xtask test` runs each once; `cargo xtask audit` runs the fuller
//! versions (see `audit.rs`).
//!
//! - The bars live beside the gate that enforces them, as constants, and are never lowered
//!   to pass: the file budgets here, the Lighthouse bars in `lighthouse/verdict.rs`.
//! - Each gate prints its figures, then every failure with what to look at, and fails if
//!   there is any.
//! - `site`: what needs only the built files: Node measures (`xtask/gates/static.mjs`), the
//!   Nu HTML Checker and linkinator check `site/dist`.
//! - `lighthouse`: every route and form factor, loaded from a real `hive-server`.
//! - `summary`: the final figures table of both.

mod lighthouse;
mod site;
mod summary;

pub use lighthouse::{
    CHROME as LIGHTHOUSE_CHROME, FormFactor, Options as LighthouseOptions, gate as lighthouse_gate,
};
pub use site::Weights;
pub use summary::print_summary;

use anyhow::{Result, bail};
use std::time::Instant;

pub use facts::routes::{Route, route_table as routes};

/// A kilobyte, as the budgets count it: 1,000 bytes (stricter than 1,024).
const KB: f64 = 1000.0;
/// First-load JavaScript per route, gzipped. It was a 90 KB cap with 60 KB as an aim until
/// the pages hydrated only their islands (specs/decisions.md); now 60 KB is the bar.
pub const JS_FIRST_LOAD_MAX: u64 = 60_000;
/// The stylesheets a route links, gzipped.
pub const CSS_MAX: u64 = 10_000;
/// A route's prerendered HTML, gzipped: one round trip's worth (14 KB).
pub const HTML_MAX: u64 = 14_000;

/// What one gate found: its printed figures and its failures.
#[derive(Default)]
pub struct Outcome {
    failures: Vec<String>,
}

impl Outcome {
    fn fail(&mut self, failure: impl Into<String>) {
        self.failures.push(failure.into());
    }

    /// Prints the failures under `title` and fails if there are any.
    pub fn finish(self, title: &str) -> Result<()> {
        if self.failures.is_empty() {
            println!("{title}: passed");
            return Ok(());
        }
        println!("\n{title}: {} failure(s)", self.failures.len());
        for failure in &self.failures {
            println!("  FAIL {failure}");
        }
        bail!(
            "{title} failed ({} failure(s), listed above)",
            self.failures.len()
        )
    }

    /// An outcome holding one failure.
    pub fn from_failure(failure: String) -> Outcome {
        Outcome {
            failures: vec![failure],
        }
    }

    /// Adds another gate's failures to this one.
    pub fn absorb(&mut self, other: Outcome) {
        self.failures.extend(other.failures);
    }
}

/// `bytes` in kB (1,000 bytes), to one decimal.
fn kb(bytes: u64) -> String {
    format!("{:.1}", bytes as f64 / KB)
}

/// Budgets, structured data, the HTML checker and links: everything that needs only the
/// built files. Returns the weights for the summary table and the failures.
pub fn static_gates() -> Result<(Weights, Outcome)> {
    let started = Instant::now();
    let mut outcome = Outcome::default();
    let weights = site::budgets_and_structured_data(&mut outcome)?;
    site::html_checker(&mut outcome)?;
    site::links(&mut outcome)?;
    println!("static gates took {:.1?}", started.elapsed());
    Ok((weights, outcome))
}
