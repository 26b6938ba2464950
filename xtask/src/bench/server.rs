//! `cargo xtask bench server`: hive-server against nginx on the same `site/dist`, loaded
//! alternately with wrk on loopback.
//!
//! - nginx is configured like hive-server (`xtask/bench/nginx.conf.template`): the same
//!   precompressed files via `gzip_static` (and `brotli_static` when Debian's module is
//!   installed), the same security and cache headers, an access log line per request.
//! - Each round loads every target on each server for the same duration with the same
//!   connections, alternating which server goes first; each pass's table shows the median
//!   of the rounds for each figure, and the throughput ratio is the median of the rounds'
//!   own ratios, with their range ([`RoundRatios`]).
//! - Two passes. The saturated pass sends each next request as soon as its answer is in:
//!   it measures throughput and CPU per request. The paced pass has each connection wait
//!   [`PACE_MS`] between requests, so the machine has cores to spare: it measures each
//!   server's latency. At saturation wrk shares the two cores with the server, and its p99
//!   is mostly how long a wrk thread waited for a core, which grows as the server gets
//!   faster (`specs/decisions.md` has the measurement).
//! - Everything stays on 127.0.0.1 and ends after a fixed time (about 150 s).

use std::fs;
use std::net::SocketAddr;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};

use crate::command::{
    build_binary, cmd, execute, free_loopback_addr, on_path, root, target_dir, wait_for_listener,
};

/// How long each load runs.
const DURATION_SECS: u32 = 3;
/// Rounds; each round loads every target on both servers. Several short rounds and their
/// median resist a burst of other work on the machine better than two long ones.
const ROUNDS: usize = 4;
/// How long each connection waits between requests in the paced pass, in milliseconds.
/// 64 connections pausing 3 ms ask for about 17,000 requests a second, a fraction of what
/// either server answers at saturation.
const PACE_MS: u32 = 3;
/// Open connections during a load, and wrk threads driving them.
const CONNECTIONS: u32 = 64;
const THREADS: u32 = 2;
/// The URL path used for the unknown-path target.
const UNKNOWN_PATH: &str = "/no-such-page";
/// How long a single probe request may take.
const PROBE_TIMEOUT: Duration = Duration::from_secs(5);
/// Debian's brotli module for nginx; without it both servers are compared on gzip.
const BROTLI_MODULE: &str = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/// One wrk run's figures.
#[derive(Clone, Copy, Debug, Default)]
struct Load {
    requests_per_sec: f64,
    p50_ms: f64,
    p99_ms: f64,
    /// The server's own CPU time (user and system) per request, which other work on the
    /// machine disturbs far less than throughput and latency.
    cpu_us_per_request: f64,
}

/// Runs the benchmark and prints the table.
pub fn run() -> Result<()> {
    ensure_tools()?;
    let root = root();
    let dist = root.join("site/dist");
    if !dist.join("index.html").exists() {
        execute(cmd("npm", &["run", "build"]))?;
    }
    let hive_server = build_binary("server", "hive-server", true)?;
    let out = target_dir().join("bench/server");
    fs::create_dir_all(&out).with_context(|| format!("create {}", out.display()))?;
    let script = largest_hashed_script(&dist)?;
    let targets = [
        ("/", "/"),
        ("hashed JS", script.as_str()),
        ("unknown path", UNKNOWN_PATH),
    ];
    let brotli = Path::new(BROTLI_MODULE).exists();
    let accept = if brotli { "br, gzip" } else { "gzip" };

    let hive = Server::hive(&hive_server, &dist, &out)?;
    let nginx = Server::nginx(&root, &dist, &out, brotli, &security_headers(&hive)?)?;
    println!(
        "\nAccept-Encoding: {accept}; {CONNECTIONS} connections, {THREADS} wrk threads, {DURATION_SECS} s per load, {ROUNDS} rounds\n"
    );
    for (name, path) in &targets {
        let a = hive.fetch(path, accept)?;
        let b = nginx.fetch(path, accept)?;
        println!(
            "{name:>14} {path}\n{:>14} hive-server: {a}\n{:>14} nginx:       {b}",
            "", ""
        );
    }

    let started = Instant::now();
    let saturated = rounds([&hive, &nginx], &targets, accept, None)?;
    let script = out.join("paced.lua");
    fs::write(&script, format!("function delay() return {PACE_MS} end\n"))
        .with_context(|| format!("write {}", script.display()))?;
    let paced = rounds([&hive, &nginx], &targets, accept, Some(&script))?;
    let hive_rss = hive.rss_kib();
    let nginx_rss = nginx.rss_kib();
    drop(hive);
    drop(nginx);

    println!("\nSaturated: each connection sends its next request as soon as the answer is in.");
    println!(
        "\n| target | hive-server req/s | nginx req/s | ratio | rounds' ratios | hive-server p99 | \
         nginx p99 | hive-server CPU/req | nginx CPU/req |"
    );
    println!("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    for ((name, path), [hive_loads, nginx_loads]) in targets.iter().zip(&saturated) {
        let (hive, nginx) = (median(hive_loads), median(nginx_loads));
        let ratios = RoundRatios::of(hive_loads, nginx_loads);
        println!(
            "| {name} (`{path}`) | {:.0} | {:.0} | {:.2}x | {:.2}-{:.2}x | {:.2} ms | {:.2} ms | \
             {:.1} us | {:.1} us |",
            hive.requests_per_sec,
            nginx.requests_per_sec,
            ratios.median,
            ratios.lowest,
            ratios.highest,
            hive.p99_ms,
            nginx.p99_ms,
            hive.cpu_us_per_request,
            nginx.cpu_us_per_request
        );
    }
    println!("\nPaced: each connection waits {PACE_MS} ms between requests.");
    println!(
        "\n| target | hive-server req/s | nginx req/s | hive-server p50 | hive-server p99 | \
         nginx p50 | nginx p99 | hive-server CPU/req | nginx CPU/req |"
    );
    println!("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    for ((name, path), [hive, nginx]) in targets.iter().zip(&paced) {
        let (hive, nginx) = (median(hive), median(nginx));
        println!(
            "| {name} (`{path}`) | {:.0} | {:.0} | {:.2} ms | {:.2} ms | {:.2} ms | {:.2} ms | \
             {:.1} us | {:.1} us |",
            hive.requests_per_sec,
            nginx.requests_per_sec,
            hive.p50_ms,
            hive.p99_ms,
            nginx.p50_ms,
            nginx.p99_ms,
            hive.cpu_us_per_request,
            nginx.cpu_us_per_request
        );
    }
    println!(
        "\nRSS after the loads: hive-server {:.1} MiB, nginx {:.1} MiB (master and workers)",
        f64::from(hive_rss) / 1024.0,
        f64::from(nginx_rss) / 1024.0
    );
    println!(
        "loads took {:.0} s; logs in {}",
        started.elapsed().as_secs_f64(),
        out.display()
    );
    Ok(())
}

/// Loads every target on both servers for [`ROUNDS`] rounds, alternating which goes first,
/// paced by the wrk `script` if there is one; returns each target's loads per server.
fn rounds(
    servers: [&Server; 2],
    targets: &[(&str, &str)],
    accept: &str,
    script: Option<&Path>,
) -> Result<Vec<[Vec<Load>; 2]>> {
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
                let (mut load, requests) = wrk(server.addr, path, accept, script)?;
                let cpu = server.cpu_seconds() - cpu_before;
                load.cpu_us_per_request = cpu * 1e6 / requests.max(1) as f64;
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
    let missing: Vec<&str> = [("nginx", "nginx"), ("wrk", "wrk")]
        .into_iter()
        .filter(|(program, _)| !on_path(program) && !Path::new("/usr/sbin").join(program).exists())
        .map(|(_, package)| package)
        .collect();
    let want_brotli = !Path::new(BROTLI_MODULE).exists();
    if missing.is_empty() && !want_brotli {
        return Ok(());
    }
    let is_root = Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|output| output.stdout.trim_ascii() == b"0");
    if !is_root {
        if missing.is_empty() {
            println!("note: {BROTLI_MODULE} is missing, so both servers are compared on gzip");
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

/// A server under test, stopped when dropped.
struct Server {
    child: Child,
    addr: SocketAddr,
    /// nginx's master process id, whose workers count toward its memory.
    is_nginx: bool,
}

impl Server {
    fn hive(binary: &Path, dist: &Path, out: &Path) -> Result<Server> {
        let addr = free_loopback_addr()?;
        let log = fs::File::create(out.join("hive-server.log")).context("create the log")?;
        let child = Command::new(binary)
            .args(["--root", path_str(dist)?, "--addr", &addr.to_string()])
            .env("RUST_LOG", "info")
            .stdout(log.try_clone().context("clone the log handle")?)
            .stderr(log)
            .spawn()
            .context("start hive-server")?;
        Server::ready(child, addr, false)
    }

    /// nginx, configured to send `headers` as hive-server does.
    fn nginx(
        root: &Path,
        dist: &Path,
        out: &Path,
        brotli: bool,
        headers: &[(String, String)],
    ) -> Result<Server> {
        let addr = free_loopback_addr()?;
        let prefix = out.join("nginx");
        fs::create_dir_all(&prefix).with_context(|| format!("create {}", prefix.display()))?;
        // nginx appends to its access log, about 500 MB per bench; starting it empty, as
        // hive-server's log is, keeps repeated benches from filling the disk.
        fs::File::create(prefix.join("access.log")).context("empty nginx's access log")?;
        let template = fs::read_to_string(root.join("xtask/bench/nginx.conf.template"))
            .context("read xtask/bench/nginx.conf.template")?;
        let headers = headers
            .iter()
            .map(|(name, value)| format!("add_header {name} \"{value}\" always;"))
            .collect::<Vec<_>>()
            .join("\n            ");
        let config = template
            .replace("{{PREFIX}}", path_str(&prefix)?)
            .replace("{{ROOT}}", path_str(dist)?)
            .replace("{{PORT}}", &addr.port().to_string())
            .replace("{{SECURITY_HEADERS}}", &headers)
            .replace(
                "{{LOAD_MODULES}}",
                &if brotli {
                    format!("load_module {BROTLI_MODULE};")
                } else {
                    String::new()
                },
            )
            .replace(
                "{{BROTLI_STATIC}}",
                if brotli { "brotli_static on;" } else { "" },
            );
        let config_path = prefix.join("nginx.conf");
        fs::write(&config_path, config).context("write nginx.conf")?;
        let nginx = if on_path("nginx") {
            "nginx".to_owned()
        } else {
            "/usr/sbin/nginx".to_owned()
        };
        let child = Command::new(nginx)
            .args(["-p", path_str(&prefix)?, "-c", path_str(&config_path)?])
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .context("start nginx")?;
        Server::ready(child, addr, true)
    }

    /// Waits until the server answers on `addr`.
    fn ready(mut child: Child, addr: SocketAddr, is_nginx: bool) -> Result<Server> {
        wait_for_listener(&mut child, addr, Duration::from_secs(10))?;
        Ok(Server {
            child,
            addr,
            is_nginx,
        })
    }

    /// One request, summarised as status, encoding and body size, to show both servers
    /// answer alike before they are compared.
    fn fetch(&self, path: &str, accept: &str) -> Result<String> {
        let response = facts::http::get(
            &format!("http://{}{path}", self.addr),
            &[("Accept-Encoding", accept)],
            PROBE_TIMEOUT,
        )?;
        let status = format!("{:?} {}", response.version(), response.status());
        let encoding = response
            .headers()
            .get("content-encoding")
            .and_then(|value| value.to_str().ok())
            .unwrap_or("identity")
            .to_owned();
        let body = response.bytes().context("read the response")?;
        Ok(format!("{status}, {encoding}, {} body bytes", body.len()))
    }

    /// The process, plus its workers for nginx.
    fn pids(&self) -> Vec<u32> {
        let pid = self.child.id();
        let mut pids = vec![pid];
        if self.is_nginx {
            pids.extend(children_of(pid));
        }
        pids
    }

    /// Resident memory in KiB.
    fn rss_kib(&self) -> u32 {
        self.pids().into_iter().filter_map(vm_rss_kib).sum()
    }

    /// CPU time used so far, user and system, in seconds.
    fn cpu_seconds(&self) -> f64 {
        self.pids().into_iter().filter_map(cpu_seconds).sum()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        // SIGTERM lets both servers exit cleanly; kill is the fallback.
        let stopped = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .is_ok_and(|status| status.success());
        let deadline = Instant::now() + Duration::from_secs(15);
        while stopped && Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            thread::sleep(Duration::from_millis(50));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The security headers `hive` sends, read from its own response so nginx gets the same
/// values byte for byte.
fn security_headers(hive: &Server) -> Result<Vec<(String, String)>> {
    let response = facts::http::get(&format!("http://{}/healthz", hive.addr), &[], PROBE_TIMEOUT)?;
    let names = facts::SECURITY_HEADERS;
    let mut headers = Vec::new();
    for (name, value) in response.headers() {
        if names.contains(&name.as_str()) {
            let value = value
                .to_str()
                .with_context(|| format!("hive-server's {name} is not text"))?;
            headers.push((name.as_str().to_owned(), value.replace('"', "\\\"")));
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

/// Runs wrk once against `path`, with the Lua `script` if given; returns requests per
/// second, p50 and p99 latency and the number of requests.
fn wrk(addr: SocketAddr, path: &str, accept: &str, script: Option<&Path>) -> Result<(Load, u64)> {
    let url = format!("http://{addr}{path}");
    let mut command = Command::new("wrk");
    if let Some(script) = script {
        command.args(["-s", path_str(script)?]);
    }
    let output = command
        .args([
            "--latency",
            "-t",
            &THREADS.to_string(),
            "-c",
            &CONNECTIONS.to_string(),
            "-d",
            &format!("{DURATION_SECS}s"),
            "-H",
            &format!("Accept-Encoding: {accept}"),
            &url,
        ])
        .output()
        .context("run wrk")?;
    let text = String::from_utf8_lossy(&output.stdout);
    if !output.status.success() {
        bail!(
            "wrk failed: {text}{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    let requests_per_sec = text
        .lines()
        .find_map(|line| line.trim().strip_prefix("Requests/sec:"))
        .and_then(|value| value.trim().parse().ok())
        .with_context(|| format!("wrk printed no Requests/sec:\n{text}"))?;
    let percentile = |label: &str| {
        text.lines()
            .find_map(|line| line.trim().strip_prefix(label))
            .and_then(|value| milliseconds(value.trim()))
            .with_context(|| format!("wrk printed no {label} latency:\n{text}"))
    };
    let (p50_ms, p99_ms) = (percentile("50%")?, percentile("99%")?);
    let requests = text
        .lines()
        .find_map(|line| line.trim().split_once(" requests in"))
        .and_then(|(count, _)| count.trim().parse().ok())
        .with_context(|| format!("wrk printed no request count:\n{text}"))?;
    if text.contains("Socket errors") {
        println!("note: wrk reported socket errors for {url}");
    }
    let load = Load {
        requests_per_sec,
        p50_ms,
        p99_ms,
        cpu_us_per_request: 0.0,
    };
    Ok((load, requests))
}

/// wrk's latency (`812.00us`, `1.23ms`, `2.00s`) in milliseconds.
fn milliseconds(value: &str) -> Option<f64> {
    let split = value.find(|c: char| c.is_ascii_alphabetic())?;
    let (number, unit) = value.split_at(split);
    let number: f64 = number.parse().ok()?;
    match unit {
        "us" => Some(number / 1000.0),
        "ms" => Some(number),
        "s" => Some(number * 1000.0),
        "m" => Some(number * 60_000.0),
        _ => None,
    }
}

/// The median of each figure over the rounds (the mean of the middle two for an even count).
fn median(loads: &[Load]) -> Load {
    let each = |figure: fn(&Load) -> f64| middle(loads.iter().map(figure).collect());
    Load {
        requests_per_sec: each(|load| load.requests_per_sec),
        p50_ms: each(|load| load.p50_ms),
        p99_ms: each(|load| load.p99_ms),
        cpu_us_per_request: each(|load| load.cpu_us_per_request),
    }
}

/// The median of `values`; NaN for none.
fn middle(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    let count = values.len();
    match count {
        0 => f64::NAN,
        _ if count % 2 == 1 => values[count / 2],
        _ => (values[count / 2 - 1] + values[count / 2]) / 2.0,
    }
}

/// hive-server's throughput over nginx's, round by round.
///
/// The two loads of a round run back to back, so they share the state of the machine; the
/// host here has phases, minutes or seconds long, in which every figure drops by a fifth.
/// The ratio is therefore taken within each round and the median of those is the bench's
/// figure, where a ratio of the two servers' separate medians could set a fast-phase load of
/// one against a slow-phase load of the other.
#[derive(Debug, PartialEq)]
struct RoundRatios {
    median: f64,
    lowest: f64,
    highest: f64,
}

impl RoundRatios {
    /// The ratios of rounds in which both servers were loaded (the two lists pair up by round).
    fn of(hive: &[Load], nginx: &[Load]) -> RoundRatios {
        let ratios: Vec<f64> = hive
            .iter()
            .zip(nginx)
            .map(|(hive, nginx)| hive.requests_per_sec / nginx.requests_per_sec)
            .collect();
        RoundRatios {
            lowest: ratios.iter().copied().fold(f64::NAN, f64::min),
            highest: ratios.iter().copied().fold(f64::NAN, f64::max),
            median: middle(ratios),
        }
    }
}

fn path_str(path: &Path) -> Result<&str> {
    path.to_str()
        .with_context(|| format!("{} is not UTF-8", path.display()))
}

/// The `VmRSS` of a process, in KiB.
fn vm_rss_kib(pid: u32) -> Option<u32> {
    let status = fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|value| value.trim().trim_end_matches("kB").trim().parse().ok())
}

/// User plus system CPU time of a process, in seconds, from `/proc/PID/stat`.
fn cpu_seconds(pid: u32) -> Option<f64> {
    let stat = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // Fields after the parenthesised command name; utime and stime are the 12th and 13th.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    // Linux reports these in USER_HZ, which is 100 on every mainstream architecture.
    Some(ticks / 100.0)
}

/// The direct children of a process, from `/proc`.
fn children_of(parent: u32) -> Vec<u32> {
    let Ok(entries) = fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            fs::read_to_string(format!("/proc/{pid}/stat"))
                .ok()
                .and_then(|stat| {
                    // The parent pid follows the parenthesised command name.
                    let after = stat.rsplit_once(')')?.1;
                    after.split_whitespace().nth(1)?.parse::<u32>().ok()
                })
                == Some(parent)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load(requests_per_sec: f64) -> Load {
        Load {
            requests_per_sec,
            ..Load::default()
        }
    }

    #[test]
    fn the_ratio_is_taken_within_each_round_so_a_phase_change_between_rounds_cancels() {
        // Rounds 1 and 3 ran in a slow phase, rounds 2 and 4 in a fast one, and hive-server
        // served 5 % more than nginx in each.
        let nginx = [80_000.0, 100_000.0, 80_000.0, 100_000.0].map(load);
        let hive = nginx.map(|load| self::load(load.requests_per_sec * 1.05));
        let ratios = RoundRatios::of(&hive, &nginx);
        assert!((ratios.median - 1.05).abs() < 1e-9, "{ratios:?}");
        assert!((ratios.lowest - 1.05).abs() < 1e-9 && (ratios.highest - 1.05).abs() < 1e-9);
    }

    #[test]
    fn a_round_that_straddles_a_phase_change_moves_the_range_not_the_median() {
        let nginx = [100_000.0, 100_000.0, 80_000.0, 100_000.0].map(load);
        let hive = [104_000.0, 103_000.0, 84_000.0, 80_000.0].map(load);
        let ratios = RoundRatios::of(&hive, &nginx);
        assert!((ratios.median - 1.035).abs() < 1e-9, "{ratios:?}");
        assert!((ratios.lowest - 0.8).abs() < 1e-9, "{ratios:?}");
        assert!((ratios.highest - 1.05).abs() < 1e-9, "{ratios:?}");
    }

    #[test]
    fn the_median_of_an_even_count_is_the_mean_of_the_middle_two() {
        assert_eq!(middle(vec![4.0, 1.0, 3.0, 2.0]), 2.5);
        assert_eq!(middle(vec![3.0, 1.0, 2.0]), 2.0);
        assert!(middle(Vec::new()).is_nan());
    }
}
