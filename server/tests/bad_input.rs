//! Hostile and malformed requests, each with the exact status it must get.
//!
//! Every case is answered with a 4xx, never a 5xx, and no response holds a byte from outside
//! the served files (`CANARIES`). In-process cases go through `app().oneshot`; the raw cases
//! are written byte for byte to a real loopback socket, for what HTTP clients refuse to send.

mod common;

use std::time::Duration;

use axum::body::Body;
use axum::http::{HeaderName, HeaderValue, Method, Request, Version, header};
use common::*;
use server::Limits;

/// One in-process request and the status it must get.
struct Case {
    what: &'static str,
    method: Method,
    target: String,
    version: Version,
    headers: Vec<(&'static str, String)>,
    /// Add `Host: localhost` unless the case is about the Host header itself.
    add_host: bool,
    expected: u16,
}

fn case(what: &'static str, target: impl Into<String>, expected: u16) -> Case {
    Case {
        what,
        method: Method::GET,
        target: target.into(),
        version: Version::HTTP_11,
        headers: Vec::new(),
        add_host: true,
        expected,
    }
}

impl Case {
    fn method(mut self, method: &str) -> Case {
        self.method = Method::from_bytes(method.as_bytes()).expect("valid method token");
        self
    }

    fn header(mut self, name: &'static str, value: impl Into<String>) -> Case {
        self.headers.push((name, value.into()));
        self
    }

    fn without_host(mut self) -> Case {
        self.add_host = false;
        self
    }
}

/// The in-process cases: everything an HTTP library will still build.
fn in_process_cases(outside_dir: &str) -> Vec<Case> {
    let long_path = format!("/{}", "a".repeat(5000));
    let long_query = format!("/?q={}", "a".repeat(5000));
    vec![
        // Traversal, in every encoding.
        case("raw dot-dot", "/../../etc/passwd", 400),
        case(
            "dot-dot to a sibling dir",
            format!("/../{outside_dir}/secret.txt"),
            400,
        ),
        case("encoded dots", "/%2e%2e/%2e%2e/etc/passwd", 400),
        case("mixed-case encoded dots", "/%2E%2e/%2E%2E/etc/passwd", 400),
        case("encoded slashes", "/..%2f..%2fetc%2fpasswd", 400),
        case("half-encoded dots", "/.%2e/.%2e/etc/passwd", 400),
        case(
            "double-encoded dots",
            "/%252e%252e/%252e%252e/etc/passwd",
            404,
        ),
        case("double-encoded slash", "/..%252f..%252fetc%252fpasswd", 404),
        case("encoded backslashes", "/..%5c..%5cetc%5cpasswd", 400),
        case(
            "backslash to a sibling dir",
            format!("/..%5c{outside_dir}%5csecret.txt"),
            400,
        ),
        case("overlong UTF-8 dot", "/%c0%ae%c0%ae/etc/passwd", 400),
        case("overlong UTF-8 slash", "/..%c0%af..%c0%afetc/passwd", 400),
        case(
            "three-byte overlong dot",
            "/%e0%80%ae%e0%80%ae/etc/passwd",
            400,
        ),
        case("IIS %u encoding", "/%u002e%u002e/etc/passwd", 400),
        case("dot-dot inside assets", "/assets/../../etc/passwd", 400),
        case(
            "encoded dot-dot inside assets",
            "/assets/%2e%2e/%2e%2e/etc/passwd",
            400,
        ),
        case("dot segment", "/./contact", 400),
        case("encoded dot segment", "/%2e/contact", 400),
        case("drive letter", "/C:/Windows/win.ini", 404),
        case(
            "drive letter with backslash",
            "/C:%5cWindows%5cwin.ini",
            400,
        ),
        case("UNC path", "/%5c%5cserver%5cshare", 400),
        case("DOS device", "/CON", 404),
        case("DOS device with extension", "/con.txt", 404),
        case("DOS device in assets", "/assets/AUX.js", 404),
        case("NTFS stream", "/index.html::$DATA", 404),
        case("semicolon dot-dot", "/..;/etc/passwd", 404),
        // NUL, control bytes and invalid UTF-8.
        case("encoded NUL", "/%00", 400),
        case(
            "NUL before an extension",
            "/assets/app-abc123.js%00.png",
            400,
        ),
        case("NUL in a page path", "/contact%00", 400),
        case("CRLF injection", "/%0d%0aSet-Cookie:%20a=1", 400),
        case("line feed", "/%0a", 400),
        case("escape sequence", "/%1b%5b31m", 400),
        case("DEL", "/%7f", 400),
        case("C1 control (NEL)", "/%c2%85", 400),
        case("lone continuation byte", "/%80", 400),
        case("invalid byte", "/%ff", 400),
        case("truncated UTF-8", "/%e2%82", 400),
        case("lone percent", "/%", 400),
        case("bad hex", "/%zz", 400),
        case("short escape", "/%2", 400),
        // Dotfiles and leftovers.
        case("env file", "/.env", 404),
        case("git config", "/.git/config", 404),
        case("git HEAD", "/.git/HEAD", 404),
        case("Vite manifest", "/.vite/manifest.json", 404),
        case("source map", "/assets/app-abc123.js.map", 404),
        case("brotli variant", "/assets/app-abc123.js.br", 404),
        case("gzip variant", "/assets/app-abc123.js.gz", 404),
        case("page variant", "/index.html.gz", 404),
        case("page under its file name", "/contact.html", 404),
        case("404 page by name", "/404.html", 404),
        case("stray page", "/stray.html", 404),
        case("package.json", "/package.json", 404),
        case("Cargo manifest", "/Cargo.toml", 404),
        case("server source", "/server/src/main.rs", 404),
        case("well-known walk to env", "/.well-known/../.env", 400),
        case("WordPress probe", "/wp-login.php", 404),
        case("CGI probe", "/cgi-bin/test.cgi", 404),
        // Size limits.
        case("long path", long_path, 414),
        case("long query", long_query, 414),
        // Methods.
        case("POST", "/", 405).method("POST"),
        case("PUT", "/contact", 405).method("PUT"),
        case("DELETE", "/contact", 405).method("DELETE"),
        case("PATCH", "/", 405).method("PATCH"),
        case("TRACE", "/", 405).method("TRACE"),
        case("WebDAV PROPFIND", "/", 405).method("PROPFIND"),
        case("made-up method", "/", 405).method("BREW"),
        // Host.
        case("no Host on HTTP/1.1", "/", 400).without_host(),
        case("two Host headers", "/", 400)
            .without_host()
            .header("host", "a.example")
            .header("host", "b.example"),
        case("Host with a path", "/", 400).header("host", "evil.example/x"),
        case("Host with a space", "/", 400).header("host", "a b"),
        case("Host with a quote", "/", 400).header("host", "a\"b"),
        // Smuggling shapes.
        case("Content-Length with chunked", "/", 400)
            .header("content-length", "4")
            .header("transfer-encoding", "chunked"),
        case("chunked GET", "/", 400).header("transfer-encoding", "chunked"),
        case("odd Transfer-Encoding", "/", 400).header("transfer-encoding", "gzip, chunked"),
        // Conditional, coding and range edge cases.
        case("If-Match mismatch", "/assets/app-abc123.js", 412).header("if-match", "\"nope\""),
        case("weak If-Match", "/assets/app-abc123.js", 412).header("if-match", "W/\"nope\""),
        case("If-Unmodified-Since in the past", "/contact", 412)
            .header("if-unmodified-since", "Sun, 06 Nov 1994 08:49:37 GMT"),
        case("every coding refused", "/assets/app-abc123.js", 406)
            .header("accept-encoding", "identity;q=0, br;q=0, gzip;q=0"),
        case("star refused", "/assets/app-abc123.js", 406).header("accept-encoding", "*;q=0"),
        case("range past the end", "/assets/app-abc123.js", 416).header("range", "bytes=9999-"),
        case("empty suffix range", "/assets/app-abc123.js", 416).header("range", "bytes=-0"),
        case("huge range start", "/assets/app-abc123.js", 416)
            .header("range", "bytes=99999999999999999999999999-"),
        case("range on a missing file", "/assets/missing.js", 404).header("range", "bytes=0-1"),
    ]
}

/// Requests a client may send that are odd but not wrong: they must be served normally.
fn tolerated_cases() -> Vec<Case> {
    vec![
        case("reversed range is ignored", "/assets/app-abc123.js", 200)
            .header("range", "bytes=5-2"),
        case("multi-range is ignored", "/assets/app-abc123.js", 200)
            .header("range", "bytes=0-1,4-5,2-3"),
        case(
            "unknown range unit is ignored",
            "/assets/app-abc123.js",
            200,
        )
        .header("range", "lines=1-2"),
        case(
            "stale If-Range gets the whole body",
            "/assets/app-abc123.js",
            200,
        )
        .header("range", "bytes=0-1")
        .header("if-range", "\"stale\""),
        case("garbage If-None-Match", "/contact", 200).header("if-none-match", "\"unterminated"),
        case("garbage If-Modified-Since", "/contact", 200).header("if-modified-since", "yesterday"),
        case("future If-Modified-Since", "/contact", 304)
            .header("if-modified-since", "Fri, 01 Jan 2100 00:00:00 GMT"),
        case(
            "identity refused but br allowed",
            "/assets/app-abc123.js",
            200,
        )
        .header("accept-encoding", "identity;q=0, br"),
        case("malformed weight", "/assets/app-abc123.js", 200).header("accept-encoding", "br;q=x"),
        case("HTTP/1.0 without Host", "/", 200).without_host(),
        case("spoofed X-Forwarded-Proto", "/", 200).header("x-forwarded-proto", "https"),
        case("slash-only path", "//", 308),
    ]
}

async fn run(site: &TempSite, case: &Case) -> Reply {
    let mut request = Request::builder()
        .method(case.method.clone())
        .uri(case.target.as_str())
        .version(case.version)
        .body(Body::empty())
        .expect("valid request");
    for (name, value) in &case.headers {
        request.headers_mut().append(
            HeaderName::from_static(name),
            HeaderValue::from_str(value).expect("valid header value"),
        );
    }
    if case.what == "HTTP/1.0 without Host" {
        *request.version_mut() = Version::HTTP_10;
    }
    if case.add_host {
        request
            .headers_mut()
            .entry(header::HOST)
            .or_insert(HeaderValue::from_static("localhost"));
    }
    send_exact(site, request).await
}

#[tokio::test]
async fn in_process_bad_input_gets_the_expected_4xx() {
    let site = TempSite::built();
    let outside = TempSite::empty().with("secret.txt", "outside the site");
    let outside_dir = outside
        .path()
        .file_name()
        .and_then(|name| name.to_str())
        .expect("temp dir name is UTF-8")
        .to_owned();
    let cases = in_process_cases(&outside_dir);
    assert!(cases.len() >= 60, "only {} in-process cases", cases.len());
    let mut failures = Vec::new();
    for case in &cases {
        let reply = run(&site, case).await;
        assert!(
            (400..500).contains(&case.expected),
            "{}: bad input must expect a 4xx",
            case.what
        );
        if reply.status.as_u16() != case.expected {
            failures.push(format!(
                "{} ({} {}): expected {}, got {}",
                case.what,
                case.method,
                case.target.chars().take(60).collect::<String>(),
                case.expected,
                reply.status
            ));
        }
        assert!(
            !reply.status.is_server_error(),
            "{}: {}",
            case.what,
            reply.status
        );
        assert_eq!(leaks(&reply.body), None, "{} leaked", case.what);
        reply.assert_security_headers();
        if let Some(location) = reply.headers.get(header::LOCATION) {
            assert!(!location.as_bytes().starts_with(b"//"), "{}", case.what);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[tokio::test]
async fn odd_but_valid_requests_are_served_normally() {
    let site = TempSite::built();
    let mut failures = Vec::new();
    for case in &tolerated_cases() {
        let reply = run(&site, case).await;
        if reply.status.as_u16() != case.expected {
            failures.push(format!(
                "{}: expected {}, got {}",
                case.what, case.expected, reply.status
            ));
        }
        reply.assert_security_headers();
        if let Some(location) = reply.headers.get(header::LOCATION) {
            assert_eq!(location, "/", "{}", case.what);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// How a raw case must end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Expect {
    /// This status, from the handler (so with the security headers).
    Handler(u16),
    /// This status, written by hyper itself before the request reached the handler: an
    /// empty body and a closed connection.
    Parser(u16),
    /// No response at all, only a closed connection.
    Closed,
}

/// The raw cases: bytes no well-behaved HTTP client would send.
fn raw_cases() -> Vec<(&'static str, Vec<u8>, Expect)> {
    let request = |target: &str, extra: &str| {
        format!("GET {target} HTTP/1.1\r\nHost: localhost\r\n{extra}Connection: close\r\n\r\n")
            .into_bytes()
    };
    let bytes = |text: &[u8]| text.to_vec();
    let many_headers: String = (0..101).map(|i| format!("X-Flood-{i}: y\r\n")).collect();
    let big_header = format!("X-Big: {}\r\n", "a".repeat(40 * 1024));
    vec![
        ("raw dot-dot", request("/../../etc/passwd", ""), Expect::Handler(400)),
        ("raw backslashes", request("/..\\..\\etc\\passwd", ""), Expect::Handler(400)),
        ("raw NUL", bytes(b"GET /\0 HTTP/1.1\r\nHost: localhost\r\n\r\n"), Expect::Parser(400)),
        ("raw 0xFF byte", bytes(b"GET /\xff HTTP/1.1\r\nHost: localhost\r\n\r\n"), Expect::Parser(400)),
        ("raw overlong UTF-8", bytes(b"GET /\xc0\xae\xc0\xae/ HTTP/1.1\r\nHost: localhost\r\n\r\n"), Expect::Parser(400)),
        ("space in target", request("/a b", ""), Expect::Parser(400)),
        ("tab in target", request("/a\tb", ""), Expect::Parser(400)),
        ("HTTP/0.9", bytes(b"GET /\r\n\r\n"), Expect::Parser(400)),
        ("unknown version", bytes(b"GET / HTTP/9.9\r\nHost: localhost\r\n\r\n"), Expect::Parser(400)),
        ("HTTP/2.0 request line", bytes(b"GET / HTTP/2.0\r\nHost: localhost\r\n\r\n"), Expect::Parser(400)),
        ("bad method token", bytes(b"G(T / HTTP/1.1\r\nHost: localhost\r\n\r\n"), Expect::Parser(400)),
        ("obsolete line folding", request("/", "X-Folded: a\r\n b\r\n"), Expect::Parser(400)),
        ("space before colon", request("/", "Host : evil.example\r\n"), Expect::Parser(400)),
        ("header without colon", request("/", "NoColonHere\r\n"), Expect::Parser(400)),
        ("negative Content-Length", request("/", "Content-Length: -1\r\n"), Expect::Parser(400)),
        ("conflicting Content-Length", request("/", "Content-Length: 1\r\nContent-Length: 2\r\n"), Expect::Parser(400)),
        ("HTTP/1.0 chunked", bytes(b"GET / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"), Expect::Parser(400)),
        ("Content-Length then chunked", request("/", "Content-Length: 5\r\nTransfer-Encoding: chunked\r\n").into_iter().chain(*b"0\r\n\r\n").collect(), Expect::Handler(400)),
        ("chunked then Content-Length", request("/", "Transfer-Encoding: chunked\r\nContent-Length: 5\r\n").into_iter().chain(*b"0\r\n\r\n").collect(), Expect::Handler(400)),
        ("non-chunked Transfer-Encoding", request("/", "Transfer-Encoding: gzip\r\n"), Expect::Parser(400)),
        ("smuggled second request", bytes(b"POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 44\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /.env HTTP/1.1\r\nHost: localhost\r\n\r\n"), Expect::Handler(400)),
        ("no Host", bytes(b"GET / HTTP/1.1\r\nConnection: close\r\n\r\n"), Expect::Handler(400)),
        ("two Hosts", request("/", "Host: evil.example\r\n"), Expect::Handler(400)),
        ("long URI", request(&format!("/{}", "a".repeat(5000)), ""), Expect::Handler(414)),
        ("URI past the head limit", request(&format!("/{}", "a".repeat(70_000)), ""), Expect::Parser(431)),
        ("101 headers", request("/", &many_headers), Expect::Parser(431)),
        ("one 40 KiB header", request("/", &big_header), Expect::Parser(431)),
        ("CONNECT tunnel", bytes(b"CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n"), Expect::Handler(405)),
        ("TLS hello on the plain port", vec![0x16, 0x03, 0x01, 0x00, 0x2a, 0x01, 0x00, 0x00, 0x26, 0x03, 0x03], Expect::Parser(400)),
        ("HTTP/2 preface on an HTTP/1 port", bytes(b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"), Expect::Closed),
    ]
}

#[tokio::test]
async fn raw_bad_input_over_loopback_gets_the_expected_4xx() {
    let site = TempSite::built();
    let running = Running::start(site.config(), Limits::default()).await;
    let cases = raw_cases();
    let mut failures = Vec::new();
    for (what, bytes, expect) in &cases {
        let reply = raw(running.addr, bytes, Duration::from_secs(3)).await;
        let got = statuses(&reply);
        let head = head_of(&reply);
        let ok = match expect {
            Expect::Handler(status) => {
                got.first() == Some(status) && head.contains("content-security-policy")
            }
            Expect::Parser(status) => {
                got.first() == Some(status) && head.contains("content-length: 0")
            }
            Expect::Closed => reply.is_empty(),
        };
        if !ok {
            failures.push(format!("{what}: expected {expect:?}, got {got:?}\n{head}"));
        }
        assert!(got.iter().all(|status| *status < 500), "{what}: {got:?}");
        assert_eq!(leaks(&reply), None, "{what} leaked");
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    let total = in_process_cases("x").len() + cases.len();
    println!("{total} bad-input cases, {} of them raw", cases.len());
    running.stop().await.expect("serve stops cleanly");
}

#[tokio::test]
async fn pipelined_requests_are_answered_in_order() {
    let site = TempSite::built();
    let running = Running::start(site.config(), Limits::default()).await;
    let reply = raw(
        running.addr,
        b"GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n\
          GET /.env HTTP/1.1\r\nHost: localhost\r\n\r\n\
          HEAD /contact HTTP/1.1\r\nHost: localhost\r\n\r\n\
          GET /nowhere HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
        Duration::from_secs(3),
    )
    .await;
    assert_eq!(statuses(&reply), [200, 404, 200, 404]);
    assert_eq!(leaks(&reply), None);
    running.stop().await.expect("serve stops cleanly");
}

#[tokio::test]
async fn a_smuggled_request_after_a_refused_one_is_never_served() {
    let site = TempSite::built();
    let running = Running::start(site.config(), Limits::default()).await;
    // Whatever follows a request with both framings must not be read as a second request:
    // the connection closes after the 400.
    let reply = raw(
        running.addr,
        b"GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 40\r\nTransfer-Encoding: chunked\r\n\r\n\
          0\r\n\r\nGET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n",
        Duration::from_secs(3),
    )
    .await;
    assert_eq!(statuses(&reply), [400]);
    running.stop().await.expect("serve stops cleanly");
}
