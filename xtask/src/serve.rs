//! `cargo xtask serve`: build the site and serve it with hive-server.

use crate::command::{cmd, execute};
use crate::setup;
use anyhow::{Result, bail};

const DEFAULT_ADDR: &str = "127.0.0.1:8080";

/// Builds the site and runs `hive-server` in the foreground until Ctrl-C.
pub fn run(args: &[String]) -> Result<()> {
    let addr = match args {
        [] => DEFAULT_ADDR.to_owned(),
        [flag, addr] if flag == "--addr" => addr.clone(),
        _ => bail!("usage: cargo xtask serve [--addr HOST:PORT]"),
    };
    setup::npm_packages()?;
    execute(cmd("npm", &["run", "build"]))?;
    execute(cmd(
        "cargo",
        &[
            "run",
            "--quiet",
            "--release",
            "--package",
            "server",
            "--bin",
            "hive-server",
            "--",
            "--root",
            "site/dist",
            "--addr",
            &addr,
        ],
    ))?;
    Ok(())
}
