//! `hive-server --probe URL`: one plain-HTTP GET, for container health checks.
//!
//! The runtime image has no curl, so the binary checks itself. A raw `TcpStream` request
//! is all a loopback health check needs, and it adds no dependency.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpStream, ToSocketAddrs};
use std::time::{Duration, Instant};

use anyhow::{Context, bail};

/// How long the whole probe may take by default, connecting, sending and reading the
/// status line included: short enough to report before Docker's 3 s health-check limit.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(2);

/// The answer to a probe.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProbeResult {
    /// The status line as received, without its line ending (`HTTP/1.1 200 OK`).
    pub status_line: String,
    /// The status code.
    pub status: u16,
}

impl ProbeResult {
    /// True for a 2xx status.
    pub fn is_success(&self) -> bool {
        (200..300).contains(&self.status)
    }
}

/// Sends `GET` to an `http://HOST[:PORT][/PATH]` URL and reads the status line.
///
/// - The port defaults to 80 and the path to `/`; the query, if any, is sent too.
/// - Every step shares one `timeout`, so a hung server fails the probe in time.
/// - Fails for any other scheme, a URL with user info or a fragment only, an address that
///   does not resolve, a refused connection, a timeout, or a reply that is not HTTP.
pub fn probe(url: &str, timeout: Duration) -> anyhow::Result<ProbeResult> {
    let (host, port, target) = parse_url(url)?;
    let deadline = Instant::now() + timeout;
    let remaining = || {
        deadline
            .checked_duration_since(Instant::now())
            .filter(|left| !left.is_zero())
            .context("the probe timed out")
    };
    let addresses: Vec<_> = (host.trim_start_matches('[').trim_end_matches(']'), port)
        .to_socket_addrs()
        .with_context(|| format!("resolve {host}"))?
        .collect();
    let mut last_error = None;
    let mut stream = None;
    for address in addresses {
        match TcpStream::connect_timeout(&address, remaining()?) {
            Ok(connected) => {
                stream = Some(connected);
                break;
            }
            Err(error) => last_error = Some(error),
        }
    }
    let mut stream = match (stream, last_error) {
        (Some(stream), _) => stream,
        (None, Some(error)) => {
            return Err(error).with_context(|| format!("connect to {host}:{port}"));
        }
        (None, None) => bail!("{host} resolved to no address"),
    };
    stream
        .set_write_timeout(Some(remaining()?))
        .context("set the write timeout")?;
    let request = format!(
        "GET {target} HTTP/1.1\r\nHost: {host}:{port}\r\nUser-Agent: hive-server-probe\r\n\
         Connection: close\r\n\r\n"
    );
    stream
        .write_all(request.as_bytes())
        .context("send the probe request")?;
    stream
        .set_read_timeout(Some(remaining()?))
        .context("set the read timeout")?;
    let mut status_line = String::new();
    // A status line is short; the cap keeps a misbehaving peer from feeding megabytes.
    BufReader::new(stream.take(1024))
        .read_line(&mut status_line)
        .context("read the status line")?;
    let status_line = status_line.trim_end().to_owned();
    let status = status_line
        .strip_prefix("HTTP/1.")
        .and_then(|rest| rest.get(2..5))
        .and_then(|code| code.parse::<u16>().ok())
        .with_context(|| format!("the reply is not HTTP: {status_line:?}"))?;
    Ok(ProbeResult {
        status_line,
        status,
    })
}

/// Splits `http://host[:port][/path]` into host, port and request target.
fn parse_url(url: &str) -> anyhow::Result<(String, u16, String)> {
    let rest = url
        .strip_prefix("http://")
        .with_context(|| format!("probe URL {url:?} must start with http://"))?;
    let (authority, target) = match rest.find(['/', '?']) {
        Some(index) => (&rest[..index], &rest[index..]),
        None => (rest, "/"),
    };
    let target = target.split('#').next().unwrap_or("/");
    let target = if target.starts_with('?') {
        format!("/{target}")
    } else {
        target.to_owned()
    };
    if authority.is_empty() || authority.contains('@') {
        bail!("probe URL {url:?} needs a host and no user info");
    }
    if !target.bytes().all(|byte| byte.is_ascii_graphic()) {
        bail!("probe URL {url:?} has spaces or non-ASCII characters in its path");
    }
    // A bracketed IPv6 host keeps its colons; the port follows the closing bracket.
    let (host, port) = match authority.rsplit_once(':') {
        Some((host, port)) if !port.contains(']') => {
            let port = port
                .parse::<u16>()
                .with_context(|| format!("probe URL {url:?} has a bad port"))?;
            (host, port)
        }
        _ => (authority, 80),
    };
    Ok((host.to_owned(), port, target))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_split_into_host_port_and_target() {
        let parse = |url| parse_url(url).expect("valid probe URL");
        assert_eq!(
            parse("http://127.0.0.1:8080/healthz"),
            ("127.0.0.1".to_owned(), 8080, "/healthz".to_owned())
        );
        assert_eq!(
            parse("http://localhost"),
            ("localhost".to_owned(), 80, "/".to_owned())
        );
        assert_eq!(
            parse("http://[::1]:9000/a?b=c#frag"),
            ("[::1]".to_owned(), 9000, "/a?b=c".to_owned())
        );
        assert_eq!(
            parse("http://[::1]"),
            ("[::1]".to_owned(), 80, "/".to_owned())
        );
        assert!(parse_url("https://127.0.0.1/").is_err());
        assert!(parse_url("http://user@host/").is_err());
        assert!(parse_url("http://host:99999/").is_err());
        assert!(parse_url("http:///path").is_err());
    }
}
