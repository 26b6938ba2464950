//! Installing what a fresh machine lacks: Debian packages, geckodriver and the npm
//! workspace.

use crate::command::{Running, cmd, execute, on_path, root, start};
use anyhow::{Result, bail};
use facts::selenium::{CHROMIUM, FIREFOX_ESR, GECKODRIVER_VERSION};
use std::path::Path;

/// The Debian packages the suite needs, and a file each one provides. Lighthouse measures
/// with Chromium's headless shell (`gates::LIGHTHOUSE_CHROME`). WebKit's driver
/// brings MiniBrowser with it; Xvfb gives MiniBrowser a display and xsettingsd its
/// settings (`facts::selenium::webkit`).
const SYSTEM_PACKAGES: &[(&str, &str)] = &[
    ("chromium", CHROMIUM.binary),
    ("chromium-driver", "/usr/bin/chromedriver"),
    ("chromium-headless-shell", crate::gates::LIGHTHOUSE_CHROME),
    ("firefox-esr", FIREFOX_ESR.binary),
    ("webkit2gtk-driver", "WebKitWebDriver"),
    ("xvfb", "Xvfb"),
    ("xsettingsd", "xsettingsd"),
    ("default-jre-headless", "java"),
];

/// Installs missing Debian packages with apt-get when running as root; otherwise stops
/// with the list of what to install.
pub fn system_packages() -> Result<()> {
    let missing: Vec<&str> = SYSTEM_PACKAGES
        .iter()
        .filter(|(_, provides)| {
            if provides.starts_with('/') {
                !Path::new(provides).exists()
            } else {
                !on_path(provides)
            }
        })
        .map(|(package, _)| *package)
        .collect();
    if missing.is_empty() {
        println!("system packages: all present");
        return Ok(());
    }
    let is_root = cmd("id", &["-u"])
        .output()
        .is_ok_and(|out| String::from_utf8_lossy(&out.stdout).trim() == "0");
    if !is_root || !on_path("apt-get") {
        bail!(
            "missing system packages: {}; install them with `sudo apt-get install {}` and re-run",
            missing.join(", "),
            missing.join(" ")
        );
    }
    execute(cmd("apt-get", &["update", "-qq"]))?;
    let mut install = cmd(
        "apt-get",
        &["install", "-y", "-qq", "--no-install-recommends"],
    );
    install
        .args(&missing)
        .env("DEBIAN_FRONTEND", "noninteractive");
    execute(install)?;
    Ok(())
}

/// Starts building geckodriver from its crate into `tools/` in the target directory, where
/// the harness looks for it (`facts::selenium::FIREFOX_ESR.driver()`), unless that version
/// is there. Nothing is downloaded but the crate's sources, from the registry cargo already
/// uses. The build is mostly compiling and the Debian and npm installs mostly downloading,
/// so the caller runs those meanwhile and then [`Running::finish`]es it.
pub fn start_geckodriver() -> Result<Option<Running>> {
    let tools = facts::selenium::tools_dir();
    let installed = FIREFOX_ESR.driver();
    let version = cmd(&installed.display().to_string(), &["--version"])
        .output()
        .ok()
        .map(|out| String::from_utf8_lossy(&out.stdout).into_owned());
    if version.is_some_and(|v| v.starts_with(&format!("geckodriver {GECKODRIVER_VERSION}"))) {
        println!("geckodriver: {GECKODRIVER_VERSION} present");
        return Ok(None);
    }
    let mut install = cmd(
        "cargo",
        &[
            "install",
            "--locked",
            "--quiet",
            "geckodriver",
            "--version",
            GECKODRIVER_VERSION,
            "--root",
        ],
    );
    install.arg(&tools);
    start(install).map(Some)
}

/// Runs `npm ci` unless `node_modules` already matches `package-lock.json`.
pub fn npm_packages() -> Result<()> {
    if !on_path("npm") {
        bail!(
            "npm is missing; install Node.js 20.19 or newer (it provides npm; package.json's \
             engines has the exact range) and re-run"
        );
    }
    let root = root();
    let lock = root.join("package-lock.json");
    let installed = root.join("node_modules/.package-lock.json");
    let modified = |path: &Path| path.metadata().and_then(|m| m.modified()).ok();
    let fresh = matches!((modified(&installed), modified(&lock)), (Some(i), Some(l)) if i >= l);
    if fresh && std::env::var_os("CI").is_none() {
        println!("npm packages: node_modules matches package-lock.json");
        return Ok(());
    }
    execute(cmd("npm", &["ci", "--no-audit", "--no-fund"]))?;
    Ok(())
}
