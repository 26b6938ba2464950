//! `cargo xtask audit [--runs N] [--parallel P] [--only GATE] [--routes ID,ID]
//! [--form mobile|desktop]`: the slower, fuller quality gates.
//!
//! - Builds the site and a release `hive-server`.
//! - `static`: budgets, structured data, the Nu HTML Checker and linkinator.
//! - `lighthouse`: every route, mobile and desktop, `--runs` times each (default 3), one at
//!   a time unless `--parallel` says otherwise (default 1). Every run must pass every bar
//!   (see `gates/lighthouse/verdict.rs`); a run that could not audit the page at all is
//!   tried again, a run that scored low never is.
//! - `harness`: the harness's axe-core, console and SEO modules (every route, both widths,
//!   the dialog open, reduced motion).
//! - `--only` runs one of those three; `--routes` limits Lighthouse to some route ids and
//!   `--form` to one form factor.
//! - Prints one table of every route and form factor, then every failure, and fails if any
//!   gate failed. Every gate runs even after another fails.

use crate::command::{cmd, execute, harness_e2e};
use crate::gates::{self, FormFactor, LighthouseOptions, Outcome};
use crate::setup;
use anyhow::Result;
use clap::ValueEnum;
use std::time::Instant;

/// The options of `cargo xtask audit`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Lighthouse runs of each route and form factor; every one must pass.
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u16).range(1..))]
    runs: u16,
    /// Lighthouse processes at once (more than one slows each other's main thread).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..))]
    parallel: u16,
    /// Run only this gate.
    #[arg(long, value_enum)]
    only: Option<Gate>,
    /// Limit Lighthouse to these route ids (comma-separated).
    #[arg(long, value_delimiter = ',')]
    routes: Vec<String>,
    /// Limit Lighthouse to one form factor.
    #[arg(long, value_enum)]
    form: Option<Form>,
}

/// The gates `--only` can pick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Gate {
    Static,
    Lighthouse,
    Harness,
}

/// The form factors `--form` can pick.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum Form {
    Mobile,
    Desktop,
}

/// Parses the options, runs every gate, and reports them all.
pub fn run(args: Args) -> Result<()> {
    let forms = match args.form {
        None => FormFactor::BOTH.to_vec(),
        Some(Form::Mobile) => vec![FormFactor::Mobile],
        Some(Form::Desktop) => vec![FormFactor::Desktop],
    };
    let wants = |gate: Gate| args.only.is_none_or(|only| only == gate);
    let started = Instant::now();
    setup::npm_packages()?;
    execute(cmd("npm", &["run", "build"]))?;

    let mut outcome = Outcome::default();
    let mut weights = Vec::new();
    // The weights feed the table even when only Lighthouse runs.
    if wants(Gate::Static) || wants(Gate::Lighthouse) {
        let (measured, static_outcome) = gates::static_gates()?;
        weights = measured;
        if wants(Gate::Static) {
            outcome.absorb(static_outcome);
        }
    }
    let mut summaries = Vec::new();
    if wants(Gate::Lighthouse) {
        let (measured, lighthouse_outcome) = gates::lighthouse_gate(&LighthouseOptions {
            release: true,
            runs: usize::from(args.runs),
            parallel: usize::from(args.parallel),
            routes: &args.routes,
            forms: &forms,
            blocking_time_bar: true,
        })?;
        summaries = measured;
        outcome.absorb(lighthouse_outcome);
    }
    if wants(Gate::Harness) {
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
