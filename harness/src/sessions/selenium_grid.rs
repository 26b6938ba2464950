//! The Selenium Grid the browsers come from: the local standalone jar, started through the
//! guard, or any Grid named by `SELENIUM_URL`.

use crate::base::engine::{Engine, Requested};
use crate::base::timings::{CONDITION_INTERVAL, GRID_START_TIMEOUT};
use crate::base::workspace;
use crate::sessions::guard::Guard;
use anyhow::{Context, Result, bail};
use facts::selenium::webkit::WebKitHost;
use facts::selenium::{self as plumbing, LocalBrowser, Relay, Status};
use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;
use std::sync::Arc;

/// Browser sessions the local Grid runs at once, whatever their browser: one per core of
/// the 2-core machine.
pub const LOCAL_SLOTS: usize = 2;

/// WebKit sessions the local Grid runs at once: WebKitWebDriver serves one session, and a
/// node relays to one address.
pub const WEBKIT_SLOTS: usize = 1;

/// The browser and driver the local Grid node drives for `engine`.
pub fn local_browser(engine: Engine) -> LocalBrowser {
    match engine {
        Engine::Chrome => plumbing::CHROMIUM,
        Engine::Firefox => plumbing::FIREFOX_ESR,
        Engine::WebKit => plumbing::WEBKIT,
    }
}

/// How many sessions of `engine` a Grid's status says it runs at once.
fn offered(status: &Status, engine: Engine) -> usize {
    status
        .slots
        .get(local_browser(engine).name)
        .copied()
        .unwrap_or(0)
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
    /// The engines the run was left to choose (`HARNESS_BROWSERS` unset) that this Grid
    /// does not offer, each with why.
    pub missing: Lacking,
    /// The harness's own WebKit host, which the local Grid relays WebKit sessions to.
    pub webkit_host: Option<Arc<WebKitHost>>,
}

impl Grid {
    /// Connects to `url` and checks that it is ready and offers each engine `requested`
    /// names; when `HARNESS_BROWSERS` named none, it offers at least one of them, and those it
    /// lacks are `missing`.
    pub async fn connect(url: &str, requested: &Requested) -> Result<Grid> {
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
        let (slots, missing) = choose(&url, &status, requested)?;
        let running = slots.values().sum();
        Ok(Grid {
            url,
            slots,
            running,
            local: false,
            missing,
            webkit_host: None,
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
        for &engine in engines.iter().filter(|&&engine| engine != Engine::WebKit) {
            let browser = local_browser(engine);
            drivers.push((browser, browser.driver_executable(&dir)?));
        }
        let webkit_host = match engines.contains(&Engine::WebKit) {
            true => {
                let driver_port = free_port()?;
                let start = tokio::task::spawn_blocking(move || {
                    WebKitHost::start(&workspace::output_dir(), driver_port)
                });
                Some(Arc::new(
                    start
                        .await
                        .context("the start of WebKit's host panicked")??,
                ))
            }
            false => None,
        };
        let relay = webkit_host.as_ref().map(|host| Relay {
            browser: plumbing::WEBKIT,
            url: host.driver_url.clone(),
            sessions: WEBKIT_SLOTS,
        });
        let config = dir.join(format!("grid-{port}.toml"));
        std::fs::write(
            &config,
            plumbing::node_config(port, &drivers, LOCAL_SLOTS, None, relay.as_ref()),
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
        // The host's processes are the harness's children, which outlive it; the guard stops
        // them after Selenium, however the run ends.
        for pid in webkit_host.iter().flat_map(|host| host.pids()) {
            guard.process_started(pid);
        }

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
            .map(|&engine| (engine, offered(&status, engine).min(LOCAL_SLOTS)))
            .collect();
        Ok((
            Grid {
                url,
                slots,
                running: LOCAL_SLOTS,
                local: true,
                missing: Vec::new(),
                webkit_host,
            },
            guard,
        ))
    }
}

/// Engines a Grid lacks, each with why.
pub type Lacking = Vec<(Engine, String)>;

/// The engines a run takes from a Grid whose status is `status`, with the sessions each
/// runs at once, and the engines it lacks with why. An engine `HARNESS_BROWSERS` named
/// that the Grid lacks fails the run, as does a Grid with none of the engines asked for.
fn choose(
    url: &str,
    status: &Status,
    requested: &Requested,
) -> Result<(BTreeMap<Engine, usize>, Lacking)> {
    let mut slots = BTreeMap::new();
    let mut missing = Vec::new();
    for &engine in &requested.engines {
        let browser_name = local_browser(engine).name;
        match offered(status, engine) {
            0 if requested.explicit => bail!(
                "the Selenium Grid at {url} offers no {engine} session (browserName \
                 {browser_name:?}); add a {engine} node to it (`cargo xtask grid` shows \
                 one), or leave {engine} out of HARNESS_BROWSERS"
            ),
            0 => missing.push((
                engine,
                format!("the Selenium Grid at {url} offers no {browser_name} session"),
            )),
            count => {
                slots.insert(engine, count);
            }
        }
    }
    if slots.is_empty() {
        bail!(
            "the Selenium Grid at {url} offers none of the browsers the harness drives \
             ({})",
            requested
                .engines
                .iter()
                .map(|engine| local_browser(*engine).name)
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    Ok((slots, missing))
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
    use super::{choose, local_browser};
    use crate::base::engine::{Engine, Requested};
    use facts::selenium::Status;

    /// The status of a Grid like docker-compose's, which runs Chromium only.
    fn chromium_only() -> Status {
        Status {
            ready: true,
            slots: [("chrome".to_owned(), 2)].into(),
            ..Status::default()
        }
    }

    #[test]
    fn an_engine_asked_for_by_name_that_the_grid_lacks_fails_at_once_naming_the_fix() {
        let asked = Requested {
            engines: vec![Engine::WebKit],
            explicit: true,
        };
        let error = choose("http://grid:4444", &chromium_only(), &asked)
            .expect_err("the Grid has no WebKit")
            .to_string();
        assert!(
            error.contains("offers no webkit session") && error.contains("HARNESS_BROWSERS"),
            "{error}"
        );
    }

    #[test]
    fn with_no_engine_named_the_run_takes_what_the_grid_has_and_says_what_it_lacks() {
        let every = Requested {
            engines: Engine::ALL.to_vec(),
            explicit: false,
        };
        let (slots, missing) =
            choose("http://grid:4444", &chromium_only(), &every).expect("chrome");
        assert_eq!(slots, [(Engine::Chrome, 2)].into());
        let lacking: Vec<Engine> = missing.iter().map(|(engine, _)| *engine).collect();
        assert_eq!(lacking, [Engine::Firefox, Engine::WebKit]);
        assert!(
            missing[1].1.contains("no MiniBrowser session"),
            "{missing:?}"
        );
        let none = Status {
            ready: true,
            ..Status::default()
        };
        assert!(choose("http://grid:4444", &none, &every).is_err());
    }

    #[test]
    fn each_engine_has_its_own_local_browser() {
        let names: std::collections::BTreeSet<&str> =
            Engine::ALL.map(|engine| local_browser(engine).name).into();
        assert_eq!(names.len(), Engine::ALL.len());
        assert_eq!(local_browser(Engine::WebKit).name, "MiniBrowser");
    }
}
