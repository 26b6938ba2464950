//! The server's behaviour, checked in-process with `oneshot` over a small built site, plus
//! runs over a real loopback socket.

mod common;

use std::path::Path;
use std::time::Duration;

use axum::body::Body;
use axum::http::{Method, Request, StatusCode, header};
use common::*;
use server::{Config, CspSources, Limits};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tower::ServiceExt;

fn assert_html_not_found(reply: &Reply) {
    assert_eq!(reply.status, StatusCode::NOT_FOUND);
    assert_eq!(reply.text(), NOT_FOUND_HTML);
    assert_eq!(reply.header("content-type"), "text/html; charset=utf-8");
    assert_eq!(reply.header("cache-control"), "no-store");
    assert_eq!(reply.header("x-robots-tag"), "noindex");
}

fn assert_plain_not_found(reply: &Reply) {
    assert_eq!(reply.status, StatusCode::NOT_FOUND);
    assert_eq!(reply.text(), "not found");
    assert!(reply.header("content-type").starts_with("text/plain"));
}

#[tokio::test]
async fn each_route_answers_200_with_its_html() {
    let site = TempSite::built();
    for (path, html) in [("/", INDEX_HTML), ("/contact", CONTACT_HTML)] {
        let reply = get(&site, path).await;
        assert_eq!(reply.status, StatusCode::OK, "{path}");
        assert_eq!(reply.text(), html, "{path}");
        assert_eq!(reply.header("content-type"), "text/html; charset=utf-8");
        assert_eq!(reply.header("cache-control"), "no-cache");
        assert!(reply.header("etag").starts_with('"'));
        reply.assert_security_headers();
    }
}

#[tokio::test]
async fn manifest_lists_the_routes() {
    let site = TempSite::built();
    let mut expected: Vec<String> = server::route_table::routes()
        .expect("route table parses")
        .into_iter()
        .filter(|route| !route.is_catch_all())
        .map(|route| route.path)
        .collect();
    expected.sort();
    assert_eq!(site.config().manifest().routes(), expected);
    assert!(expected.contains(&"/contact".to_owned()));
}

#[tokio::test]
async fn hashed_assets_are_immutable_and_public_files_short_lived() {
    let site = TempSite::built();
    let script = get(&site, "/assets/app-abc123.js").await;
    assert_eq!(script.status, StatusCode::OK);
    assert_eq!(script.text(), APP_JS);
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
        assert_eq!(leaks(&reply.body), None, "{path}");
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
    assert!(reply.body.is_empty());
    assert_eq!(
        reply.header("content-length"),
        CONTACT_HTML.len().to_string()
    );
    assert_eq!(reply.header("content-type"), "text/html; charset=utf-8");

    let missing = request(&site, Method::HEAD, "/no-such-page").await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert!(missing.body.is_empty());
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
    assert!(reply.body.is_empty());
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
        assert!(reply.body.is_empty());
        reply.assert_security_headers();
    }

    let stale = Request::get("/assets/app-abc123.js")
        .header(header::IF_NONE_MATCH, "\"stale\"")
        .body(Body::empty())
        .expect("valid request");
    assert_eq!(send(&site, stale).await.status, StatusCode::OK);
}

#[tokio::test]
async fn a_head_answer_gives_the_get_body_length_but_a_304_gives_none() {
    let site = TempSite::built();
    let head = |uri: &str, headers: &[(&str, &str)]| {
        let mut request = Request::head(uri);
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        request.body(Body::empty()).expect("valid request")
    };
    let full = send(&site, head("/assets/app-abc123.js", &[])).await;
    let get = get(&site, "/assets/app-abc123.js").await;
    assert_eq!(full.header("content-length"), get.body.len().to_string());
    assert!(full.body.is_empty());

    let redirect = send(&site, head("/index.html", &[])).await;
    assert_eq!(redirect.status, StatusCode::PERMANENT_REDIRECT);
    assert_eq!(redirect.header("content-length"), "0");

    let etag = get.header("etag").to_owned();
    let unchanged = send(
        &site,
        head("/assets/app-abc123.js", &[("if-none-match", &etag)]),
    )
    .await;
    assert_eq!(unchanged.status, StatusCode::NOT_MODIFIED);
    assert!(
        !unchanged.headers.contains_key(header::CONTENT_LENGTH),
        "a 304 may only give the full body's length: {:?}",
        unchanged.headers
    );
    assert_eq!(unchanged.header("etag"), etag);
    unchanged.assert_security_headers();
}

#[tokio::test]
async fn content_security_policy_lists_configured_frame_sources() {
    let site = TempSite::built();
    let default = get(&site, "/").await;
    let policy = default.header("content-security-policy");
    assert!(policy.starts_with("default-src 'none';"), "{policy}");
    // `Config::load` allows exactly the embeds named in site/src/config/site.json.
    let embeds = CspSources::site_embed_origins().expect("site.json parses");
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
async fn healthz_answers_ok_even_with_a_file_of_that_name() {
    let site = TempSite::built();
    let reply = get(&site, "/healthz").await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(reply.text(), "ok");
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
    let site = TempSite::built();
    std::fs::remove_file(site.path().join("404.html")).expect("remove the 404 page");
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
    let site = TempSite::built();
    std::fs::remove_file(site.path().join("index.html")).expect("remove the home page");
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
async fn load_fails_for_a_missing_route_page() {
    let site = TempSite::built();
    std::fs::remove_file(site.path().join("contact.html")).expect("remove a route page");
    let message = load_error(site.path());
    assert!(message.contains("contact.html"), "{message}");
    assert!(message.contains("npm run build"), "{message}");
}

#[tokio::test]
async fn serve_answers_over_loopback_and_stops_on_shutdown() {
    let site = TempSite::built();
    let running = Running::start(site.config(), Limits::default()).await;
    let mut stream = tokio::net::TcpStream::connect(running.addr)
        .await
        .expect("connect");
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
    let result = running.stop().await;
    assert!(result.is_ok(), "serve failed: {result:?}");
}

#[tokio::test]
async fn plain_serve_keeps_its_signature_for_the_harness() {
    let site = TempSite::built();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind loopback");
    let addr = listener.local_addr().expect("read local address");
    let app = server::app(site.config())
        .route("/__extra/{name}", axum::routing::get(|| async { "extra" }));
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let task = tokio::spawn(server::serve(listener, app, async {
        let _ = stopped.await;
    }));
    let extra = raw(
        addr,
        b"GET /__extra/x HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
        Duration::from_secs(5),
    )
    .await;
    assert!(String::from_utf8_lossy(&extra).ends_with("extra"));
    let site_page = raw(
        addr,
        b"GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
        Duration::from_secs(5),
    )
    .await;
    assert_eq!(statuses(&site_page), [200]);
    stop.send(()).expect("server is still running");
    let result = tokio::time::timeout(Duration::from_secs(10), task)
        .await
        .expect("serve returns promptly after shutdown")
        .expect("serve task does not panic");
    assert!(result.is_ok(), "serve failed: {result:?}");
}

#[tokio::test]
async fn precompressed_variants_follow_accept_encoding() {
    let site = TempSite::built();
    let cases = [
        (None, APP_JS, None),
        (Some("gzip, deflate, br, zstd"), APP_JS_BR, Some("br")),
        (Some("gzip, br;q=0"), APP_JS_GZ, Some("gzip")),
        (Some("br;q=0.5, gzip;q=0.9"), APP_JS_GZ, Some("gzip")),
        (Some("br;q=0, gzip;q=0"), APP_JS, None),
        (Some("deflate"), APP_JS, None),
        (Some("*"), APP_JS_BR, Some("br")),
    ];
    let mut etags = std::collections::HashSet::new();
    for (accept, body, encoding) in cases {
        let headers: Vec<(&str, &str)> =
            accept.map(|a| ("accept-encoding", a)).into_iter().collect();
        let reply = get_with(&site, "/assets/app-abc123.js", &headers).await;
        assert_eq!(reply.status, StatusCode::OK, "{accept:?}");
        assert_eq!(reply.text(), body, "{accept:?}");
        assert_eq!(
            reply
                .headers
                .get(header::CONTENT_ENCODING)
                .map(|v| v.to_str().expect("ASCII")),
            encoding,
            "{accept:?}"
        );
        assert_eq!(
            reply.header("content-type"),
            "text/javascript; charset=utf-8"
        );
        assert_eq!(reply.header("vary"), "Accept-Encoding");
        assert_eq!(reply.header("content-length"), body.len().to_string());
        etags.insert(reply.header("etag").to_owned());
    }
    // Each coding is its own representation, so each has its own strong validator.
    assert_eq!(etags.len(), 3);
}

#[tokio::test]
async fn refusing_every_coding_gets_406_and_an_asset_without_variants_ignores_br() {
    let site = TempSite::built();
    let refused = get_with(
        &site,
        "/assets/app-abc123.js",
        &[("accept-encoding", "identity;q=0, *;q=0")],
    )
    .await;
    assert_eq!(refused.status, StatusCode::NOT_ACCEPTABLE);
    refused.assert_security_headers();

    let css = get_with(
        &site,
        "/assets/app-abc123.css",
        &[("accept-encoding", "br")],
    )
    .await;
    assert_eq!(css.status, StatusCode::OK);
    assert!(!css.headers.contains_key(header::CONTENT_ENCODING));
    assert!(!css.headers.contains_key(header::VARY));
}

#[tokio::test]
async fn last_modified_answers_if_modified_since() {
    let site = TempSite::built();
    let first = get(&site, "/contact").await;
    let last_modified = first.header("last-modified").to_owned();
    let reply = get_with(&site, "/contact", &[("if-modified-since", &last_modified)]).await;
    assert_eq!(reply.status, StatusCode::NOT_MODIFIED);
    assert_eq!(reply.header("last-modified"), last_modified);
    assert_eq!(reply.header("cache-control"), "no-cache");
    reply.assert_security_headers();

    let old = get_with(
        &site,
        "/contact",
        &[("if-modified-since", "Thu, 01 Jan 1970 00:00:00 GMT")],
    )
    .await;
    assert_eq!(old.status, StatusCode::OK);
}

#[tokio::test]
async fn a_single_range_gets_206_and_an_impossible_one_416() {
    let site = TempSite::built();
    let part = get_with(&site, "/assets/app-abc123.js", &[("range", "bytes=0-6")]).await;
    assert_eq!(part.status, StatusCode::PARTIAL_CONTENT);
    assert_eq!(part.text(), &APP_JS[..7]);
    assert_eq!(
        part.header("content-range"),
        format!("bytes 0-6/{}", APP_JS.len())
    );
    part.assert_security_headers();

    let beyond = get_with(&site, "/assets/app-abc123.js", &[("range", "bytes=9999-")]).await;
    assert_eq!(beyond.status, StatusCode::RANGE_NOT_SATISFIABLE);
    assert_eq!(
        beyond.header("content-range"),
        format!("bytes */{}", APP_JS.len())
    );

    let several = get_with(
        &site,
        "/assets/app-abc123.js",
        &[("range", "bytes=0-1,3-4")],
    )
    .await;
    assert_eq!(several.status, StatusCode::OK);
    assert_eq!(several.text(), APP_JS);
}

#[tokio::test]
async fn the_404_page_is_precompressed_too() {
    let site = TempSite::built()
        .with("404.html.gz", "G")
        .with("404.html.br", "B");
    let reply = get_with(&site, "/nowhere", &[("accept-encoding", "gzip")]).await;
    assert_eq!(reply.status, StatusCode::NOT_FOUND);
    assert_eq!(reply.text(), "G");
    assert_eq!(reply.header("content-encoding"), "gzip");
    assert_eq!(reply.header("vary"), "Accept-Encoding");
    assert_eq!(reply.header("x-robots-tag"), "noindex");
}

#[tokio::test]
async fn hsts_is_sent_only_behind_a_tls_proxy_on_https_requests() {
    let site = TempSite::built();
    let app = server::app(site.config().with_behind_tls_proxy(true));
    let response = app
        .clone()
        .oneshot(
            Request::get("/")
                .header(header::HOST, "thehive.example")
                .header("x-forwarded-proto", "https")
                .body(Body::empty())
                .expect("valid request"),
        )
        .await
        .expect("the router is infallible");
    assert_eq!(
        response.headers()[header::STRICT_TRANSPORT_SECURITY],
        "max-age=63072000"
    );
    let plain = app
        .oneshot(
            Request::get("/")
                .header(header::HOST, "thehive.example")
                .body(Body::empty())
                .expect("valid request"),
        )
        .await
        .expect("the router is infallible");
    assert!(
        !plain
            .headers()
            .contains_key(header::STRICT_TRANSPORT_SECURITY)
    );
    let default = get_with(&site, "/", &[("x-forwarded-proto", "https")]).await;
    assert!(
        !default
            .headers
            .contains_key(header::STRICT_TRANSPORT_SECURITY)
    );
}

#[tokio::test]
async fn variants_and_leftovers_are_not_served_at_their_own_url() {
    let site = TempSite::built();
    for path in [
        "/assets/app-abc123.js.br",
        "/assets/app-abc123.js.gz",
        "/assets/app-abc123.js.map",
        "/stray.html",
        "/.vite/manifest.json",
    ] {
        assert_plain_not_found(&get(&site, path).await);
    }
    let paths = site.config().manifest().paths().join(" ");
    assert!(
        !paths.contains(".br") && !paths.contains(".gz") && !paths.contains(".map"),
        "{paths}"
    );
}

#[tokio::test]
async fn the_builds_inline_scripts_are_admitted_by_hash_and_their_list_is_not_served() {
    let hash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
    let site = TempSite::built().with(
        server::INLINE_SCRIPTS_FILE,
        &format!(r#"{{"script-src": ["{hash}"]}}"#),
    );
    let page = get(&site, "/").await;
    let policy = page.header("content-security-policy");
    assert!(
        policy.contains(&format!("script-src 'self' {hash};")),
        "{policy}"
    );
    assert!(!policy.contains("unsafe-"), "{policy}");
    assert_eq!(get(&site, "/.csp.json").await.status, StatusCode::NOT_FOUND);
}

#[test]
fn a_malformed_inline_script_list_stops_the_server_naming_the_file() {
    for contents in [r#"{"script-src": ["'unsafe-inline'"]}"#, "not json"] {
        let site = TempSite::built().with(server::INLINE_SCRIPTS_FILE, contents);
        let error = match Config::load(site.path()) {
            Ok(_) => panic!("{contents} was accepted"),
            Err(error) => format!("{error:#}"),
        };
        assert!(
            error.contains(".csp.json") || error.contains("'unsafe-inline'"),
            "{contents}: {error}"
        );
    }
}
