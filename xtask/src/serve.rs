//! `cargo xtask serve`: build the site and serve it with hive-server.

use crate::command::{build_binary, cmd, execute};
use crate::setup;
use anyhow::{Context, Result};

/// The options of `cargo xtask serve`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The address hive-server listens on.
    #[arg(long, value_name = "HOST:PORT", default_value = "127.0.0.1:8080")]
    addr: String,
}

/// Builds the site and runs `hive-server` in the foreground until Ctrl-C.
pub fn run(Args { addr }: Args) -> Result<()> {
    setup::npm_packages()?;
    execute(cmd("npm", &["run", "build"]))?;
    let hive_server = build_binary("hive-server", true)?;
    let hive_server = hive_server.to_str().context("non-UTF-8 path")?;
    execute(cmd(hive_server, &["--root", "site/dist", "--addr", &addr]))?;
    Ok(())
}
