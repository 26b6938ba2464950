//! `cargo xtask audit [--runs N] [--escalate N] [--parallel P] [--only GATE] [--routes ID,ID]
//! [--form mobile|desktop]`: the slower, fuller quality gates.
//!
//! - Builds the site and a release `hive-server`.
//! - `static`: budgets, structured data, the Nu HTML Checker and linkinator.
//! - `lighthouse`: every route, mobile and desktop, `--runs` times each (default 3), one at
//!   a time unless `--parallel` says otherwise (default 1); the gate is the median. With
//!   `--escalate N`, a pair that misses a bar gets runs up to N (`cargo xtask test` runs 1,
//!   escalating to 3).
//! - `harness`: the harness's axe-core, console and SEO modules (every route, both widths,
//!   the dialog open, reduced motion).
//! - `--only` runs one of those three; `--routes` limits Lighthouse to some route ids and
//!   `--form` to one form factor.
//! - Prints one table of every route and form factor, then every failure, and fails if any
//!   gate failed. Every gate runs even after another fails.

use crate::command::{cmd, execute, harness_e2e};
use crate::gates::{self, FormFactor, Outcome};
use crate::setup;
use anyhow::{Context, Result, bail};
use std::time::Instant;

const USAGE: &str = "usage: cargo xtask audit [--runs N] [--parallel P] \
                     [--escalate N] [--only static|lighthouse|harness] [--routes ID,ID] \
                     [--form mobile|desktop]";

/// Parses the options, runs every gate, and reports them all.
pub fn run(args: &[String]) -> Result<()> {
    let mut runs = 3;
    let mut parallel = 1;
    let mut escalate = 0;
    let mut only: Option<String> = None;
    let mut routes: Vec<String> = Vec::new();
    let mut forms = FormFactor::BOTH.to_vec();
    let mut rest = args.iter();
    while let Some(flag) = rest.next() {
        let value = rest
            .next()
            .with_context(|| format!("{flag} needs a value\n{USAGE}"))?;
        let number = || -> Result<usize> {
            value
                .parse()
                .ok()
                .filter(|n| *n > 0)
                .with_context(|| format!("{flag} takes a whole number above 0, not {value:?}"))
        };
        match flag.as_str() {
            "--runs" => runs = number()?,
            "--parallel" => parallel = number()?,
            "--escalate" => escalate = number()?,
            "--only" if ["static", "lighthouse", "harness"].contains(&value.as_str()) => {
                only = Some(value.clone());
            }
            "--routes" => routes = value.split(',').map(str::to_owned).collect(),
            "--form" if value == "mobile" => forms = vec![FormFactor::Mobile],
            "--form" if value == "desktop" => forms = vec![FormFactor::Desktop],
            _ => bail!("{USAGE}"),
        }
    }
    let wants = |gate: &str| only.as_deref().is_none_or(|only| only == gate);
    let started = Instant::now();
    setup::npm_packages()?;
    execute(cmd("npm", &["run", "build"]))?;

    let mut outcome = Outcome::default();
    let mut weights = Vec::new();
    // The weights feed the table even when only Lighthouse runs.
    if wants("static") || wants("lighthouse") {
        let (measured, static_outcome) = gates::static_gates()?;
        weights = measured;
        if wants("static") {
            outcome.absorb(static_outcome);
        }
    }
    let mut summaries = Vec::new();
    if wants("lighthouse") {
        let (measured, lighthouse_outcome) =
            gates::lighthouse_gate(true, runs, escalate.max(runs), parallel, &routes, &forms)?;
        summaries = measured;
        outcome.absorb(lighthouse_outcome);
    }
    if wants("harness") {
        let harness = execute(harness_e2e(&["accessibility::", "console::", "seo::"]));
        if let Err(error) = harness {
            outcome.absorb(Outcome::from_failure(format!(
                "HARNESS axe-core, console or SEO checks: {error:#} (see the output above)"
            )));
        }
    }

    if !summaries.is_empty() {
        gates::print_summary(&weights, &summaries);
    }
    println!("\naudit took {:.1?}", started.elapsed());
    outcome.finish("audit")
}
