//! The one handler: method check, path resolution, then a manifest lookup.

use std::sync::Arc;

use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::header::{self, HeaderMap, HeaderName, HeaderValue};
use axum::http::{Method, StatusCode, Uri};
use axum::response::Response;

use crate::manifest::{Entry, Manifest};
use crate::paths::{self, RequestPath};

/// The methods the server answers; sent with 204 and 405.
const ALLOW: &str = "GET, HEAD, OPTIONS";

/// The liveness probe, checked before the manifest so no file can shadow it.
const HEALTH_PATH: &str = "/healthz";

const TEXT: &str = "text/plain; charset=utf-8";
const HTML: &str = "text/html; charset=utf-8";
const NO_STORE: &str = "no-store";

pub(crate) async fn handle(
    State(manifest): State<Arc<Manifest>>,
    method: Method,
    uri: Uri,
    request_headers: HeaderMap,
) -> Response {
    let is_head = match method {
        Method::GET => false,
        Method::HEAD => true,
        Method::OPTIONS => return allow(StatusCode::NO_CONTENT),
        _ => return allow(StatusCode::METHOD_NOT_ALLOWED),
    };
    let path = match paths::resolve(uri.path()) {
        Ok(path) => path,
        Err(reason) => {
            tracing::debug!(path = uri.path(), %reason, "refusing a bad path");
            return text(StatusCode::BAD_REQUEST, "bad request", is_head);
        }
    };
    if path.is_canonical && path.canonical == HEALTH_PATH {
        return text(StatusCode::OK, "ok", is_head);
    }
    // The home page has one address; `/index.html` is only ever reached by old links.
    if path.canonical == "/index.html" {
        return redirect("/", uri.query());
    }
    match manifest.get(&path.canonical) {
        Some(entry) if path.is_canonical => serve(entry, &request_headers, is_head),
        Some(entry) if entry.is_route => redirect(&path.canonical, uri.query()),
        _ => not_found(&manifest, &path, is_head),
    }
}

fn serve(entry: &Entry, request_headers: &HeaderMap, is_head: bool) -> Response {
    if etag_matches(request_headers, &entry.etag) {
        return response(StatusCode::NOT_MODIFIED, Body::empty())
            .header(header::ETAG, entry.etag.clone())
            .header(header::CACHE_CONTROL, entry.cache.header_value())
            .finish();
    }
    with_body(StatusCode::OK, &entry.body, is_head)
        .header(header::CONTENT_TYPE, entry.content_type.clone())
        .header(header::ETAG, entry.etag.clone())
        .header(header::CACHE_CONTROL, entry.cache.header_value())
        .finish()
}

/// The 404 for a path outside the manifest.
///
/// - A path whose last segment has an extension gets plain text: a browser asked for a
///   file, and the HTML shell in its place would break the page that asked.
/// - Anything else gets the prerendered 404 page.
/// - Both are `no-store` and `noindex`, so neither a cache nor a search engine keeps them.
fn not_found(manifest: &Manifest, path: &RequestPath, is_head: bool) -> Response {
    let (body, content_type) = if path.has_extension() {
        (&Bytes::from_static(b"not found"), TEXT)
    } else {
        (manifest.not_found_page(), HTML)
    };
    with_body(StatusCode::NOT_FOUND, body, is_head)
        .header(header::CONTENT_TYPE, HeaderValue::from_static(content_type))
        .header(header::CACHE_CONTROL, HeaderValue::from_static(NO_STORE))
        .header(
            HeaderName::from_static("x-robots-tag"),
            HeaderValue::from_static("noindex"),
        )
        .finish()
}

/// A permanent redirect that keeps the method (308), carrying the query along.
///
/// `target` is a canonical path, so it starts with exactly one `/` and the `Location` can
/// never be read as a protocol-relative URL such as `//evil.com`.
fn redirect(target: &str, query: Option<&str>) -> Response {
    let mut location = paths::encode(target);
    if let Some(query) = query.filter(|query| !query.is_empty()) {
        location.push('?');
        location.push_str(query);
    }
    match HeaderValue::try_from(location) {
        Ok(location) => response(StatusCode::PERMANENT_REDIRECT, Body::empty())
            .header(header::LOCATION, location)
            .header(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"))
            .finish(),
        // The path is encoded and the query came from a parsed URI, so this is unreachable in
        // practice; a 400 is still better than a panic.
        Err(_) => text(StatusCode::BAD_REQUEST, "bad request", false),
    }
}

fn allow(status: StatusCode) -> Response {
    let body = if status == StatusCode::METHOD_NOT_ALLOWED {
        "method not allowed"
    } else {
        ""
    };
    let builder =
        response(status, Body::from(body)).header(header::ALLOW, HeaderValue::from_static(ALLOW));
    if body.is_empty() {
        builder.finish()
    } else {
        builder
            .header(header::CONTENT_TYPE, HeaderValue::from_static(TEXT))
            .header(header::CACHE_CONTROL, HeaderValue::from_static(NO_STORE))
            .finish()
    }
}

fn text(status: StatusCode, body: &'static str, is_head: bool) -> Response {
    with_body(status, &Bytes::from_static(body.as_bytes()), is_head)
        .header(header::CONTENT_TYPE, HeaderValue::from_static(TEXT))
        .header(header::CACHE_CONTROL, HeaderValue::from_static(NO_STORE))
        .finish()
}

/// A response with `body`, or for HEAD the same `Content-Length` and no body.
fn with_body(status: StatusCode, body: &Bytes, is_head: bool) -> ResponseBuilder {
    let length = HeaderValue::from(body.len());
    let body = if is_head {
        Body::empty()
    } else {
        Body::from(body.clone())
    };
    response(status, body).header(header::CONTENT_LENGTH, length)
}

/// `If-None-Match` uses the weak comparison (RFC 9110, 13.1.2): `W/` is ignored.
fn etag_matches(request_headers: &HeaderMap, etag: &HeaderValue) -> bool {
    let etag = etag.as_bytes();
    request_headers
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .map(str::trim)
        .any(|candidate| candidate == "*" || candidate.trim_start_matches("W/").as_bytes() == etag)
}

fn response(status: StatusCode, body: Body) -> ResponseBuilder {
    let mut response = Response::new(body);
    *response.status_mut() = status;
    ResponseBuilder(response)
}

/// A small infallible builder: every header here is a typed, already-valid value, so the
/// fallible `http::response::Builder` would only add error paths that cannot happen.
struct ResponseBuilder(Response);

impl ResponseBuilder {
    fn header(mut self, name: HeaderName, value: HeaderValue) -> ResponseBuilder {
        self.0.headers_mut().insert(name, value);
        self
    }

    fn finish(self) -> Response {
        self.0
    }
}
