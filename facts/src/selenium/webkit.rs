//! WebKit's place on a local Selenium node. MiniBrowser has no headless mode, so a WebKit
//! host is three processes: a private Xvfb display, an XSETTINGS manager on it (xsettingsd,
//! through which the harness turns reduced motion on and off as a desktop's own setting
//! does), and WebKitWebDriver, to which the node relays WebKit sessions.
//!
//! The host never uses a display of the machine: Xvfb picks a free display number itself
//! (`-displayfd`) and listens on no TCP port.

use crate::http;
use anyhow::{Context, Result, bail};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Xvfb's screen. A window may be larger than its screen (the visual check grows it to the
/// page's full height), so this only needs to hold the widest viewport.
const SCREEN: &str = "1280x1024x24";

/// How long Xvfb may take to open its display, and WebKitWebDriver to answer `/status`.
const START_TIMEOUT: Duration = Duration::from_secs(20);

/// How often WebKitWebDriver's `/status` is asked meanwhile.
const STATUS_INTERVAL: Duration = Duration::from_millis(50);

/// MiniBrowser paints with Skia on the CPU rather than through GL, which on a machine without
/// a GPU is Mesa's software renderer: that painted one phone-width page differently from load
/// to load (40,000-66,000 pixels apart, text and rounded edges), the CPU painted it the same
/// four times in four.
const CPU_RENDERING: (&str, &str) = ("WEBKIT_SKIA_ENABLE_CPU_RENDERING", "1");

/// The XSETTINGS every WebKit page is rendered with, besides the animation setting: greyscale
/// antialiasing without hinting at 96 dpi, as the Chromium sessions' `--disable-lcd-text` and
/// `--font-render-hinting=none`, so text renders the same from run to run.
const FONT_SETTINGS: &str = "Xft/Antialias 1\nXft/Hinting 0\nXft/HintStyle \"hintnone\"\n\
                             Xft/RGBA \"none\"\nXft/DPI 98304\n";

/// A running WebKit host: its display, its settings manager and its driver.
#[derive(Debug)]
pub struct WebKitHost {
    /// The X display MiniBrowser opens, such as `:3`.
    pub display: String,
    /// WebKitWebDriver's address, which a node relays to.
    pub driver_url: String,
    settings: PathBuf,
    reduces_motion: AtomicBool,
    xvfb: Child,
    xsettingsd: Child,
    driver: Child,
}

impl WebKitHost {
    /// Starts Xvfb, xsettingsd and WebKitWebDriver on loopback port `port`, with their output
    /// in `dir`, and waits until the driver is ready. Each failure names what is missing and
    /// how to get it.
    pub fn start(dir: &Path, port: u16) -> Result<WebKitHost> {
        for (program, package) in [
            ("Xvfb", "xvfb"),
            ("xsettingsd", "xsettingsd"),
            ("WebKitWebDriver", "webkit2gtk-driver"),
        ] {
            if !crate::workspace::on_path(program) {
                bail!(
                    "WebKit needs {program}, which is not installed; install it with \
                     `apt-get install {package}` (`cargo xtask test` does this)"
                );
            }
        }
        let log = |name: &str| -> Result<Stdio> {
            let path = dir.join(name);
            let file = std::fs::File::create(&path)
                .with_context(|| format!("cannot create {}", path.display()))?;
            Ok(Stdio::from(file))
        };
        let (mut xvfb, display) = start_display(log("webkit-xvfb.log")?, dir)?;
        let settings = dir.join(format!("webkit-xsettings-{}.conf", &display[1..]));
        let started = write_settings(&settings, false).and_then(|()| {
            Command::new("xsettingsd")
                .arg("-c")
                .arg(&settings)
                .env("DISPLAY", &display)
                .stdin(Stdio::null())
                .stdout(log("webkit-xsettingsd.log")?)
                .stderr(log("webkit-xsettingsd.log")?)
                .spawn()
                .context("cannot start xsettingsd")
        });
        let mut xsettingsd = match started {
            Ok(child) => child,
            Err(error) => {
                stop(&mut xvfb);
                return Err(error);
            }
        };
        let driver = Command::new("WebKitWebDriver")
            .arg(format!("--port={port}"))
            .env("DISPLAY", &display)
            .env(CPU_RENDERING.0, CPU_RENDERING.1)
            .stdin(Stdio::null())
            .stdout(log("webkit-driver.log")?)
            .stderr(log("webkit-driver.log")?)
            .spawn()
            .context("cannot start WebKitWebDriver");
        let driver = match driver {
            Ok(child) => child,
            Err(error) => {
                stop(&mut xsettingsd);
                stop(&mut xvfb);
                return Err(error);
            }
        };
        let host = WebKitHost {
            display,
            driver_url: format!("http://127.0.0.1:{port}"),
            settings,
            reduces_motion: AtomicBool::new(false),
            xvfb,
            xsettingsd,
            driver,
        };
        host.wait_for_driver(dir)?;
        Ok(host)
    }

    /// The process ids of the host's three processes, in the order they should be stopped.
    pub fn pids(&self) -> [u32; 3] {
        [self.driver.id(), self.xsettingsd.id(), self.xvfb.id()]
    }

    /// Turns the display's animations off (`reduce`) or on, which WebKit reports to pages as
    /// `prefers-reduced-motion`. The settings manager re-reads its file on SIGHUP and tells
    /// every window at once; the caller waits until the page sees the change.
    pub fn set_reduced_motion(&self, reduce: bool) -> Result<()> {
        write_settings(&self.settings, reduce)?;
        let status = Command::new("kill")
            .args(["-HUP", &self.xsettingsd.id().to_string()])
            .status()
            .context("cannot signal xsettingsd")?;
        if !status.success() {
            bail!("xsettingsd on {} is no longer running", self.display);
        }
        self.reduces_motion.store(reduce, Ordering::Relaxed);
        Ok(())
    }

    /// Whether the display's animations are off.
    pub fn reduces_motion(&self) -> bool {
        self.reduces_motion.load(Ordering::Relaxed)
    }

    fn wait_for_driver(&self, dir: &Path) -> Result<()> {
        let started = Instant::now();
        let status = format!("{}/status", self.driver_url);
        while started.elapsed() < START_TIMEOUT {
            if http::get(&status, &[], STATUS_INTERVAL * 20)
                .is_ok_and(|response| response.status().is_success())
            {
                return Ok(());
            }
            std::thread::sleep(STATUS_INTERVAL);
        }
        bail!(
            "WebKitWebDriver did not answer at {status} within {START_TIMEOUT:?}; see {}",
            dir.join("webkit-driver.log").display()
        )
    }
}

impl Drop for WebKitHost {
    fn drop(&mut self) {
        stop(&mut self.driver);
        stop(&mut self.xsettingsd);
        stop(&mut self.xvfb);
    }
}

/// Starts Xvfb on the first free display, which it writes to its standard output once it
/// accepts clients, and returns it with the display's name.
fn start_display(log: Stdio, dir: &Path) -> Result<(Child, String)> {
    let mut xvfb = Command::new("Xvfb")
        .args([
            "-displayfd",
            "1",
            "-screen",
            "0",
            SCREEN,
            "-nolisten",
            "tcp",
        ])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(log)
        .spawn()
        .context("cannot start Xvfb")?;
    let stdout = xvfb.stdout.take().context("Xvfb has no standard output")?;
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut line = String::new();
        let read = BufReader::new(stdout).read_line(&mut line);
        let _ = sender.send(read.map(|_| line));
    });
    let number = match receiver.recv_timeout(START_TIMEOUT) {
        Ok(Ok(line)) if line.trim().parse::<u32>().is_ok() => line.trim().to_owned(),
        outcome => {
            stop(&mut xvfb);
            let log = dir.join("webkit-xvfb.log");
            let said = std::fs::read_to_string(&log).unwrap_or_default();
            let last = said.lines().rev().find(|line| !line.trim().is_empty());
            let why = match (outcome, last) {
                (Err(_), _) => format!("Xvfb did not open a display within {START_TIMEOUT:?}"),
                (_, Some(line)) => {
                    format!("Xvfb exited without opening a display ({})", line.trim())
                }
                (_, None) => "Xvfb exited without opening a display".to_owned(),
            };
            bail!(
                "WebKit's private X display could not start: {why}; see {}",
                log.display()
            );
        }
    };
    Ok((xvfb, format!(":{number}")))
}

/// Writes the XSETTINGS file: the font settings, and animations off when `reduce`.
fn write_settings(path: &Path, reduce: bool) -> Result<()> {
    let animations = if reduce { 0 } else { 1 };
    std::fs::write(
        path,
        format!("{FONT_SETTINGS}Gtk/EnableAnimations {animations}\n"),
    )
    .with_context(|| format!("cannot write {}", path.display()))
}

/// Asks a child to stop with SIGTERM, then kills it if it has not within a second.
fn stop(child: &mut Child) {
    let _ = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status();
    let deadline = Instant::now() + Duration::from_secs(1);
    while Instant::now() < deadline {
        if let Ok(Some(_)) = child.try_wait() {
            return;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = child.kill();
    let _ = child.wait();
}
