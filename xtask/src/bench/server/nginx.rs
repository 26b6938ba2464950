//! nginx configured as hive-server serves `site/dist`, from `xtask/bench/nginx.conf.template`:
//! the same precompressed files via `gzip_static` (and `brotli_static` when Debian's module
//! is installed), the same security and cache headers, an access log line per request.

use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};

use anyhow::{Context, Result};

use super::process::Server;
use crate::command::{free_loopback_addr, on_path};

/// Debian's brotli module for nginx; without it both servers are compared on gzip.
pub const BROTLI_MODULE: &str = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/// Whether nginx can serve the `.br` files.
pub fn has_brotli() -> bool {
    Path::new(BROTLI_MODULE).exists()
}

/// Starts nginx on a free loopback port, serving `dist` with `headers` on every answer, its
/// files under `out/nginx`.
pub fn start(root: &Path, dist: &Path, out: &Path, headers: &[(String, String)]) -> Result<Server> {
    let addr = free_loopback_addr()?;
    let prefix = out.join("nginx");
    fs::create_dir_all(&prefix).with_context(|| format!("create {}", prefix.display()))?;
    // nginx appends to its access log, about 500 MB per bench; starting it empty, as
    // hive-server's log is, keeps repeated benches from filling the disk.
    fs::File::create(prefix.join("access.log")).context("empty nginx's access log")?;
    let template = fs::read_to_string(root.join("xtask/bench/nginx.conf.template"))
        .context("read xtask/bench/nginx.conf.template")?;
    let headers = headers
        .iter()
        .map(|(name, value)| {
            format!(
                "add_header {name} \"{}\" always;",
                value.replace('"', "\\\"")
            )
        })
        .collect::<Vec<_>>()
        .join("\n            ");
    let brotli = has_brotli();
    let config = template
        .replace("{{PREFIX}}", utf8(&prefix)?)
        .replace("{{ROOT}}", utf8(dist)?)
        .replace("{{PORT}}", &addr.port().to_string())
        .replace("{{SECURITY_HEADERS}}", &headers)
        .replace(
            "{{LOAD_MODULES}}",
            &if brotli {
                format!("load_module {BROTLI_MODULE};")
            } else {
                String::new()
            },
        )
        .replace(
            "{{BROTLI_STATIC}}",
            if brotli { "brotli_static on;" } else { "" },
        );
    let config_path = prefix.join("nginx.conf");
    fs::write(&config_path, config).context("write nginx.conf")?;
    let program = if on_path("nginx") {
        "nginx"
    } else {
        "/usr/sbin/nginx"
    };
    let mut command = Command::new(program);
    command
        .args(["-p", utf8(&prefix)?, "-c", utf8(&config_path)?])
        .stdout(Stdio::null())
        .stderr(Stdio::inherit());
    // The workers are nginx's children, and do the serving.
    Server::start(command, addr, true)
}

fn utf8(path: &Path) -> Result<&str> {
    path.to_str()
        .with_context(|| format!("{} is not UTF-8", path.display()))
}
