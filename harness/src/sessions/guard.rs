//! The harness side of `harness-guard`, the process that cleans up after a test binary.

use anyhow::{Context, Result, bail};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::Mutex;

/// A running guard. Dropping it is not needed: the guard acts when this process's end
/// closes its standard input, which also covers panics and kills.
pub struct Guard {
    stdin: Mutex<ChildStdin>,
    _child: Child,
}

impl Guard {
    /// Starts the guard, optionally with a program for it to own and stop at the end.
    pub fn start(program: Option<(&Command, &Path)>) -> Result<Guard> {
        let exe = executable()?;
        let mut command = Command::new(&exe);
        // At the end it prints the run's closing summary from the report's `run.json`.
        command
            .arg("--report")
            .arg(crate::base::workspace::report_dir());
        if let Some((program, log)) = program {
            command
                .arg("--log")
                .arg(log)
                .arg("--")
                .arg(program.get_program());
            command.args(program.get_args());
            for (key, value) in program.get_envs() {
                match value {
                    Some(value) => command.env(key, value),
                    None => command.env_remove(key),
                };
            }
        }
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .spawn()
            .with_context(|| format!("cannot start {}", exe.display()))?;
        let stdin = child.stdin.take().context("the guard has no stdin")?;
        Ok(Guard {
            stdin: Mutex::new(stdin),
            _child: child,
        })
    }

    /// Tells the guard a session is open, so it is deleted if this process dies first.
    pub fn session_opened(&self, grid_url: &str, id: &str) {
        self.send(&format!("session {grid_url} {id}"));
    }

    /// Tells the guard a session was quit normally.
    pub fn session_quit(&self, id: &str) {
        self.send(&format!("quit {id}"));
    }

    /// Tells the guard a process of this run is running, so it is stopped when this process
    /// ends, after every session and the guard's own program.
    pub fn process_started(&self, pid: u32) {
        self.send(&format!("process {pid}"));
    }

    fn send(&self, line: &str) {
        // A failed write means the guard is gone; the sessions it would have cleaned up
        // then expire by the Grid's own session timeout, so the test itself goes on.
        if let Ok(mut stdin) = self.stdin.lock() {
            let _ = writeln!(stdin, "{line}");
        }
    }
}

/// `harness-guard` is built beside the test binaries (`target/debug/`), which live one
/// level down in `target/debug/deps/`.
fn executable() -> Result<PathBuf> {
    let exe = std::env::current_exe().context("cannot find the running test binary")?;
    let candidates = exe
        .ancestors()
        .skip(1)
        .take(2)
        .map(|dir| dir.join("harness-guard"));
    for candidate in candidates {
        if candidate.is_file() {
            return Ok(candidate);
        }
    }
    bail!(
        "harness-guard is not built next to {}; run the suite with `cargo test -p harness`",
        exe.display()
    )
}
