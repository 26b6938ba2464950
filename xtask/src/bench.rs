//! `cargo xtask bench diff`: the harness's image comparison against npm's pixelmatch on
//! the same real full-page pair, in the same run.

use crate::command::{cmd, execute, root};
use anyhow::{Context, Result, bail};
use serde_json::Value;

#[path = "bench_server.rs"]
mod bench_server;

/// How many times each comparison runs; the median is reported.
const RUNS: &str = "7";

/// Dispatches `bench <what>`.
pub fn run(args: &[String]) -> Result<()> {
    match args {
        [what] if what == "diff" => diff(),
        [what] if what == "server" => bench_server::run(),
        _ => bail!("usage: cargo xtask bench diff|server"),
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
    let out = root.join("target/bench/diff");
    execute(cmd(
        "cargo",
        &[
            "build",
            "--quiet",
            "--release",
            "--package",
            "xtask",
            "--bin",
            "diff-bench",
        ],
    ))?;
    let rust = cmd(
        root.join("target/release/diff-bench")
            .to_str()
            .context("non-UTF-8 path")?,
        &[
            baseline.to_str().context("non-UTF-8 path")?,
            out.to_str().context("non-UTF-8 path")?,
            RUNS,
        ],
    )
    .output()
    .context("cannot run diff-bench")?;
    if !rust.status.success() {
        bail!(
            "diff-bench failed: {}",
            String::from_utf8_lossy(&rust.stderr)
        );
    }
    let rust: Value = serde_json::from_slice(&rust.stdout).context("diff-bench printed no JSON")?;
    let node = cmd(
        "node",
        &[
            "xtask/bench/pixelmatch.mjs",
            out.join("expected.png")
                .to_str()
                .context("non-UTF-8 path")?,
            out.join("same.png").to_str().context("non-UTF-8 path")?,
            out.join("changed.png").to_str().context("non-UTF-8 path")?,
            RUNS,
        ],
    )
    .output()
    .context("cannot run node; is Node.js installed?")?;
    if !node.status.success() {
        bail!(
            "the pixelmatch benchmark failed: {}",
            String::from_utf8_lossy(&node.stderr)
        );
    }
    let node: Value = serde_json::from_slice(&node.stdout).context("pixelmatch printed no JSON")?;
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
