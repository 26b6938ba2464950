//! `cargo xtask grid`: the whole suite through a distributed Selenium Grid on loopback: a
//! hub and one node per browser from the same jar, one driving the Debian Chromium, one the
//! Debian Firefox ESR, and one relaying to WebKitWebDriver on its own private display (a
//! WebKit host, as the harness's standalone run has). It prints the sessions each node
//! served and the wall time beside a standalone run.

use crate::command::{free_loopback_addr, harness_output_dir};
use crate::libtest::{self, SuiteRun};
use anyhow::{Context, Result, bail};
use facts::selenium::webkit::WebKitHost;
use facts::selenium::{self as plumbing, EventBus, LocalBrowser, Relay};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// Sessions each node holds. The harness runs two at once in all, as in the standalone run
/// on these 2 cores, so the comparison is like for like; a node holds two so that idle
/// sessions kept for reuse do not block new ones.
const SESSIONS_PER_NODE: usize = 2;

/// The nodes, one per browser the harness drives locally.
const NODES: [LocalBrowser; 3] = plumbing::LOCAL_BROWSERS;

/// WebKit sessions its node relays at once: WebKitWebDriver serves one.
const WEBKIT_SESSIONS: usize = 1;

/// How long the hub and its nodes may take to come up.
const GRID_START_TIMEOUT: Duration = Duration::from_secs(90);
/// How often the hub's `/status` is asked meanwhile.
const STATUS_INTERVAL: Duration = Duration::from_millis(250);

/// The options of `cargo xtask grid`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Run only the tests whose names contain this (libtest's filter).
    filter: Option<String>,
}

/// Child processes that are stopped when this value is dropped, error or not.
struct Processes(Vec<Child>);

impl Drop for Processes {
    fn drop(&mut self) {
        for child in &mut self.0 {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// Runs the suite standalone, then through a hub and two nodes, and compares.
pub fn run(Args { filter }: Args) -> Result<()> {
    let filter = filter.as_deref();
    let jar = plumbing::find_jar()?;
    let dir = harness_output_dir().join("grid");
    std::fs::create_dir_all(&dir).with_context(|| format!("cannot create {}", dir.display()))?;

    println!("standalone run (the harness starts its own Selenium)...");
    let standalone = run_suite(None, filter)?;

    let [hub_port, publish, subscribe] = [
        free_loopback_addr()?.port(),
        free_loopback_addr()?.port(),
        free_loopback_addr()?.port(),
    ];
    let mut processes = Processes(Vec::new());
    let hub_config = dir.join("hub.toml");
    std::fs::write(
        &hub_config,
        format!(
            "[server]\nhost = \"127.0.0.1\"\nport = {hub_port}\n\n[events]\nbind = true\n\
             publish = \"tcp://127.0.0.1:{publish}\"\nsubscribe = \"tcp://127.0.0.1:{subscribe}\"\n\n\
             [logging]\ntracing = false\n"
        ),
    )?;
    processes
        .0
        .push(start_java(&jar, "hub", &hub_config, &dir.join("hub.log"))?);
    let mut node_logs = Vec::new();
    let mut webkit_hosts = Vec::new();
    let events = EventBus { publish, subscribe };
    for (index, node) in NODES.into_iter().enumerate() {
        let index = index + 1;
        let config = dir.join(format!("node-{index}.toml"));
        let node_config = if node == plumbing::WEBKIT {
            let host = WebKitHost::start(&dir, free_loopback_addr()?.port())?;
            let relay = Relay {
                browser: node,
                url: host.driver_url.clone(),
                sessions: WEBKIT_SESSIONS,
            };
            webkit_hosts.push(host);
            plumbing::node_config(
                free_loopback_addr()?.port(),
                &[],
                0,
                Some(events),
                Some(&relay),
            )
        } else {
            let driver = node.driver_executable(&harness_output_dir())?;
            plumbing::node_config(
                free_loopback_addr()?.port(),
                &[(node, driver)],
                SESSIONS_PER_NODE,
                Some(events),
                None,
            )
        };
        std::fs::write(&config, node_config)?;
        let log = dir.join(format!("node-{index}.log"));
        processes.0.push(start_java(&jar, "node", &config, &log)?);
        node_logs.push(log);
    }
    let hub = format!("http://127.0.0.1:{hub_port}");
    let up = plumbing::wait_for_status(&hub, GRID_START_TIMEOUT, STATUS_INTERVAL, |status| {
        status.ready && status.nodes_up >= NODES.len()
    });
    if up.is_none() {
        bail!(
            "the grid did not report {} nodes up within {GRID_START_TIMEOUT:?}; see {}",
            NODES.len(),
            dir.join("*.log").display()
        );
    }
    println!(
        "grid ready at {hub} with {} nodes; running the suite through it...",
        NODES.len()
    );
    let distributed = run_suite(Some(&hub), filter)?;
    drop(processes);
    drop(webkit_hosts);

    println!("\n                      wall time   result");
    println!(
        "standalone (1 jar)    {:>8.1?}   {}",
        standalone.elapsed,
        verdict(&standalone)
    );
    println!(
        "hub + {} nodes         {:>8.1?}   {}",
        NODES.len(),
        distributed.elapsed,
        verdict(&distributed)
    );
    // Each node's log names the sessions it created; the JUnit report of the grid run names
    // the session each test ran in.
    let junit_path = std::env::var_os("HARNESS_JUNIT")
        .map_or_else(|| harness_output_dir().join("junit.xml"), PathBuf::from);
    let junit = std::fs::read_to_string(junit_path).unwrap_or_default();
    for (index, log) in node_logs.iter().enumerate() {
        let text = std::fs::read_to_string(log).unwrap_or_default();
        let sessions = created_sessions(&text);
        let tests: usize = sessions
            .iter()
            .map(|id| {
                junit
                    .matches(&format!("name=\"session\" value=\"{id}\""))
                    .count()
            })
            .sum();
        println!(
            "node {} ({}): {} sessions, {tests} browser test runs (log: {})",
            index + 1,
            NODES[index].display_name,
            sessions.len(),
            log.display()
        );
    }
    if !standalone.success || !distributed.success {
        bail!("a suite run failed; see the output above");
    }
    Ok(())
}

fn start_java(jar: &Path, role: &str, config: &Path, log: &Path) -> Result<Child> {
    let out =
        std::fs::File::create(log).with_context(|| format!("cannot create {}", log.display()))?;
    Command::new("java")
        .args(plumbing::JAVA_OPTIONS)
        .arg("-jar")
        .arg(jar)
        .arg(role)
        .arg("--config")
        .arg(config)
        .env("SE_OFFLINE", "true")
        .stdin(Stdio::null())
        .stdout(out.try_clone()?)
        .stderr(out)
        .spawn()
        .with_context(|| format!("cannot start the Selenium {role}; is Java installed?"))
}

/// Runs the harness, optionally through `selenium_url`, keeping the output of a failed run.
fn run_suite(selenium_url: Option<&str>, filter: Option<&str>) -> Result<SuiteRun> {
    let suite = libtest::run_harness(|command| {
        if let Some(filter) = filter {
            command.args(["--", filter]);
        }
        if let Some(url) = selenium_url {
            command.env("SELENIUM_URL", url);
        }
    })?;
    if !suite.success {
        let log = harness_output_dir().join("grid/failed-run.log");
        suite.save_log(&log)?;
        println!("the run failed; its output is in {}", log.display());
    }
    Ok(suite)
}

/// A one-word result with the counts.
fn verdict(suite: &SuiteRun) -> String {
    format!(
        "{} ({} passed, {} failed)",
        if suite.success { "passed" } else { "FAILED" },
        suite.passed,
        suite.failed.len()
    )
}

/// The ids of the sessions a node's log says it created.
fn created_sessions(log: &str) -> Vec<&str> {
    log.lines()
        .filter_map(|line| line.split_once("Session created by the Node. Id: "))
        .filter_map(|(_, rest)| rest.split([',', ' ']).next())
        .collect()
}
