//! What the server's test binaries share: a throwaway built site, in-process and loopback
//! requests, and the header checks every response must pass.

// Each test binary uses a different part of this module.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use axum::body::{Body, to_bytes};
use axum::http::{HeaderMap, HeaderValue, Method, Request, StatusCode, header};
use server::{Config, Limits};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tower::ServiceExt;

pub const INDEX_HTML: &str = "<!doctype html><title>The Hive</title>";
pub const CONTACT_HTML: &str = "<!doctype html><title>Contact</title>";
pub const NOT_FOUND_HTML: &str = "<!doctype html><title>Page not found</title>";
pub const APP_JS: &str = "console.log('hive');";
/// Stand-ins for precompressed bytes; the server never decodes them, it only picks one.
pub const APP_JS_BR: &str = "BR";
pub const APP_JS_GZ: &str = "GZIP";

/// Text that lives outside the served files; no response may ever contain it.
pub const CANARIES: [&str; 5] = [
    "SECRET=1",
    "[core]",
    "outside the site",
    "sourceMappingURL-canary",
    "root:x:0:0",
];

/// The headers every response of the server must carry.
pub use facts::SECURITY_HEADERS;

/// A built site in a fresh directory under the system temp dir, removed on drop (even when
/// the test panics).
pub struct TempSite {
    root: PathBuf,
}

impl TempSite {
    /// An empty directory with a name no other test (or test process) uses.
    pub fn empty() -> TempSite {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let root = std::env::temp_dir().join(format!(
            "hive-server-test-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        // A leftover from a crashed run with a recycled pid would skew the test.
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(&root).expect("create temp site root");
        TempSite { root }
    }

    /// A small site with every route of the real route table, plus the leftovers and
    /// secrets a careless deploy might hold.
    pub fn built() -> TempSite {
        let mut site = TempSite::empty();
        for route in server::route_table::routes().expect("route table parses") {
            let html = match route.file.as_str() {
                "index.html" => INDEX_HTML.to_owned(),
                "contact.html" => CONTACT_HTML.to_owned(),
                "404.html" => NOT_FOUND_HTML.to_owned(),
                _ => format!("<!doctype html><title>{}</title>", route.path),
            };
            site = site.with(&route.file, &html);
        }
        site.with("assets/app-abc123.js", APP_JS)
            .with("assets/app-abc123.js.br", APP_JS_BR)
            .with("assets/app-abc123.js.gz", APP_JS_GZ)
            .with("assets/app-abc123.js.map", "sourceMappingURL-canary")
            .with("assets/app-abc123.css", "body{margin:0}")
            .with("robots.txt", "User-agent: *\nAllow: /\n")
            .with("healthz", "a file that must not shadow the health check")
            .with("stray.html", "<!doctype html><title>not a route</title>")
            .with(".env", "SECRET=1")
            .with(".git/config", "[core]")
            .with(".vite/manifest.json", "{\"secret\": \"SECRET=1\"}")
    }

    pub fn with(self, relative: &str, contents: &str) -> TempSite {
        self.with_bytes(relative, contents.as_bytes())
    }

    pub fn with_bytes(self, relative: &str, contents: &[u8]) -> TempSite {
        let path = self.root.join(relative);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).expect("create temp site directory");
        }
        std::fs::write(&path, contents).expect("write temp site file");
        self
    }

    pub fn path(&self) -> &Path {
        &self.root
    }

    pub fn config(&self) -> Config {
        Config::load(&self.root).expect("temp site loads")
    }
}

impl Drop for TempSite {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.root);
    }
}

/// A response with its body read out.
#[derive(Debug)]
pub struct Reply {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Vec<u8>,
}

impl Reply {
    pub fn header(&self, name: &str) -> &str {
        self.headers
            .get(name)
            .map(|value| value.to_str().expect("header is ASCII"))
            .unwrap_or_else(|| panic!("missing {name} header; got {:?}", self.headers))
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    pub fn assert_security_headers(&self) {
        assert_security_headers(self.status, &self.headers);
    }
}

/// Every security header present, and no banner or legacy framing header.
pub fn assert_security_headers(status: StatusCode, headers: &HeaderMap) {
    for name in SECURITY_HEADERS {
        assert!(
            headers.contains_key(name),
            "{status} lacks {name}: {headers:?}"
        );
    }
    assert!(!headers.contains_key("x-frame-options"), "{status}");
    assert!(!headers.contains_key(header::SERVER), "{status}");
    let policy = headers[header::CONTENT_SECURITY_POLICY]
        .to_str()
        .expect("policy is ASCII");
    // Nothing runs or styles inline: no script, no style attribute, no style element.
    assert!(
        !policy.contains("unsafe-"),
        "{policy} allows inline content"
    );
    assert!(policy.contains("script-src 'self';"), "{policy}");
    assert!(policy.contains("style-src 'self';"), "{policy}");
}

/// Sends `request` to a fresh app over `site`, adding `Host: localhost` if it has none.
pub async fn send(site: &TempSite, mut request: Request<Body>) -> Reply {
    request
        .headers_mut()
        .entry(header::HOST)
        .or_insert(HeaderValue::from_static("localhost"));
    send_exact(site, request).await
}

/// Sends `request` exactly as built, without adding a `Host`.
pub async fn send_exact(site: &TempSite, request: Request<Body>) -> Reply {
    let response = server::app(site.config())
        .oneshot(request)
        .await
        .expect("the router is infallible");
    let status = response.status();
    let headers = response.headers().clone();
    let body = to_bytes(response.into_body(), usize::MAX)
        .await
        .expect("read body");
    Reply {
        status,
        headers,
        body: body.to_vec(),
    }
}

pub async fn request(site: &TempSite, method: Method, uri: &str) -> Reply {
    let request = Request::builder()
        .method(method)
        .uri(uri)
        .body(Body::empty())
        .expect("valid request");
    send(site, request).await
}

pub async fn get(site: &TempSite, uri: &str) -> Reply {
    request(site, Method::GET, uri).await
}

/// A GET with extra headers.
pub async fn get_with(site: &TempSite, uri: &str, headers: &[(&str, &str)]) -> Reply {
    let mut builder = Request::get(uri);
    for (name, value) in headers {
        builder = builder.header(*name, *value);
    }
    send(site, builder.body(Body::empty()).expect("valid request")).await
}

/// A server over `site` on an ephemeral loopback port, stopped when dropped.
pub struct Running {
    pub addr: std::net::SocketAddr,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    task: Option<tokio::task::JoinHandle<std::io::Result<()>>>,
}

impl Running {
    pub async fn start(config: Config, limits: Limits) -> Running {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind loopback");
        let addr = listener.local_addr().expect("read local address");
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let task = tokio::spawn(server::serve_with(
            listener,
            server::app(config),
            async {
                let _ = stopped.await;
            },
            limits,
        ));
        Running {
            addr,
            stop: Some(stop),
            task: Some(task),
        }
    }

    /// Starts shutdown without waiting for it; [`Running::stop`] then waits.
    pub fn begin_stop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }

    /// Starts shutdown and waits for `serve_with` to return.
    pub async fn stop(mut self) -> std::io::Result<()> {
        self.begin_stop();
        let task = self.task.take().expect("not stopped yet");
        tokio::time::timeout(Duration::from_secs(15), task)
            .await
            .expect("serve returns promptly after shutdown")
            .expect("serve task does not panic")
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        if let Some(task) = &self.task {
            task.abort();
        }
    }
}

/// Writes `bytes` on a fresh connection and reads until the server closes it or `wait`
/// passes with nothing more to read.
pub async fn raw(addr: std::net::SocketAddr, bytes: &[u8], wait: Duration) -> Vec<u8> {
    let mut stream = TcpStream::connect(addr).await.expect("connect");
    // The server may answer and close before reading everything; that is not an error here.
    let _ = stream.write_all(bytes).await;
    read_until_closed(&mut stream, wait).await
}

/// Reads until EOF, a reset, or `wait` without a byte.
pub async fn read_until_closed(stream: &mut TcpStream, wait: Duration) -> Vec<u8> {
    let mut received = Vec::new();
    let mut buffer = vec![0; 64 * 1024];
    loop {
        match tokio::time::timeout(wait, stream.read(&mut buffer)).await {
            Ok(Ok(0)) | Ok(Err(_)) | Err(_) => return received,
            Ok(Ok(read)) => received.extend_from_slice(&buffer[..read]),
        }
    }
}

/// The status code of every response in `raw`, in order (pipelined responses included).
///
/// Responses follow each other with no separator after a body, so status lines are found
/// anywhere; the test site's bodies never contain one.
pub fn statuses(raw: &[u8]) -> Vec<u16> {
    let text = String::from_utf8_lossy(raw);
    text.match_indices("HTTP/1.")
        .filter_map(|(index, _)| {
            let line = &text[index..];
            let code = line.get(9..12)?.parse().ok()?;
            (line.as_bytes().get(8) == Some(&b' ') && line.as_bytes().get(12) == Some(&b' '))
                .then_some(code)
        })
        .collect()
}

/// The header block of the first response in `raw`, lower-cased.
pub fn head_of(raw: &[u8]) -> String {
    let text = String::from_utf8_lossy(raw);
    text.split("\r\n\r\n")
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase()
}

/// True if `raw` holds any canary text.
pub fn leaks(raw: &[u8]) -> Option<&'static str> {
    let text = String::from_utf8_lossy(raw);
    CANARIES.into_iter().find(|canary| text.contains(canary))
}
