//! The harness's own test server: the prerendered `site/dist`, rebuilt when stale and served
//! in-process through the real `server::app`, with the fixtures and faults a test can ask for
//! (`test_server_contract`). Against `SITE_URL` there is none.

use crate::base::timings::{
    LATE_CHUNK_MS, LATE_FONTS_HOLD_MAX, LATE_LOAD_GAP_MS, LATE_LOAD_HOLD_MAX,
    SITE_SERVER_KEEP_ALIVE,
};
use crate::base::workspace;
use crate::site_server::test_server_contract::{
    AXE_PATH, FAILING_CHUNK_COOKIE, FIXTURES_PREFIX, INSTRUMENTATION, INSTRUMENTATION_PATH,
    LATE_CHUNK_COOKIE, LATE_FONTS_COOKIE, LATE_FONTS_RELEASE_PATH, LateLoad, SiteUrls, axe_source,
};
use anyhow::{Context, Result, bail};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, LazyLock, Mutex};
use std::time::{Duration, SystemTime};

/// The inputs of `npm run build`: when any is newer than `dist/index.html`, dist is stale.
const BUILD_INPUTS: &[&str] = &[
    "site/src",
    "site/public",
    "site/scripts",
    "site/index.html",
    "site/package.json",
    "site/vite.config.ts",
    "package-lock.json",
];

/// Makes sure `site/dist` exists and is newer than every build input, building it with
/// `npm run build` when it is not. Fails with the command to run when it cannot build.
pub fn ensure_built() -> Result<PathBuf> {
    let root = workspace::root();
    let dist = root.join("site/dist");
    let built = modified(&dist.join("index.html"));
    let newest_input = BUILD_INPUTS
        .iter()
        .filter_map(|input| newest_modified(&root.join(input)))
        .max();
    let fresh = matches!((built, newest_input), (Some(built), Some(input)) if built >= input);
    if fresh {
        return Ok(dist);
    }
    if !root.join("node_modules").is_dir() {
        bail!(
            "site/dist is missing or older than site/, and node_modules is missing; \
             run `npm ci && npm run build` at {} (or `cargo xtask test`, which does both)",
            root.display()
        );
    }
    let output = Command::new("npm")
        .args(["run", "build"])
        .current_dir(&root)
        .output()
        .context("cannot run `npm run build`; is Node.js installed?")?;
    if !output.status.success() {
        bail!(
            "`npm run build` failed while rebuilding the stale site/dist:\n{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
    }
    Ok(dist)
}

/// Starts the real server (`server::app`) over `dist` on two ephemeral loopback ports, on
/// the current Tokio runtime, and returns their base URLs. They run until the process
/// exits. The second is WebKit's: every page it serves loads the page instrumentation first
/// (see [`instrument`]).
pub async fn serve_in_process(dist: &Path) -> Result<SiteUrls> {
    let config = server::Config::load(dist)?;
    let app = server::app(config)
        .route(
            &format!("{FIXTURES_PREFIX}/{{name}}"),
            axum::routing::get(fixture),
        )
        .route(HELD_IMAGE_PATH, axum::routing::get(held_image))
        .route(RELEASE_SCRIPT_PATH, axum::routing::get(release_script))
        .route(RELEASE_PATH, axum::routing::get(release_held_image))
        .route(AXE_PATH, axum::routing::get(axe_script))
        .route(EARLY_LOAD_EVENT_PATH, axum::routing::get(early_load_event))
        .route(LATE_FONTS_RELEASE_PATH, axum::routing::get(release_fonts))
        .layer(axum::middleware::from_fn(late_load))
        .layer(axum::middleware::from_fn(chunk_faults))
        .layer(axum::middleware::from_fn(late_fonts))
        .route(
            INSTRUMENTATION_PATH,
            axum::routing::get(instrumentation_script),
        );
    let plain = serve(app.clone()).await?;
    let instrumented = serve(app.layer(axum::middleware::from_fn(instrument))).await?;
    Ok(SiteUrls {
        plain,
        instrumented: Some(instrumented),
    })
}

/// Serves `app` on an ephemeral loopback port, with the production limits except a keep-alive
/// that outlasts the browsers' ([`SITE_SERVER_KEEP_ALIVE`]), and returns its base URL.
async fn serve(app: axum::Router) -> Result<String> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .context("cannot bind a loopback port for the site")?;
    let address = listener.local_addr().context("no local address")?;
    let limits = server::Limits {
        keep_alive_timeout: SITE_SERVER_KEEP_ALIVE,
        ..server::Limits::default()
    };
    tokio::spawn(server::serve_with(
        listener,
        app,
        std::future::pending(),
        limits,
    ));
    Ok(format!("http://{address}"))
}

/// What WebKit's origin changes, as WebKit can run no script of the harness's before a
/// page's own: every page gets the page instrumentation as the first element of its head (a
/// same-origin script, which the site's CSP allows), and every asset is revalidated instead
/// of kept, so that a fault the server injects (the failing chunk) reaches a chunk an
/// earlier test had loaded.
async fn instrument(
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    use axum::http::header;
    if !request.uri().path().starts_with("/assets/") {
        let script = format!(r#"<script src="{INSTRUMENTATION_PATH}"></script>"#);
        return edit_page(request, next, |html| {
            let head = html.find("<head>")? + "<head>".len();
            Some(format!("{}{script}{}", &html[..head], &html[head..]))
        })
        .await;
    }
    let mut response = next.run(request).await;
    response.headers_mut().insert(
        header::CACHE_CONTROL,
        header::HeaderValue::from_static("no-cache"),
    );
    response
}

/// Serves the page instrumentation as one script, for [`instrument`]'s pages.
async fn instrumentation_script() -> axum::response::Response {
    use axum::http::header;
    use axum::response::IntoResponse;
    let source: Vec<&str> = INSTRUMENTATION.iter().map(|(_, source)| *source).collect();
    (
        [
            (header::CONTENT_TYPE, "text/javascript"),
            (header::CACHE_CONTROL, "public, max-age=31536000, immutable"),
        ],
        source.join("\n;\n"),
    )
        .into_response()
}

/// What is added to a [`LateLoad`] page, just before `</body>`, outside the app's root so
/// that hydration never sees it: the held image, numbered `hold`, and the script that asks for
/// it. All are same-origin files, which the site's CSP allows.
fn late_load_markup(late: LateLoad, hold: u64) -> String {
    let held = format!(
        r#"<img src="{HELD_IMAGE_PATH}?hold={hold}" alt="" width="1" height="1" hidden><script type="module" src="{RELEASE_SCRIPT_PATH}?hold={hold}&amp;gap={LATE_LOAD_GAP_MS}&amp;release={RELEASE_PATH}"></script>"#
    );
    match late {
        LateLoad::Held => held,
        LateLoad::HeldAndStartedEarly => {
            format!(r#"{held}<script type="module" src="{EARLY_LOAD_EVENT_PATH}"></script>"#)
        }
    }
}

/// The image a [`LateLoad`] page waits for.
const HELD_IMAGE_PATH: &str = "/__harness/held-image.svg";

/// The script in a [`LateLoad`] page that asks for its held image once the app has hydrated.
const RELEASE_SCRIPT_PATH: &str = "/__harness/release-held-image.js";

/// Where that script asks.
const RELEASE_PATH: &str = "/__harness/held-image/release";

/// The script that breaks a [`LateLoad::HeldAndStartedEarly`] page.
const EARLY_LOAD_EVENT_PATH: &str = "/__harness/early-load-event.js";

/// Changes the pages that ask for a [`LateLoad`]; passes every other request through as is.
async fn late_load(
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    let Some(mode) = LateLoad::from_query(request.uri().query()) else {
        return next.run(request).await;
    };
    static NEXT_HOLD: AtomicU64 = AtomicU64::new(1);
    edit_page(request, next, |html| {
        let end = html.rfind("</body>")?;
        let hold = NEXT_HOLD.fetch_add(1, Ordering::Relaxed);
        Some(format!(
            "{}{}{}",
            &html[..end],
            late_load_markup(mode, hold),
            &html[end..]
        ))
    })
    .await
}

/// Answers `request` with its page changed by `edit`, never kept by the browser; a response
/// that is not a page passes through, and a page `edit` cannot change (it returns none)
/// fails with 500, so a broken edit is never mistaken for the site.
async fn edit_page(
    mut request: axum::extract::Request,
    next: axum::middleware::Next,
    edit: impl FnOnce(&str) -> Option<String>,
) -> axum::response::Response {
    use axum::http::{StatusCode, header};
    use axum::response::IntoResponse;
    // The plain variant can be edited; a conditional request could answer 304 with no body.
    let headers = request.headers_mut();
    for name in [
        header::ACCEPT_ENCODING,
        header::IF_NONE_MATCH,
        header::IF_MODIFIED_SINCE,
        header::RANGE,
    ] {
        headers.remove(name);
    }
    let response = next.run(request).await;
    let is_html = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|value| value.starts_with("text/html"));
    if !is_html {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, usize::MAX).await else {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    let html = String::from_utf8_lossy(&bytes);
    let Some(changed) = edit(&html) else {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    for name in [header::CONTENT_LENGTH, header::ETAG, header::LAST_MODIFIED] {
        parts.headers.remove(name);
    }
    parts.headers.insert(
        header::CACHE_CONTROL,
        header::HeaderValue::from_static("no-store"),
    );
    axum::response::Response::from_parts(parts, axum::body::Body::from(changed))
}

/// The values of the cookies named `name` that `request` carries.
fn cookie_values<'a>(
    request: &'a axum::extract::Request,
    name: &'a str,
) -> impl Iterator<Item = &'a str> + 'a {
    request
        .headers()
        .get_all(axum::http::header::COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(';'))
        .filter_map(move |pair| pair.trim().strip_prefix(name)?.strip_prefix('='))
}

/// Whether `path` is the script chunk `chunk` (`hire-page` for `/assets/hire-page-<hash>.js`).
fn is_chunk(path: &str, chunk: &str) -> bool {
    path.strip_prefix("/assets/")
        .and_then(|file| file.strip_prefix(chunk))
        .is_some_and(|rest| rest.starts_with('-') && rest.ends_with(".js"))
}

/// Answers 503 for the chunk a [`FAILING_CHUNK_COOKIE`] names, and the chunk a
/// [`LATE_CHUNK_COOKIE`] names [`LATE_CHUNK_MS`] late, clearing the cookie either way; passes
/// every other request through as is.
async fn chunk_faults(
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    // A block, so that no borrow of the request is held across the wait below.
    let (failing, late) = {
        let path = request.uri().path();
        let names = |cookie| cookie_values(&request, cookie).any(|chunk| is_chunk(path, chunk));
        (names(FAILING_CHUNK_COOKIE), names(LATE_CHUNK_COOKIE))
    };
    let clear = |cookie: &str| {
        (
            axum::http::header::SET_COOKIE,
            format!("{cookie}=; Path=/; Max-Age=0"),
        )
    };
    if failing {
        return (
            axum::http::StatusCode::SERVICE_UNAVAILABLE,
            [clear(FAILING_CHUNK_COOKIE)],
        )
            .into_response();
    }
    if late {
        tokio::time::sleep(Duration::from_millis(LATE_CHUNK_MS)).await;
        return ([clear(LATE_CHUNK_COOKIE)], next.run(request).await).into_response();
    }
    next.run(request).await
}

/// One hold of [`LATE_FONTS_COOKIE`]: released once, for every font request before or after.
#[derive(Default)]
struct FontHold {
    released: std::sync::atomic::AtomicBool,
    signal: tokio::sync::Notify,
}

/// The font holds by cookie value. A test's hold is a few bytes, kept until the run ends.
static FONT_HOLDS: LazyLock<Mutex<HashMap<String, Arc<FontHold>>>> =
    LazyLock::new(Default::default);

/// The hold a [`LATE_FONTS_COOKIE`] of `request` names, if it carries one.
fn font_hold(request: &axum::extract::Request) -> Option<Arc<FontHold>> {
    let name = cookie_values(request, LATE_FONTS_COOKIE).next()?;
    let mut holds = FONT_HOLDS
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    Some(holds.entry(name.to_owned()).or_default().clone())
}

/// Holds back the web fonts of a session with a [`LATE_FONTS_COOKIE`] until its page has
/// painted; passes every other request through at once.
async fn late_fonts(
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    let hold = request
        .uri()
        .path()
        .ends_with(".woff2")
        .then(|| font_hold(&request))
        .flatten();
    if let Some(hold) = hold {
        let released = hold.signal.notified();
        tokio::pin!(released);
        // Registered before the flag is read, so a release in between is not missed.
        released.as_mut().enable();
        if !hold.released.load(Ordering::Acquire) {
            let _ = tokio::time::timeout(LATE_FONTS_HOLD_MAX, released).await;
        }
    }
    next.run(request).await
}

/// Lets through the held fonts of the session that asks, now and for the rest of its hold.
async fn release_fonts(request: axum::extract::Request) -> axum::http::StatusCode {
    match font_hold(&request) {
        Some(hold) => {
            hold.released.store(true, Ordering::Release);
            hold.signal.notify_waiters();
            axum::http::StatusCode::NO_CONTENT
        }
        None => axum::http::StatusCode::BAD_REQUEST,
    }
}

/// The held images of [`LateLoad`] pages, by number: each is answered once its page asks
/// (or [`LATE_LOAD_HOLD_MAX`] has passed). Pages of two browsers can be held at once.
static HOLDS: LazyLock<Mutex<HashMap<u64, Arc<tokio::sync::Notify>>>> =
    LazyLock::new(Default::default);

/// The release signal of held image `hold`, created by whichever of its two requests comes
/// first.
fn hold_signal(hold: u64) -> Arc<tokio::sync::Notify> {
    let mut holds = HOLDS
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    holds.entry(hold).or_default().clone()
}

/// The number in a `hold=` query.
fn hold_number(query: Option<&str>) -> Option<u64> {
    query?
        .split('&')
        .find_map(|pair| pair.strip_prefix("hold="))?
        .parse()
        .ok()
}

/// Answers a held image once its page has asked for it, never from a cache, so every
/// [`LateLoad`] page waits for it afresh.
async fn held_image(uri: axum::http::Uri) -> axum::response::Response {
    use axum::http::header;
    use axum::response::IntoResponse;
    if let Some(hold) = hold_number(uri.query()) {
        let signal = hold_signal(hold);
        // A release that came first left its permit, so this returns at once then.
        let _ = tokio::time::timeout(LATE_LOAD_HOLD_MAX, signal.notified()).await;
        HOLDS
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .remove(&hold);
    }
    (
        [
            (header::CONTENT_TYPE, "image/svg+xml"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>"#,
    )
        .into_response()
}

/// Releases the held image its query names.
async fn release_held_image(uri: axum::http::Uri) -> axum::http::StatusCode {
    match hold_number(uri.query()) {
        Some(hold) => {
            hold_signal(hold).notify_one();
            axum::http::StatusCode::NO_CONTENT
        }
        None => axum::http::StatusCode::BAD_REQUEST,
    }
}

/// Serves axe-core for `axe`, cached by the browser for the whole run: its source
/// does not change while the harness runs.
async fn axe_script() -> axum::response::Response {
    use axum::http::{StatusCode, header};
    use axum::response::IntoResponse;
    match axe_source() {
        Ok(source) => (
            [
                (header::CONTENT_TYPE, "text/javascript"),
                (header::CACHE_CONTROL, "public, max-age=31536000, immutable"),
            ],
            source,
        )
            .into_response(),
        Err(error) => (StatusCode::NOT_FOUND, format!("{error:#}")).into_response(),
    }
}

/// Serves the script that asks for a [`LateLoad`] page's held image.
async fn release_script() -> axum::response::Response {
    use axum::http::header;
    use axum::response::IntoResponse;
    (
        [
            (header::CONTENT_TYPE, "text/javascript"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        include_str!("../inject/release-held-image.js"),
    )
        .into_response()
}

/// Serves the script of [`LateLoad::HeldAndStartedEarly`].
async fn early_load_event() -> axum::response::Response {
    use axum::http::header;
    use axum::response::IntoResponse;
    (
        [
            (header::CONTENT_TYPE, "text/javascript"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        include_str!("../inject/early-load-event.js"),
    )
        .into_response()
}

/// Serves one HTML page from `fixtures/`, by exact file name only.
async fn fixture(
    axum::extract::Path(name): axum::extract::Path<String>,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    let known = name.ends_with(".html")
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'.')
        && !name.starts_with('.');
    let path = workspace::root().join("fixtures").join(&name);
    match std::fs::read_to_string(&path) {
        Ok(html) if known => axum::response::Html(html).into_response(),
        _ => axum::http::StatusCode::NOT_FOUND.into_response(),
    }
}

fn modified(path: &Path) -> Option<SystemTime> {
    path.metadata().and_then(|m| m.modified()).ok()
}

fn newest_modified(path: &Path) -> Option<SystemTime> {
    let meta = path.symlink_metadata().ok()?;
    if !meta.is_dir() {
        return meta.modified().ok();
    }
    let entries = std::fs::read_dir(path).ok()?;
    entries
        .filter_map(|entry| entry.ok())
        .filter_map(|entry| newest_modified(&entry.path()))
        .chain(meta.modified().ok())
        .max()
}
