//! Running the project's tools, from the repository root, with their output shown.

use anyhow::{Context, Result, bail};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command};
use std::time::{Duration, Instant};

pub use facts::workspace::{harness_output_dir, on_path, root, target_dir};

/// A command line, run at the repository root.
pub fn cmd(program: &str, args: &[&str]) -> Command {
    let mut command = Command::new(program);
    command.args(args).current_dir(root());
    command
}

/// Runs `command`, streaming its output, and fails if it fails. Returns how long it took.
pub fn execute(mut command: Command) -> Result<Duration> {
    let shown = describe(&command);
    println!("$ {shown}");
    let started = Instant::now();
    let status = command
        .status()
        .with_context(|| format!("cannot start `{shown}`"))?;
    if !status.success() {
        bail!("`{shown}` failed ({status})");
    }
    Ok(started.elapsed())
}

/// A command started by [`start`], running beside whatever comes next.
pub struct Running {
    child: Child,
    shown: String,
    started: Instant,
}

/// Starts `command` with its output shown, as [`execute`] runs it, without waiting for it.
pub fn start(mut command: Command) -> Result<Running> {
    let shown = describe(&command);
    println!("$ {shown} (in the background)");
    let child = command
        .spawn()
        .with_context(|| format!("cannot start `{shown}`"))?;
    Ok(Running {
        child,
        shown,
        started: Instant::now(),
    })
}

impl Running {
    /// Waits for the command, and fails if it failed. Returns how long it took since it
    /// started.
    pub fn finish(mut self) -> Result<Duration> {
        let status = self
            .child
            .wait()
            .with_context(|| format!("cannot wait for `{}`", self.shown))?;
        if !status.success() {
            bail!("`{}` failed ({status})", self.shown);
        }
        Ok(self.started.elapsed())
    }
}

impl Drop for Running {
    /// A step that failed meanwhile stops the command too, so nothing runs on unseen.
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Builds the workspace's binary `bin`, optimised for release or not, and returns its path
/// in the target directory. Its dependencies get the features the whole workspace unifies
/// on, as in `cargo test --workspace`, so a binary built after the tests reuses their
/// build: built with `--package`, the server's dependencies took 76 s to compile again.
pub fn build_binary(bin: &str, release: bool) -> Result<PathBuf> {
    let mut command = cmd("cargo", &["build", "--quiet", "--workspace", "--bin", bin]);
    if release {
        command.arg("--release");
    }
    execute(command)?;
    let profile = if release { "release" } else { "debug" };
    Ok(target_dir().join(profile).join(bin))
}

/// A file of an npm devDependency under `node_modules`, or an error saying to run `npm ci`.
pub fn node_tool(relative: &str, package: &str) -> Result<PathBuf> {
    let path = root().join("node_modules").join(relative);
    if !path.exists() {
        bail!(
            "{} is missing; run `npm ci` ({package} is a devDependency)",
            path.display()
        );
    }
    Ok(path)
}

/// `cargo test` of the harness's browser suite with `cargo_args` (`--no-run`, `--quiet`), built
/// with the workspace's features, as `cargo xtask test` builds it (see [`build_binary`]).
pub fn harness_e2e_with(cargo_args: &[&str]) -> Command {
    let mut command = cmd("cargo", &["test", "--workspace", "--test", "e2e"]);
    command.args(cargo_args);
    command
}

/// The harness's browser suite, limited to tests matching `filters`.
pub fn harness_e2e(filters: &[&str]) -> Command {
    let mut command = harness_e2e_with(&["--"]);
    command.args(filters);
    command
}

/// A loopback address with a port nothing listens on right now.
pub fn free_loopback_addr() -> Result<SocketAddr> {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .context("find a free loopback port")
}

/// Waits until `child` accepts connections on `addr`; fails, stopping it, if it exits
/// first or does not listen within `timeout`.
pub fn wait_for_listener(child: &mut Child, addr: SocketAddr, timeout: Duration) -> Result<()> {
    let deadline = Instant::now() + timeout;
    while TcpStream::connect(addr).is_err() {
        if let Some(status) = child.try_wait().context("poll the server")? {
            bail!("the server exited before listening on {addr} ({status})");
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            bail!("the server did not listen on {addr} within {timeout:?}");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    Ok(())
}

fn describe(command: &Command) -> String {
    std::iter::once(command.get_program())
        .chain(command.get_args())
        .map(|part| part.to_string_lossy().into_owned())
        .collect::<Vec<_>>()
        .join(" ")
}
