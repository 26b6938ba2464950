//! `cargo xtask screenshots --update [changed|all]`: re-records visual baselines by running
//! the visual tests with `UPDATE_SCREENSHOTS` set. Review the changed PNGs before committing.

use crate::command::{execute, harness_e2e};
use anyhow::{Result, bail};

/// Parses the arguments strictly and runs the visual tests in update mode.
pub fn run(args: &[String]) -> Result<()> {
    let mode = match args {
        [flag] if flag == "--update" => "changed",
        [flag, mode] if flag == "--update" && (mode == "changed" || mode == "all") => mode.as_str(),
        [flag, mode] if flag == "--update" => {
            bail!("--update takes `changed` or `all`, not {mode:?}")
        }
        _ => bail!("usage: cargo xtask screenshots --update [changed|all]"),
    };
    let mut command = harness_e2e(&["visual::"]);
    command.env("UPDATE_SCREENSHOTS", mode);
    execute(command)?;
    println!("baselines updated ({mode}); review `git status screenshots/` before committing");
    Ok(())
}
