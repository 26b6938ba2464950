//! A server under test: a child process on a loopback port, its CPU time, and a clean stop
//! when dropped.

use std::net::SocketAddr;
use std::process::{Child, Command};
use std::thread;
use std::time::{Duration, Instant};

use anyhow::{Context, Result};

use crate::bench::procfs;
use crate::command::wait_for_listener;

/// How long a server may take to start listening.
const START_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a single probe request may take.
const PROBE_TIMEOUT: Duration = Duration::from_secs(5);

/// A server under test, stopped when dropped.
pub struct Server {
    child: Child,
    pub addr: SocketAddr,
    /// Whether the process's children (nginx's workers) count toward its CPU time.
    with_children: bool,
}

impl Server {
    /// Starts `command`, which listens on `addr`, and waits until it accepts connections.
    pub fn start(mut command: Command, addr: SocketAddr, with_children: bool) -> Result<Server> {
        let mut child = command
            .spawn()
            .with_context(|| format!("start {:?}", command.get_program()))?;
        wait_for_listener(&mut child, addr, START_TIMEOUT)?;
        Ok(Server {
            child,
            addr,
            with_children,
        })
    }

    /// One GET of `path`, with its headers.
    pub fn get(&self, path: &str, headers: &[(&str, &str)]) -> Result<facts::http::Response> {
        facts::http::get(
            &format!("http://{}{path}", self.addr),
            headers,
            PROBE_TIMEOUT,
        )
    }

    /// One request, summarised as status, encoding and body size, to show both servers
    /// answer alike before they are compared.
    pub fn describe(&self, path: &str, accept: &str) -> Result<String> {
        let response = self.get(path, &[("Accept-Encoding", accept)])?;
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

    /// The process, and its children if they count.
    fn pids(&self) -> Vec<u32> {
        let pid = self.child.id();
        let mut pids = vec![pid];
        if self.with_children {
            pids.extend(procfs::children_of(pid));
        }
        pids
    }

    /// CPU time used so far, user and system, in seconds.
    pub fn cpu_seconds(&self) -> f64 {
        self.pids()
            .into_iter()
            .filter_map(procfs::cpu_seconds)
            .sum()
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
