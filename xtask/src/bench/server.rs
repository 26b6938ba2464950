//! `cargo xtask bench server`: hive-server against nginx on the same `site/dist`, loaded
//! alternately with wrk on loopback, and a verdict per path against parity.
//!
//! - nginx is configured like hive-server ([`nginx`]).
//! - Each round loads every target on each server for the same duration with the same
//!   connections, alternating which server goes first; each figure is the median of the
//!   rounds, and the throughput ratio is the median of the rounds' own ratios, with their
//!   range as the bench's noise ([`stats::RoundRatios`]).
//! - Two passes. The saturated pass sends each next request as soon as its answer is in:
//!   it measures throughput and CPU per request. The paced pass has each connection wait
//!   [`PACE_MS`] between requests, so the machine has cores to spare: it measures each
//!   server's latency. At saturation wrk shares the two cores with the server, and its p99
//!   is mostly how long a wrk thread waited for a core, which grows as the server gets
//!   faster (`specs/decisions.md` has the measurement).
//! - The verdict per path: PASS when hive-server serves at least [`stats::PARITY`] of
//!   nginx's requests a second by the median of the rounds and its paced p99 is above
//!   nginx's by no more than nginx's own spread over the rounds; MISS otherwise. It is
//!   printed, not enforced.
//! - Everything stays on 127.0.0.1 and ends after a fixed time (about 150 s).

mod nginx;
mod process;
mod stats;
mod wrk;

use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Instant;

use anyhow::{Context, Result, bail};

use crate::command::{build_binary, cmd, execute, free_loopback_addr, on_path, root, target_dir};
use process::Server;
use stats::{Load, P99, RoundRatios};

/// How long each load runs, in seconds.
const DURATION_SECS: u32 = 3;
/// Rounds; each round loads every target on both servers. Several short rounds and their
/// median resist a burst of other work on the machine better than two long ones.
const ROUNDS: usize = 4;
/// How long each connection waits between requests in the paced pass, in milliseconds.
/// 64 connections pausing 3 ms ask for about 17,000 requests a second, a fraction of what
/// either server answers at saturation.
const PACE_MS: u32 = 3;
/// The URL path used for the unknown-path target.
const UNKNOWN_PATH: &str = "/no-such-page";

/// Each target's loads, hive-server's then nginx's, one per round.
type Rounds = Vec<[Vec<Load>; 2]>;

/// Runs the benchmark and prints the tables and the verdict.
pub fn run() -> Result<()> {
    ensure_tools()?;
    let root = root();
    let dist = root.join("site/dist");
    if !dist.join("index.html").exists() {
        execute(cmd("npm", &["run", "build"]))?;
    }
    let hive_server = build_binary("hive-server", true)?;
    let out = target_dir().join("bench/server");
    fs::create_dir_all(&out).with_context(|| format!("create {}", out.display()))?;
    let script = largest_hashed_script(&dist)?;
    let targets = [
        ("/", "/"),
        ("hashed JS", script.as_str()),
        ("unknown path", UNKNOWN_PATH),
    ];
    let accept = if nginx::has_brotli() {
        "br, gzip"
    } else {
        "gzip"
    };

    let hive = start_hive(&hive_server, &dist, &out)?;
    let nginx = nginx::start(&root, &dist, &out, &security_headers(&hive)?)?;
    println!(
        "\nAccept-Encoding: {accept}; {} connections, {} wrk threads, {DURATION_SECS} s per \
         load, {ROUNDS} rounds\n",
        wrk::CONNECTIONS,
        wrk::THREADS
    );
    for (name, path) in &targets {
        let a = hive.describe(path, accept)?;
        let b = nginx.describe(path, accept)?;
        println!(
            "{name:>14} {path}\n{:>14} hive-server: {a}\n{:>14} nginx:       {b}",
            "", ""
        );
    }

    let started = Instant::now();
    let saturated = rounds([&hive, &nginx], &targets, accept, None)?;
    let pacing = out.join("paced.lua");
    fs::write(&pacing, format!("function delay() return {PACE_MS} end\n"))
        .with_context(|| format!("write {}", pacing.display()))?;
    let paced = rounds([&hive, &nginx], &targets, accept, Some(&pacing))?;
    drop(hive);
    drop(nginx);

    print_tables(&targets, &saturated, &paced);
    print_verdict(&targets, &saturated, &paced);
    println!(
        "loads took {:.0} s; logs in {}",
        started.elapsed().as_secs_f64(),
        out.display()
    );
    Ok(())
}

/// Both passes' figures per target, the medians of the rounds.
fn print_tables(targets: &[(&str, &str)], saturated: &Rounds, paced: &Rounds) {
    println!("\nSaturated: each connection sends its next request as soon as the answer is in.");
    println!(
        "\n| target | hive-server req/s | nginx req/s | ratio (rounds) | hive-server p50 / p99 | \
         nginx p50 / p99 | hive-server CPU/req | nginx CPU/req |"
    );
    println!("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    for ((name, path), [hive_loads, nginx_loads]) in targets.iter().zip(saturated) {
        let (hive, nginx) = (stats::median(hive_loads), stats::median(nginx_loads));
        let ratios = RoundRatios::of(hive_loads, nginx_loads);
        println!(
            "| {name} (`{path}`) | {:.0} | {:.0} | {:.2}x ({:.2}-{:.2}x) | {:.2} / {:.2} ms | \
             {:.2} / {:.2} ms | {:.1} us | {:.1} us |",
            hive.requests_per_sec,
            nginx.requests_per_sec,
            ratios.median,
            ratios.lowest,
            ratios.highest,
            hive.p50_ms,
            hive.p99_ms,
            nginx.p50_ms,
            nginx.p99_ms,
            hive.cpu_us_per_request,
            nginx.cpu_us_per_request
        );
    }
    println!("\nPaced: each connection waits {PACE_MS} ms between requests.");
    println!("\n| target | hive-server p50 / p99 | nginx p50 / p99 |");
    println!("| --- | ---: | ---: |");
    for ((name, path), [hive, nginx]) in targets.iter().zip(paced) {
        let (hive, nginx) = (stats::median(hive), stats::median(nginx));
        println!(
            "| {name} (`{path}`) | {:.2} / {:.2} ms | {:.2} / {:.2} ms |",
            hive.p50_ms, hive.p99_ms, nginx.p50_ms, nginx.p99_ms
        );
    }
}

/// One PASS or MISS line per target against parity (see the module documentation).
fn print_verdict(targets: &[(&str, &str)], saturated: &Rounds, paced: &Rounds) {
    println!(
        "\nParity: at least {:.2}x nginx's requests a second (median of the rounds' ratios), \
         and a paced p99 above nginx's by no more than nginx's own spread over the rounds.\n",
        stats::PARITY
    );
    for (((name, _), [hive, nginx]), [hive_paced, nginx_paced]) in
        targets.iter().zip(saturated).zip(paced)
    {
        let ratios = RoundRatios::of(hive, nginx);
        let p99 = P99::of(hive_paced, nginx_paced);
        let verdict = if ratios.at_parity() && p99.within_noise() {
            "PASS"
        } else {
            "MISS"
        };
        println!(
            "{verdict} {name:<13} throughput {:.2}x nginx (rounds {:.2}-{:.2}x): {}; paced p99 \
             {:.2} against {:.2} ms ({:+.2} ms, nginx's spread {:.2} ms): {}",
            ratios.median,
            ratios.lowest,
            ratios.highest,
            if ratios.at_parity() {
                "at parity"
            } else {
                "below parity"
            },
            p99.hive_ms,
            p99.nginx_ms,
            p99.hive_ms - p99.nginx_ms,
            p99.nginx_spread_ms,
            if p99.within_noise() {
                "within the noise"
            } else {
                "above the noise"
            }
        );
    }
}

/// Starts the hive-server `binary` on a free loopback port, serving `dist`, its log in
/// `out`.
fn start_hive(binary: &Path, dist: &Path, out: &Path) -> Result<Server> {
    let addr = free_loopback_addr()?;
    let log = fs::File::create(out.join("hive-server.log")).context("create the log")?;
    let dist = dist
        .to_str()
        .with_context(|| format!("{} is not UTF-8", dist.display()))?;
    let mut command = Command::new(binary);
    command
        .args(["--root", dist, "--addr", &addr.to_string()])
        .env("RUST_LOG", "info")
        .stdout(log.try_clone().context("clone the log handle")?)
        .stderr(Stdio::from(log));
    Server::start(command, addr, false)
}

/// Loads every target on both servers for [`ROUNDS`] rounds, alternating which goes first,
/// paced by the wrk `script` if there is one; returns each target's loads per server.
fn rounds(
    servers: [&Server; 2],
    targets: &[(&str, &str)],
    accept: &str,
    script: Option<&Path>,
) -> Result<Rounds> {
    let pass = if script.is_some() {
        "paced"
    } else {
        "saturated"
    };
    let mut results = vec![[Vec::new(), Vec::new()]; targets.len()];
    for round in 0..ROUNDS {
        for (index, (_, path)) in targets.iter().enumerate() {
            // Alternate who goes first, so neither always meets a warmer machine.
            let order = if (round + index) % 2 == 0 {
                [0, 1]
            } else {
                [1, 0]
            };
            for which in order {
                let server = servers[which];
                let cpu_before = server.cpu_seconds();
                let report = wrk::load(server.addr, path, accept, DURATION_SECS, script)?;
                let cpu = server.cpu_seconds() - cpu_before;
                let load = Load {
                    requests_per_sec: report.requests_per_sec,
                    p50_ms: report.p50_ms,
                    p99_ms: report.p99_ms,
                    cpu_us_per_request: cpu * 1e6 / report.requests.max(1) as f64,
                };
                println!(
                    "{pass} round {} {path}: {} {:.0} req/s, p50 {:.2} ms, p99 {:.2} ms, \
                     {:.1} us CPU per request",
                    round + 1,
                    if which == 0 { "hive-server" } else { "nginx" },
                    load.requests_per_sec,
                    load.p50_ms,
                    load.p99_ms,
                    load.cpu_us_per_request
                );
                results[index][which].push(load);
            }
        }
    }
    Ok(results)
}

/// Installs nginx, wrk and the brotli module with apt-get when root; otherwise says what
/// to install.
fn ensure_tools() -> Result<()> {
    let missing: Vec<&str> = ["nginx", "wrk"]
        .into_iter()
        .filter(|program| !on_path(program) && !Path::new("/usr/sbin").join(program).exists())
        .collect();
    if missing.is_empty() && nginx::has_brotli() {
        return Ok(());
    }
    let is_root = Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|output| output.stdout.trim_ascii() == b"0");
    if !is_root {
        if missing.is_empty() {
            println!(
                "note: {} is missing, so both servers are compared on gzip",
                nginx::BROTLI_MODULE
            );
            return Ok(());
        }
        bail!(
            "the benchmark needs {}; install with: sudo apt-get install -y {} \
             libnginx-mod-http-brotli-static",
            missing.join(" and "),
            missing.join(" ")
        );
    }
    let mut packages = missing;
    packages.push("libnginx-mod-http-brotli-static");
    execute(cmd("apt-get", &["update", "-q"]))?;
    let mut args = vec!["install", "-y", "-q"];
    args.extend(packages);
    execute(cmd("apt-get", &args))?;
    Ok(())
}

/// The largest hashed script under `dist/assets`: the vendor chunk (React and the router)
/// that every page loads, the asset where body size matters most.
fn largest_hashed_script(dist: &Path) -> Result<String> {
    let assets = dist.join("assets");
    let mut largest: Option<(u64, String)> = None;
    for entry in fs::read_dir(&assets).with_context(|| format!("read {}", assets.display()))? {
        let entry = entry.with_context(|| format!("read {}", assets.display()))?;
        let name = entry.file_name().to_string_lossy().into_owned();
        if !name.ends_with(".js") {
            continue;
        }
        let size = entry.metadata().map(|m| m.len()).unwrap_or(0);
        if largest.as_ref().is_none_or(|(most, _)| size > *most) {
            largest = Some((size, name));
        }
    }
    largest
        .map(|(_, name)| format!("/assets/{name}"))
        .with_context(|| format!("{} holds no .js file", assets.display()))
}

/// The security headers `hive` sends, read from its own response so nginx gets the same
/// values byte for byte.
fn security_headers(hive: &Server) -> Result<Vec<(String, String)>> {
    let response = hive.get("/healthz", &[])?;
    let names = facts::SECURITY_HEADERS;
    let mut headers = Vec::new();
    for (name, value) in response.headers() {
        if names.contains(&name.as_str()) {
            let value = value
                .to_str()
                .with_context(|| format!("hive-server's {name} is not text"))?;
            headers.push((name.as_str().to_owned(), value.to_owned()));
        }
    }
    if headers.len() != names.len() {
        bail!(
            "hive-server sent {} of the {} security headers",
            headers.len(),
            names.len()
        );
    }
    Ok(headers)
}
