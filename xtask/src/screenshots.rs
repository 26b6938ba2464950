//! `cargo xtask screenshots --update [changed|all]`: re-records visual baselines by running
//! the visual tests with `UPDATE_SCREENSHOTS` set. Review the changed PNGs before committing.

use crate::command::{execute, harness_e2e};
use anyhow::Result;
use clap::ValueEnum;

/// The options of `cargo xtask screenshots`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Re-record the baselines that differ (`changed`, the default) or every one (`all`).
    #[arg(long, value_enum, num_args = 0..=1, default_missing_value = "changed")]
    update: Update,
}

/// Which baselines `--update` re-records; the names are `UPDATE_SCREENSHOTS`'s values.
#[derive(Clone, Copy, Debug, ValueEnum)]
enum Update {
    Changed,
    All,
}

/// Runs the visual tests in update mode.
pub fn run(args: Args) -> Result<()> {
    let mode = match args.update {
        Update::Changed => "changed",
        Update::All => "all",
    };
    let mut command = harness_e2e(&["visual::"]);
    command.env("UPDATE_SCREENSHOTS", mode);
    execute(command)?;
    println!("baselines updated ({mode}); review `git status screenshots/` before committing");
    Ok(())
}
