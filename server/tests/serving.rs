//! The server's behaviour, checked in-process with `oneshot` over a small built site, plus
//! one run over a real loopback socket.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use axum::body::{Body, to_bytes};
use axum::http::{HeaderMap, Method, Request, StatusCode, header};
use server::{Config, CspSources};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tower::ServiceExt;

const INDEX_HTML: &str = "<!doctype html><title>The Hive</title>";
const CONTACT_HTML: &str = "<!doctype html><title>Contact</title>";
const NOT_FOUND_HTML: &str = "<!doctype html><title>Page not found</title>";
const APP_JS: &str = "console.log('hive');";

const SECURITY_HEADERS: [&str; 6] = [
    "content-security-policy",
    "x-content-type-options",
    "referrer-policy",
    "cross-origin-opener-policy",
    "cross-origin-resource-policy",
    "permissions-policy",
];

/// A built site in a fresh directory under the system temp dir, removed on drop (even when
/// the test panics).
struct TempSite {
    root: PathBuf,
}

impl TempSite {
    /// An empty directory with a name no other test (or test process) uses.
    fn empty() -> TempSite {
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

    /// The small site every serving test uses.
    fn built() -> TempSite {
        TempSite::empty()
            .with("index.html", INDEX_HTML)
            .with("contact.html", CONTACT_HTML)
            .with("404.html", NOT_FOUND_HTML)
            .with("assets/app-abc123.js", APP_JS)
            .with("assets/app-abc123.css", "body{margin:0}")
            .with("robots.txt", "User-agent: *\nAllow: /\n")
            .with("healthz", "a file that must not shadow the health check")
            .with(".env", "SECRET=1")
            .with(".git/config", "[core]")
    }

    fn with(self, relative: &str, contents: &str) -> TempSite {
        let path = self.root.join(relative);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).expect("create temp site directory");
        }
        std::fs::write(&path, contents).expect("write temp site file");
        self
    }

    fn path(&self) -> &Path {
        &self.root
    }

    fn config(&self) -> Config {
        Config::load(&self.root).expect("temp site loads")
    }
}

impl Drop for TempSite {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.root);
    }
}

/// A response with its body read out.
struct Reply {
    status: StatusCode,
    headers: HeaderMap,
    body: String,
}

impl Reply {
    fn header(&self, name: &str) -> &str {
        self.headers
            .get(name)
            .map(|value| value.to_str().expect("header is ASCII"))
            .unwrap_or_else(|| panic!("missing {name} header; got {:?}", self.headers))
    }

    fn assert_security_headers(&self) {
        for name in SECURITY_HEADERS {
            assert!(
                self.headers.contains_key(name),
                "{} lacks {name}",
                self.status
            );
        }
        assert!(!self.headers.contains_key("x-frame-options"));
        assert!(!self.headers.contains_key(header::SERVER));
    }
}

async fn send(site: &TempSite, request: Request<Body>) -> Reply {
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
        body: String::from_utf8(body.to_vec()).expect("body is UTF-8"),
    }
}

async fn request(site: &TempSite, method: Method, uri: &str) -> Reply {
    let request = Request::builder()
        .method(method)
        .uri(uri)
        .body(Body::empty())
        .expect("valid request");
    send(site, request).await
}

async fn get(site: &TempSite, uri: &str) -> Reply {
    request(site, Method::GET, uri).await
}

fn assert_html_not_found(reply: &Reply) {
    assert_eq!(reply.status, StatusCode::NOT_FOUND);
    assert_eq!(reply.body, NOT_FOUND_HTML);
    assert_eq!(reply.header("content-type"), "text/html; charset=utf-8");
    assert_eq!(reply.header("cache-control"), "no-store");
    assert_eq!(reply.header("x-robots-tag"), "noindex");
}

fn assert_plain_not_found(reply: &Reply) {
    assert_eq!(reply.status, StatusCode::NOT_FOUND);
    assert_eq!(reply.body, "not found");
    assert!(reply.header("content-type").starts_with("text/plain"));
}

#[tokio::test]
async fn each_route_answers_200_with_its_html() {
    let site = TempSite::built();
    for (path, html) in [("/", INDEX_HTML), ("/contact", CONTACT_HTML)] {
        let reply = get(&site, path).await;
        assert_eq!(reply.status, StatusCode::OK, "{path}");
        assert_eq!(reply.body, html, "{path}");
        assert_eq!(reply.header("content-type"), "text/html; charset=utf-8");
        assert_eq!(reply.header("cache-control"), "no-cache");
        assert!(reply.header("etag").starts_with('"'));
        reply.assert_security_headers();
    }
}

#[tokio::test]
async fn manifest_lists_the_routes() {
    let site = TempSite::built();
    assert_eq!(site.config().manifest().routes(), ["/", "/contact"]);
}

#[tokio::test]
async fn hashed_assets_are_immutable_and_public_files_short_lived() {
    let site = TempSite::built();
    let script = get(&site, "/assets/app-abc123.js").await;
    assert_eq!(script.status, StatusCode::OK);
    assert_eq!(script.body, APP_JS);
    assert_eq!(
        script.header("content-type"),
        "text/javascript; charset=utf-8"
    );
    assert_eq!(
        script.header("cache-control"),
        "public, max-age=31536000, immutable"
    );

    let style = get(&site, "/assets/app-abc123.css").await;
    assert_eq!(style.header("content-type"), "text/css; charset=utf-8");

    let robots = get(&site, "/robots.txt").await;
    assert_eq!(robots.status, StatusCode::OK);
    assert_eq!(robots.header("content-type"), "text/plain; charset=utf-8");
    assert_eq!(robots.header("cache-control"), "public, max-age=3600");
}

#[tokio::test]
async fn unknown_page_is_a_404_with_the_not_found_page() {
    let site = TempSite::built();
    let reply = get(&site, "/no-such-page").await;
    assert_html_not_found(&reply);
    reply.assert_security_headers();
}

#[tokio::test]
async fn the_404_page_is_not_a_route() {
    let site = TempSite::built();
    assert_html_not_found(&get(&site, "/404").await);
    assert_plain_not_found(&get(&site, "/404.html").await);
}

#[tokio::test]
async fn missing_files_get_a_plain_404_never_html() {
    let site = TempSite::built();
    for path in [
        "/assets/missing.js",
        "/foo.php",
        "/contact.html",
        "/package.json",
    ] {
        assert_plain_not_found(&get(&site, path).await);
    }
}

#[tokio::test]
async fn dotfiles_are_never_served() {
    let site = TempSite::built();
    for path in ["/.env", "/.git/config"] {
        let reply = get(&site, path).await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "{path}");
        assert!(!reply.body.contains("SECRET") && !reply.body.contains("[core]"));
    }
}

#[tokio::test]
async fn trailing_slash_redirects_to_the_canonical_page() {
    let site = TempSite::built();
    let reply = get(&site, "/contact/").await;
    assert_eq!(reply.status, StatusCode::PERMANENT_REDIRECT);
    assert_eq!(reply.header("location"), "/contact");
    reply.assert_security_headers();

    let reply = get(&site, "//contact//?ref=nav").await;
    assert_eq!(reply.status, StatusCode::PERMANENT_REDIRECT);
    assert_eq!(reply.header("location"), "/contact?ref=nav");
}

#[tokio::test]
async fn index_html_redirects_home_keeping_the_query() {
    let site = TempSite::built();
    let reply = get(&site, "/index.html").await;
    assert_eq!(reply.status, StatusCode::PERMANENT_REDIRECT);
    assert_eq!(reply.header("location"), "/");

    let reply = get(&site, "/index.html?utm_source=mail").await;
    assert_eq!(reply.header("location"), "/?utm_source=mail");
}

#[tokio::test]
async fn protocol_relative_paths_never_redirect_off_site() {
    let site = TempSite::built();
    for path in [
        "//evil.com/",
        "//evil.com",
        "///evil.com/contact/",
        "/%2F%2Fevil.com/",
    ] {
        let reply = get(&site, path).await;
        if let Some(location) = reply.headers.get(header::LOCATION) {
            let location = location.to_str().expect("location is ASCII");
            assert!(
                !location.starts_with("//"),
                "{path} redirected to {location}"
            );
        }
        assert_ne!(reply.status, StatusCode::OK, "{path}");
    }
}

#[tokio::test]
async fn head_sends_the_get_headers_without_a_body() {
    let site = TempSite::built();
    let reply = request(&site, Method::HEAD, "/contact").await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(reply.body, "");
    assert_eq!(
        reply.header("content-length"),
        CONTACT_HTML.len().to_string()
    );
    assert_eq!(reply.header("content-type"), "text/html; charset=utf-8");

    let missing = request(&site, Method::HEAD, "/no-such-page").await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert_eq!(missing.body, "");
}

#[tokio::test]
async fn other_methods_get_405_with_allow() {
    let site = TempSite::built();
    for method in [Method::POST, Method::PUT, Method::DELETE, Method::PATCH] {
        let reply = request(&site, method.clone(), "/contact").await;
        assert_eq!(reply.status, StatusCode::METHOD_NOT_ALLOWED, "{method}");
        assert_eq!(reply.header("allow"), "GET, HEAD, OPTIONS");
        reply.assert_security_headers();
    }
}

#[tokio::test]
async fn options_answers_204_with_allow() {
    let site = TempSite::built();
    let reply = request(&site, Method::OPTIONS, "/").await;
    assert_eq!(reply.status, StatusCode::NO_CONTENT);
    assert_eq!(reply.header("allow"), "GET, HEAD, OPTIONS");
    assert_eq!(reply.body, "");
}

#[tokio::test]
async fn matching_if_none_match_gets_304_with_validators_and_security_headers() {
    let site = TempSite::built();
    let first = get(&site, "/assets/app-abc123.js").await;
    let etag = first.header("etag").to_owned();

    for candidate in [etag.clone(), format!("\"other\", W/{etag}"), "*".to_owned()] {
        let request = Request::get("/assets/app-abc123.js")
            .header(header::IF_NONE_MATCH, &candidate)
            .body(Body::empty())
            .expect("valid request");
        let reply = send(&site, request).await;
        assert_eq!(reply.status, StatusCode::NOT_MODIFIED, "{candidate}");
        assert_eq!(reply.header("etag"), etag);
        assert_eq!(
            reply.header("cache-control"),
            "public, max-age=31536000, immutable"
        );
        assert_eq!(reply.body, "");
        reply.assert_security_headers();
    }

    let stale = Request::get("/assets/app-abc123.js")
        .header(header::IF_NONE_MATCH, "\"stale\"")
        .body(Body::empty())
        .expect("valid request");
    assert_eq!(send(&site, stale).await.status, StatusCode::OK);
}

#[tokio::test]
async fn content_security_policy_lists_configured_frame_sources() {
    let site = TempSite::built();
    let default = get(&site, "/").await;
    let policy = default.header("content-security-policy");
    assert!(policy.starts_with("default-src 'none';"), "{policy}");
    // `Config::load` allows exactly the embeds named in site/src/config/site.json.
    let embeds = server::site_config::embed_origins().expect("site.json parses");
    let expected = format!("frame-src 'self' {};", embeds.join(" "));
    assert!(policy.contains(&expected), "{policy}");
    assert!(policy.contains("frame-ancestors 'self'"), "{policy}");

    let csp = CspSources::new(["https://forms.example.com"]).expect("valid origin");
    let response = server::app(site.config().with_csp(csp))
        .oneshot(
            Request::get("/")
                .body(Body::empty())
                .expect("valid request"),
        )
        .await
        .expect("the router is infallible");
    let policy = response.headers()[header::CONTENT_SECURITY_POLICY]
        .to_str()
        .expect("policy is ASCII");
    assert!(
        policy.contains("frame-src 'self' https://forms.example.com;"),
        "{policy}"
    );
}

#[tokio::test]
async fn traversal_attempts_are_refused() {
    let site = TempSite::built();
    for path in [
        "/%2e%2e/%2e%2e/etc/passwd",
        "/..%2f..%2fetc/passwd",
        "/../../etc/passwd",
        "/%252e%252e/%252e%252e/etc/passwd",
        "/..%5c..%5cetc/passwd",
        "/%c0%ae%c0%ae/etc/passwd",
    ] {
        let reply = get(&site, path).await;
        assert!(
            reply.status.is_client_error(),
            "{path} got {}",
            reply.status
        );
        assert!(!reply.body.contains("root:"), "{path}");
        reply.assert_security_headers();
    }
}

#[tokio::test]
async fn bad_bytes_in_the_path_are_400() {
    let site = TempSite::built();
    for path in ["/%00", "/contact%00.html", "/%0a", "/%ff", "/%", "/%zz"] {
        let reply = get(&site, path).await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{path}");
    }
}

#[tokio::test]
async fn healthz_answers_ok_even_with_a_file_of_that_name() {
    let site = TempSite::built();
    let reply = get(&site, "/healthz").await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(reply.body, "ok");
    assert_eq!(reply.header("cache-control"), "no-store");
    reply.assert_security_headers();
}

fn load_error(root: &Path) -> String {
    let error = Config::load(root).expect_err("load should fail");
    format!("{error:#}")
}

#[test]
fn load_fails_for_a_missing_root() {
    let site = TempSite::empty();
    let missing = site.path().join("dist");
    let message = load_error(&missing);
    assert!(
        message.contains(&missing.display().to_string()),
        "{message}"
    );
    assert!(message.contains("does not exist"), "{message}");
    assert!(message.contains("npm run build"), "{message}");
}

#[test]
fn load_fails_for_a_root_that_is_a_file() {
    let site = TempSite::empty().with("dist", "not a directory");
    let message = load_error(&site.path().join("dist"));
    assert!(message.contains("is not a directory"), "{message}");
    assert!(message.contains("npm run build"), "{message}");
}

#[test]
fn load_fails_for_an_empty_root() {
    let site = TempSite::empty().with(".gitkeep", "");
    let message = load_error(site.path());
    assert!(
        message.contains(&site.path().display().to_string()),
        "{message}"
    );
    assert!(message.contains("no files"), "{message}");
    assert!(message.contains("npm run build"), "{message}");
}

#[test]
fn load_fails_without_the_404_page() {
    let site = TempSite::empty().with("index.html", INDEX_HTML);
    let message = load_error(site.path());
    assert!(
        message.contains(&site.path().display().to_string()),
        "{message}"
    );
    assert!(message.contains("404.html"), "{message}");
    assert!(message.contains("npm run build"), "{message}");
}

#[test]
fn load_fails_without_the_home_page() {
    let site = TempSite::empty().with("404.html", NOT_FOUND_HTML);
    let message = load_error(site.path());
    assert!(message.contains("index.html"), "{message}");
    assert!(message.contains("npm run build"), "{message}");
}

#[cfg(unix)]
#[tokio::test]
async fn symlinks_are_not_followed() {
    let outside = TempSite::empty().with("secret.txt", "outside the site");
    let site = TempSite::built();
    std::os::unix::fs::symlink(
        outside.path().join("secret.txt"),
        site.path().join("link.txt"),
    )
    .expect("create file symlink");
    std::os::unix::fs::symlink(outside.path(), site.path().join("linked-dir"))
        .expect("create directory symlink");
    for path in ["/link.txt", "/linked-dir/secret.txt"] {
        let reply = get(&site, path).await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "{path}");
    }
}

#[tokio::test]
async fn serve_answers_over_loopback_and_stops_on_shutdown() {
    let site = TempSite::built();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind loopback");
    let addr = listener.local_addr().expect("read local address");
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(server::serve(listener, server::app(site.config()), async {
        let _ = stopped.await;
    }));

    let mut stream = tokio::net::TcpStream::connect(addr).await.expect("connect");
    stream
        .write_all(b"GET /contact HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        .await
        .expect("send request");
    let mut raw = String::new();
    stream
        .read_to_string(&mut raw)
        .await
        .expect("read response");
    assert!(raw.starts_with("HTTP/1.1 200 OK\r\n"), "{raw}");
    assert!(raw.ends_with(CONTACT_HTML), "{raw}");
    assert!(!raw.to_ascii_lowercase().contains("\r\nserver:"), "{raw}");

    stop.send(()).expect("server is still running");
    let result = tokio::time::timeout(std::time::Duration::from_secs(10), server)
        .await
        .expect("serve returns promptly after shutdown")
        .expect("serve task does not panic");
    assert!(result.is_ok(), "serve failed: {result:?}");
}
