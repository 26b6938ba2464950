//! One wrk load and what it printed.

use std::net::SocketAddr;
use std::path::Path;
use std::process::Command;

use anyhow::{Context, Result, bail};

/// Open connections during a load.
pub const CONNECTIONS: u32 = 64;
/// wrk threads driving them.
pub const THREADS: u32 = 2;

/// What one wrk run measured.
#[derive(Clone, Copy, Debug)]
pub struct Report {
    pub requests_per_sec: f64,
    pub p50_ms: f64,
    pub p99_ms: f64,
    /// Requests answered in the run.
    pub requests: u64,
}

/// Loads `path` on `addr` for `seconds`, asking for the codings in `accept`, paced by the
/// Lua `script` if one is given.
pub fn load(
    addr: SocketAddr,
    path: &str,
    accept: &str,
    seconds: u32,
    script: Option<&Path>,
) -> Result<Report> {
    let url = format!("http://{addr}{path}");
    let mut command = Command::new("wrk");
    if let Some(script) = script {
        let script = script
            .to_str()
            .with_context(|| format!("{} is not UTF-8", script.display()))?;
        command.args(["-s", script]);
    }
    let output = command
        .args([
            "--latency",
            "-t",
            &THREADS.to_string(),
            "-c",
            &CONNECTIONS.to_string(),
            "-d",
            &format!("{seconds}s"),
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
    if text.contains("Socket errors") {
        println!("note: wrk reported socket errors for {url}");
    }
    parse(&text)
}

/// The figures in wrk's `--latency` output.
fn parse(text: &str) -> Result<Report> {
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
    let requests = text
        .lines()
        .find_map(|line| line.trim().split_once(" requests in"))
        .and_then(|(count, _)| count.trim().parse().ok())
        .with_context(|| format!("wrk printed no request count:\n{text}"))?;
    Ok(Report {
        requests_per_sec,
        p50_ms: percentile("50%")?,
        p99_ms: percentile("99%")?,
        requests,
    })
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_figures_are_read_from_wrks_latency_report() {
        let text = "Running 3s test @ http://127.0.0.1:8080/\n  2 threads and 64 connections\n  \
                    Latency Distribution\n     50%  812.00us\n     75%    1.10ms\n     \
                    90%    1.90ms\n     99%    3.21ms\n  301234 requests in 3.00s, 3.1GB read\n\
                    Requests/sec: 100411.33\nTransfer/sec:      1.0GB\n";
        let report = parse(text).expect("a full report");
        assert_eq!(report.requests, 301_234);
        assert!((report.requests_per_sec - 100_411.33).abs() < 1e-9);
        assert!((report.p50_ms - 0.812).abs() < 1e-9);
        assert!((report.p99_ms - 3.21).abs() < 1e-9);
        assert_eq!(milliseconds("2.00s"), Some(2000.0));
        assert!(parse("no figures").is_err());
    }
}
