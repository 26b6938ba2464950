//! `cargo xtask bench diff|e2e|server`.
//!
//! - `diff`: the harness's image comparison (its `diff-bench` binary) against npm's
//!   pixelmatch on the same real full-page pair, in the same run.
//! - `e2e`: the browser suite's wall time, each browser's lane time and CPU by program, over
//!   several runs (see `e2e.rs`).
//! - `server`: hive-server against nginx (see `server.rs`).

mod e2e;
mod procfs;
mod server;

use crate::command::{build_binary, cmd, root, target_dir};
use anyhow::{Context, Result, bail};
use clap::Subcommand;
use serde_json::Value;
use std::path::Path;
use std::process::Command;

/// How many times each comparison runs; the median is reported.
const RUNS: &str = "7";

/// The options of `cargo xtask bench`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    what: Bench,
}

/// What `cargo xtask bench` measures.
#[derive(Debug, Subcommand)]
enum Bench {
    /// Time the screenshot diff against npm's pixelmatch.
    Diff,
    /// Run the browser suite several times: wall time, lanes and CPU by program.
    E2e {
        /// How many runs; the medians are printed last.
        #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..))]
        runs: u32,
    },
    /// Load hive-server and nginx alternately and compare.
    Server,
}

/// Runs the benchmark asked for.
pub fn run(args: Args) -> Result<()> {
    match args.what {
        Bench::Diff => diff(),
        Bench::E2e { runs } => e2e::run(runs),
        Bench::Server => server::run(),
    }
}

fn diff() -> Result<()> {
    let root = root();
    let baseline = std::fs::read_dir(root.join("screenshots"))
        .context("screenshots/ is missing; record baselines first")?
        .filter_map(|entry| entry.ok())
        .map(|entry| entry.path().join("desktop/home.png"))
        .find(|path| path.exists())
        .context("no desktop home baseline under screenshots/")?;
    let out = target_dir().join("bench/diff");
    let diff_bench = build_binary("diff-bench", true)?;
    let path = |path: &Path| -> Result<String> {
        path.to_str()
            .map(str::to_owned)
            .with_context(|| format!("{} is not UTF-8", path.display()))
    };
    let rust = json_of(
        "diff-bench",
        cmd(
            &path(&diff_bench)?,
            &[&path(&baseline)?, &path(&out)?, RUNS],
        ),
    )?;
    let node = json_of(
        "the pixelmatch benchmark (node)",
        cmd(
            "node",
            &[
                "xtask/bench/pixelmatch.mjs",
                &path(&out.join("expected.png"))?,
                &path(&out.join("same.png"))?,
                &path(&out.join("changed.png"))?,
                RUNS,
            ],
        ),
    )?;
    let ms = |value: &Value| value.as_f64().unwrap_or(f64::NAN);
    let (rust_same, rust_diff) = (ms(&rust["identical_ms"]), ms(&rust["different_ms"]));
    let (pm_same, pm_diff) = (ms(&node["identical"]["ms"]), ms(&node["different"]["ms"]));
    let (rust_image, pm_image) = (ms(&rust["with_image_ms"]), ms(&node["withImage"]["ms"]));
    println!(
        "image pair: {}x{} from {} (median of {RUNS} runs each)",
        rust["width"],
        rust["height"],
        baseline.display()
    );
    println!("                 harness     pixelmatch   speed-up");
    println!(
        "identical pair {rust_same:>9.2} ms {pm_same:>9.2} ms {:>8.1}x",
        pm_same / rust_same
    );
    println!(
        "small change   {rust_diff:>9.2} ms {pm_diff:>9.2} ms {:>8.1}x   ({} vs {} differing pixels)",
        pm_diff / rust_diff,
        rust["diff_pixels"],
        node["different"]["diff"]
    );
    println!(
        "...with diff image {rust_image:>6.2} ms {pm_image:>9.2} ms {:>8.1}x",
        pm_image / rust_image
    );
    let targets_met = rust_same <= 20.0 && pm_diff / rust_diff >= 10.0;
    println!(
        "targets: identical <= 20 ms, small change >= 10x faster than pixelmatch: {}",
        if targets_met { "met" } else { "NOT met" }
    );
    Ok(())
}

/// Runs `command`, a benchmark called `name`, and reads the JSON it prints.
fn json_of(name: &str, mut command: Command) -> Result<Value> {
    let output = command
        .output()
        .with_context(|| format!("cannot run {name}"))?;
    if !output.status.success() {
        bail!("{name} failed: {}", String::from_utf8_lossy(&output.stderr));
    }
    serde_json::from_slice(&output.stdout).with_context(|| format!("{name} printed no JSON"))
}
