//! Outlives a harness test binary to clean up after it, however it ends.
//!
//! - Usage: `harness-guard [--report DIR] [--log FILE] [-- PROGRAM ARGS...]`.
//! - It starts `PROGRAM` (the local Selenium server) as its own child, with output to `FILE`.
//! - It reads lines from standard input: `session GRID_URL ID` when the harness opens a
//!   browser session, `quit ID` when it closes one, `process PID` for a process the harness
//!   started that must not outlive the run (WebKit's display, its settings manager and its
//!   driver).
//! - When standard input closes, which happens whenever the harness exits, even by a
//!   panic or a kill, it deletes every session still open through the Grid's WebDriver
//!   API, then stops `PROGRAM`, then each process, the last started first. First, with
//!   `--report`, it prints the run's closing summary from that report's `run.json`: the
//!   counts, and every failed and flaky test.

use std::collections::BTreeMap;
use std::fs::File;
use std::io::BufRead;
use std::process::{Child, Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (report, log, program) = match parse_args(&args) {
        Ok(parsed) => parsed,
        Err(message) => {
            eprintln!("harness-guard: {message}");
            return ExitCode::from(2);
        }
    };
    let mut child = match program.map(|p| start(p, log)).transpose() {
        Ok(child) => child,
        Err(message) => {
            eprintln!("harness-guard: {message}");
            return ExitCode::from(1);
        }
    };

    let mut sessions: BTreeMap<String, String> = BTreeMap::new();
    let mut processes: Vec<u32> = Vec::new();
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        let mut words = line.split_whitespace();
        match (words.next(), words.next(), words.next()) {
            (Some("session"), Some(grid), Some(id)) => {
                sessions.insert(id.to_owned(), grid.to_owned());
            }
            (Some("quit"), Some(id), None) => {
                sessions.remove(id);
            }
            (Some("process"), Some(pid), None) if pid.parse::<u32>().is_ok() => {
                processes.extend(pid.parse::<u32>());
            }
            _ => eprintln!("harness-guard: ignoring unknown line {line:?}"),
        }
    }

    if let Some(report) = report {
        summarise(std::path::Path::new(report));
    }
    for (id, grid) in &sessions {
        if let Err(error) = delete_session(grid, id) {
            eprintln!("harness-guard: could not delete session {id}: {error}");
        }
    }
    if let Some(child) = child.as_mut() {
        stop(child);
    }
    for pid in processes.iter().rev() {
        stop_process(*pid);
    }
    ExitCode::SUCCESS
}

/// The report folder, the log file and the program to own, from the arguments.
type Parsed<'a> = (Option<&'a str>, Option<&'a str>, Option<&'a [String]>);

fn parse_args(args: &[String]) -> Result<Parsed<'_>, String> {
    let mut report = None;
    let mut log = None;
    let mut rest = args;
    while let Some((first, tail)) = rest.split_first() {
        match first.as_str() {
            "--log" | "--report" => {
                let (value, tail) = tail
                    .split_first()
                    .ok_or_else(|| format!("{first} needs a value"))?;
                if first == "--log" {
                    log = Some(value.as_str());
                } else {
                    report = Some(value.as_str());
                }
                rest = tail;
            }
            "--" if !tail.is_empty() => return Ok((report, log, Some(tail))),
            other => return Err(format!("unexpected argument {other:?}")),
        }
    }
    Ok((report, log, None))
}

/// Prints the run's closing summary: its counts and wall time, every failed test and every
/// flaky one (which passed only on a retry, and so is listed apart from the passes), and
/// where the report is.
fn summarise(report: &std::path::Path) {
    use harness::record::outcome::{Run, Status};
    let Ok(run) = Run::read(report) else {
        return;
    };
    let mut lines = vec![format!(
        "harness: {} passed, {} failed, {} flaky, {} skipped in {:.0}s; report: {}",
        run.count(Status::Passed),
        run.count(Status::Failed),
        run.count(Status::Flaky),
        run.count(Status::Skipped),
        run.wall_ms as f64 / 1000.0,
        report.join("index.html").display()
    )];
    for status in [Status::Failed, Status::Flaky] {
        for outcome in run.outcomes.iter().filter(|o| o.status == status) {
            let on = if outcome.browser.is_empty() {
                String::new()
            } else {
                format!(" [{} {}]", outcome.browser, outcome.viewport)
            };
            let why = match status {
                Status::Flaky => format!(
                    " (failed {} time{} before passing)",
                    outcome.retries.len(),
                    if outcome.retries.len() == 1 { "" } else { "s" }
                ),
                _ => String::new(),
            };
            lines.push(format!(
                "harness:   {} {}{on}{why}",
                status.word(),
                outcome.name
            ));
        }
    }
    eprintln!("{}", lines.join("\n"));
}

fn start(program: &[String], log: Option<&str>) -> Result<Child, String> {
    let (name, args) = program.split_first().ok_or("no program given")?;
    let output = |log: Option<&str>| -> Result<Stdio, String> {
        match log {
            Some(path) => File::options()
                .create(true)
                .append(true)
                .open(path)
                .map(Stdio::from)
                .map_err(|e| format!("cannot open log {path}: {e}")),
            None => Ok(Stdio::null()),
        }
    };
    Command::new(name)
        .args(args)
        .stdin(Stdio::null())
        .stdout(output(log)?)
        .stderr(output(log)?)
        .spawn()
        .map_err(|e| format!("cannot start {name}: {e}"))
}

/// Asks a process that is not the guard's child to stop with SIGTERM, and kills it if it
/// is still there after a second. A process that already ended is left alone.
fn stop_process(pid: u32) {
    let pid = pid.to_string();
    let alive = || {
        Command::new("kill")
            .args(["-0", &pid])
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|status| status.success())
    };
    if !alive() {
        return;
    }
    let _ = Command::new("kill").args(["-TERM", &pid]).status();
    let deadline = Instant::now() + Duration::from_secs(1);
    while Instant::now() < deadline {
        if !alive() {
            return;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = Command::new("kill").args(["-KILL", &pid]).status();
}

/// Asks the program to stop with SIGTERM, so Selenium quits its browsers, and kills it if
/// it has not stopped within five seconds.
fn stop(child: &mut Child) {
    let _ = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status();
    let deadline = Instant::now() + Duration::from_secs(5);
    while Instant::now() < deadline {
        if let Ok(Some(_)) = child.try_wait() {
            return;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let _ = child.kill();
    let _ = child.wait();
}

/// Deletes the session through the Grid's WebDriver API; the Grid answers once the browser
/// has quit, so the wait is long.
fn delete_session(grid: &str, id: &str) -> Result<(), String> {
    let url = format!("{}/session/{id}", grid.trim_end_matches('/'));
    facts::http::delete(&url, Duration::from_secs(30))
        .map(drop)
        .map_err(|error| format!("{error:#}"))
}
