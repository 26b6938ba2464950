//! The Selenium Grid the browsers come from: the local standalone jar, started through the
//! guard, or any Grid named by `SELENIUM_URL`.

use crate::engine::Engine;
use crate::guard::Guard;
use crate::timings::{CONDITION_INTERVAL, GRID_START_TIMEOUT};
use crate::workspace;
use anyhow::{Context, Result, bail};
use facts::selenium::{self as plumbing, LocalBrowser, Status};
use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

/// Browser sessions the local Grid runs at once, whatever their browser: one per core of
/// the 2-core machine.
pub const LOCAL_SLOTS: usize = 2;

/// The browser and driver the local Grid node drives for `engine`.
pub fn local_browser(engine: Engine) -> LocalBrowser {
    match engine {
        Engine::Chrome => plumbing::CHROMIUM,
        Engine::Firefox => plumbing::FIREFOX_ESR,
    }
}

/// Fails fast, with the command that installs it, when `engine`'s browser or driver is
/// missing.
pub fn check_installed(engine: Engine) -> Result<()> {
    let browser = local_browser(engine);
    for path in [Path::new(browser.binary), browser.driver().as_path()] {
        if !path.exists() {
            bail!(
                "{engine} is asked for (HARNESS_BROWSERS) but {} is missing; install it with \
                 `{}` (`cargo xtask test` does this), leave {engine} out of HARNESS_BROWSERS, \
                 or set SELENIUM_URL to use another Grid",
                path.display(),
                browser.install(),
            );
        }
    }
    Ok(())
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
    /// Whether it is the harness's own standalone server on this machine, whose browsers
    /// can open local files and reach loopback addresses (a remote Grid's cannot).
    pub local: bool,
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
            local: false,
        })
    }

    /// Starts the standalone jar from `node_modules` on a free loopback port, owned by
    /// `guard`-style supervision, and waits until it is ready.
    pub async fn start_local(engines: &[Engine]) -> Result<(Grid, Guard)> {
        for &engine in engines {
            check_installed(engine)?;
        }
        let jar = plumbing::find_jar()?;
        let port = free_port()?;
        let dir = workspace::output_dir();
        std::fs::create_dir_all(&dir)
            .with_context(|| format!("cannot create {}", dir.display()))?;
        let mut drivers = Vec::new();
        for &engine in engines {
            let browser = local_browser(engine);
            drivers.push((browser, browser.driver_executable(&dir)?));
        }
        let config = dir.join(format!("grid-{port}.toml"));
        std::fs::write(
            &config,
            plumbing::node_config(port, &drivers, LOCAL_SLOTS, None),
        )
        .with_context(|| format!("cannot write {}", config.display()))?;
        let log = dir.join("selenium.log");

        let mut java = Command::new("java");
        java.args(plumbing::JAVA_OPTIONS)
            .arg("-jar")
            .arg(&jar)
            .arg("standalone")
            .arg("--config")
            .arg(&config)
            .env("SE_OFFLINE", "true");
        let guard = Guard::start(Some((&java, &log)))?;

        let url = format!("http://127.0.0.1:{port}");
        let poll = url.clone();
        let ready = tokio::task::spawn_blocking(move || {
            plumbing::wait_for_status(&poll, GRID_START_TIMEOUT, CONDITION_INTERVAL, |status| {
                status.ready
            })
        })
        .await
        .context("the wait for the local Selenium server panicked")?;
        let Some(status) = ready else {
            bail!(
                "the local Selenium server did not become ready within {:?}; see {}",
                GRID_START_TIMEOUT,
                log.display()
            );
        };
        // Selenium has read its config by now; the file would only pile up.
        let _ = std::fs::remove_file(&config);
        let slots = engines
            .iter()
            .map(|&engine| {
                let count = status.slots.get(engine.name()).copied().unwrap_or(0);
                (engine, count.min(LOCAL_SLOTS))
            })
            .collect();
        Ok((
            Grid {
                url,
                slots,
                running: LOCAL_SLOTS,
                local: true,
            },
            guard,
        ))
    }
}

/// The Grid's `/status`, asked on a blocking thread as the HTTP client is a blocking one.
async fn status(url: &str) -> Result<Status> {
    let url = url.to_owned();
    tokio::task::spawn_blocking(move || plumbing::status(&url))
        .await
        .context("the /status request panicked")?
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
    use super::local_browser;
    use crate::engine::Engine;

    #[test]
    fn each_engine_has_the_local_browser_of_its_name() {
        for engine in Engine::ALL {
            assert_eq!(local_browser(engine).name, engine.name());
        }
    }
}
