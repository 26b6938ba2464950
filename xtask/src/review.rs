//! `cargo xtask review [--port N]`: serves the last run's report on loopback with Approve and
//! Reject on each changed screenshot (the `review` crate's binary; see `review::server`), and
//! lists the baselines it wrote when the review ends.

use crate::command::{build_binary, cmd, execute};
use anyhow::Result;

/// The options of `cargo xtask review`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The loopback port to listen on; 0 takes a free one.
    #[arg(long, default_value_t = 0)]
    port: u16,
}

/// Builds and runs the review server.
pub fn run(Args { port }: Args) -> Result<()> {
    let review = build_binary("review", false)?;
    let mut command = cmd(&review.to_string_lossy(), &["--port", &port.to_string()]);
    command.env_remove("RUST_LOG");
    execute(command).map(drop)
}
