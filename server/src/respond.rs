//! The one responder: request checks, path resolution, then a manifest lookup.

use std::any::Any;
use std::convert::Infallible;
use std::future::{Ready, ready};
use std::sync::Arc;
use std::task::{Context, Poll};

use axum::body::{Body, Bytes};
use axum::extract::Request;
use axum::http::header::{self, HeaderMap, HeaderName, HeaderValue};
use axum::http::{Method, StatusCode, Version};
use axum::response::Response;
use tower::Service;

use crate::drain::is_draining;
use crate::headers;
use crate::manifest::{Coding, Entry, Manifest};
use crate::negotiate::{self, Precondition, RangeRequest};
use crate::paths::{self, RequestPath};

/// The methods the server answers; sent with 204 and 405.
const ALLOW: &str = "GET, HEAD, OPTIONS";

/// The liveness probe, checked before the manifest so no file can shadow it.
const HEALTH_PATH: &str = "/healthz";

/// The longest request target (path and query) answered; longer ones get 414.
///
/// The site's own URLs are short; this leaves room for tracking parameters on shared links
/// while refusing the multi-kilobyte probes scanners send.
pub(crate) const MAX_URI_BYTES: usize = 4096;

const TEXT: &str = "text/plain; charset=utf-8";

/// The headers of a prepared head that describe its body, which a 304 leaves out.
const BODY_HEADERS: [HeaderName; 4] = [
    header::CONTENT_LENGTH,
    header::CONTENT_TYPE,
    header::CONTENT_ENCODING,
    header::ACCEPT_RANGES,
];
const NO_STORE: &str = "no-store";

/// What the handler shares across requests.
pub(crate) struct AppState {
    pub(crate) manifest: Arc<Manifest>,
    /// The fixed headers every response carries.
    pub(crate) security: headers::SecurityHeaders,
    /// Whether a TLS proxy in front sets `X-Forwarded-Proto`, so HTTPS requests get HSTS.
    pub(crate) behind_tls_proxy: bool,
}

/// The one service behind the router: answers every request from [`AppState`].
///
/// A `tower::Service` mounted with `fallback_service` rather than an axum handler
/// function, because axum gives a handler's HEAD answer without a length
/// `Content-Length: 0`, a 304's included, which RFC 9110 (8.6) forbids; here [`handle`]
/// decides (`a_head_answer_gives_the_get_body_length_but_a_304_gives_none` fails with a
/// handler). Nothing here waits, so its future is ready at once.
#[derive(Clone)]
pub(crate) struct Responder(pub(crate) Arc<AppState>);

impl Service<Request> for Responder {
    type Response = Response;
    type Error = Infallible;
    type Future = Ready<Result<Response, Infallible>>;

    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, request: Request) -> Self::Future {
        ready(Ok(handle(&self.0, &request)))
    }
}

/// Answers one request, with the security headers, and HSTS when a TLS proxy says it came
/// over HTTPS. The layers in [`crate::app`] log it and catch a panic.
fn handle(state: &AppState, request: &Request) -> Response {
    let mut response = state.security.apply(respond(&state.manifest, request));
    if let Some(hsts) = headers::hsts(request.headers(), state.behind_tls_proxy) {
        insert(&mut response, header::STRICT_TRANSPORT_SECURITY, hsts);
    }
    // A HEAD answer gives the length a GET's body would have. Every answer built here with
    // a body carries it already; a redirect's GET body is empty, so its length is 0. A 304
    // gives none: its length would have to be the full body's (RFC 9110, 8.6).
    if request.method() == Method::HEAD
        && response.status() != StatusCode::NOT_MODIFIED
        && !response.headers().contains_key(header::CONTENT_LENGTH)
    {
        insert(
            &mut response,
            header::CONTENT_LENGTH,
            HeaderValue::from_static("0"),
        );
    }
    response
}

/// The answer when the handler panics, for tower-http's `CatchPanicLayer`: a plain 500, so
/// the client gets a response and the connection stays usable. The panic is logged.
pub(crate) fn panicked(panic: Box<dyn Any + Send + 'static>) -> Response {
    let message = panic
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| panic.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("a panic without a message");
    tracing::error!(message, "the handler panicked");
    text(
        StatusCode::INTERNAL_SERVER_ERROR,
        "internal server error",
        false,
    )
}

fn respond(manifest: &Manifest, request: &Request) -> Response {
    let uri = request.uri();
    let target_length = uri
        .path_and_query()
        .map_or(0, |target| target.as_str().len());
    if target_length > MAX_URI_BYTES {
        return text(StatusCode::URI_TOO_LONG, "uri too long", false);
    }
    let headers = request.headers();
    if let Err(reason) = check_framing(request.version(), headers) {
        tracing::debug!(reason, "refusing a malformed request");
        return text(StatusCode::BAD_REQUEST, "bad request", false);
    }
    let is_head = match *request.method() {
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
        return if is_draining(request) {
            text(StatusCode::SERVICE_UNAVAILABLE, "draining", is_head)
        } else {
            text(StatusCode::OK, "ok", is_head)
        };
    }
    // The home page has one address; `/index.html` is only ever reached by old links.
    if path.canonical == "/index.html" {
        return redirect("/", uri.query());
    }
    match manifest.get(&path.canonical) {
        Some(entry) if path.is_canonical => serve(entry, headers, is_head),
        Some(entry) if entry.is_route => redirect(&path.canonical, uri.query()),
        _ => not_found(manifest, &path, headers, is_head),
    }
}

/// Refuses the request shapes that let two parsers disagree about where a request ends or
/// which site it is for.
///
/// - HTTP/1.1 needs exactly one `Host`, and HTTP/1.0 at most one (RFC 9112, 3.2).
/// - `Host` may hold only the characters of a host and port.
/// - `Transfer-Encoding` is refused: nothing here takes a request body, and with a
///   `Content-Length` beside it, it is the classic smuggling shape.
fn check_framing(version: Version, headers: &HeaderMap) -> Result<(), &'static str> {
    let mut hosts = headers.get_all(header::HOST).iter();
    let host = hosts.next();
    if hosts.next().is_some() {
        return Err("more than one Host header");
    }
    match host {
        None if version == Version::HTTP_11 => return Err("no Host header"),
        None => {}
        Some(host) => {
            let valid = host.as_bytes().iter().all(|&byte| {
                byte.is_ascii_alphanumeric() || b".-_~:[]%!$&'()*+,;=".contains(&byte)
            });
            if !valid {
                return Err("malformed Host header");
            }
        }
    }
    if headers.contains_key(header::TRANSFER_ENCODING) {
        return Err("Transfer-Encoding on a request");
    }
    Ok(())
}

/// A manifest entry, negotiated, with its validators.
fn serve(entry: &Entry, request: &HeaderMap, is_head: bool) -> Response {
    let Some(coding) = negotiate::coding(request, entry) else {
        let mut response = text(StatusCode::NOT_ACCEPTABLE, "not acceptable", is_head);
        vary(&mut response);
        return response;
    };
    let Some(variant) = entry.variant(coding) else {
        // `coding` only ever names a variant the entry has.
        return text(StatusCode::NOT_ACCEPTABLE, "not acceptable", is_head);
    };
    match negotiate::precondition(request, entry, variant) {
        Precondition::Failed => text(
            StatusCode::PRECONDITION_FAILED,
            "precondition failed",
            is_head,
        ),
        Precondition::NotModified => {
            // A 304 carries the same validators and caching rules a 200 would (RFC 9110,
            // 15.4.5), and no header that describes a body.
            let mut head = HeaderMap::with_capacity(variant.head.len());
            copy_except(&variant.head, &BODY_HEADERS, &mut head);
            prepared(StatusCode::NOT_MODIFIED, head, &Bytes::new(), true)
        }
        Precondition::Proceed => match negotiate::range(request, entry, variant) {
            RangeRequest::Full => {
                prepared(StatusCode::OK, variant.head.clone(), &variant.body, is_head)
            }
            RangeRequest::Partial { first, last } => {
                let part = variant.body.slice(first..=last);
                let mut head = HeaderMap::with_capacity(variant.head.len() + 1);
                head.insert(header::CONTENT_LENGTH, HeaderValue::from(part.len()));
                let range = format!("bytes {first}-{last}/{}", variant.body.len());
                head.insert(header::CONTENT_RANGE, header_value(range));
                copy_except(&variant.head, &[header::CONTENT_LENGTH], &mut head);
                prepared(StatusCode::PARTIAL_CONTENT, head, &part, is_head)
            }
            RangeRequest::Unsatisfiable => {
                let mut response = text(
                    StatusCode::RANGE_NOT_SATISFIABLE,
                    "range not satisfiable",
                    is_head,
                );
                let range = format!("bytes */{}", variant.body.len());
                insert(&mut response, header::CONTENT_RANGE, header_value(range));
                response
            }
        },
    }
}

/// Copies `head` into `into`, in order, but for the headers named in `leave_out`. Removing
/// them from a clone instead would reorder what is left.
fn copy_except(head: &HeaderMap, leave_out: &[HeaderName], into: &mut HeaderMap) {
    for (name, value) in head {
        if !leave_out.contains(name) {
            into.append(name.clone(), value.clone());
        }
    }
}

/// A response with a variant's prepared head (see `Entry::prepare_heads`), and `body`
/// unless this answers a HEAD.
fn prepared(status: StatusCode, head: HeaderMap, body: &Bytes, is_head: bool) -> Response {
    let body = if is_head {
        Body::empty()
    } else {
        Body::from(body.clone())
    };
    let mut response = Response::new(body);
    *response.status_mut() = status;
    *response.headers_mut() = head;
    response
}

/// The 404 for a path outside the manifest.
///
/// - A path whose last segment has an extension gets plain text: a browser asked for a
///   file, and the HTML shell in its place would break the page that asked.
/// - Anything else gets the prerendered 404 page, precompressed when the client allows.
/// - Both are `no-store` and `noindex`, so neither a cache nor a search engine keeps them.
fn not_found(
    manifest: &Manifest,
    path: &RequestPath,
    request: &HeaderMap,
    is_head: bool,
) -> Response {
    let mut response = if path.has_extension() {
        text(StatusCode::NOT_FOUND, "not found", is_head)
    } else {
        let page = manifest.not_found_page();
        // A client that refuses every coding still gets the page: an error body need not
        // honour content negotiation, and the page explains more than a 406 would.
        let coding = negotiate::coding(request, page).unwrap_or(Coding::Identity);
        let variant = page.variant(coding).unwrap_or(&page.identity);
        let mut response = with_body(StatusCode::NOT_FOUND, &variant.body, is_head);
        insert(
            &mut response,
            header::CONTENT_TYPE,
            page.content_type.clone(),
        );
        if let Some(token) = coding.token() {
            insert(&mut response, header::CONTENT_ENCODING, token);
        }
        insert(
            &mut response,
            header::CACHE_CONTROL,
            HeaderValue::from_static(NO_STORE),
        );
        if page.varies() {
            vary(&mut response);
        }
        response
    };
    insert(
        &mut response,
        HeaderName::from_static("x-robots-tag"),
        HeaderValue::from_static("noindex"),
    );
    response
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
        Ok(location) => {
            let mut response = response(StatusCode::PERMANENT_REDIRECT, Body::empty());
            insert(&mut response, header::LOCATION, location);
            insert(
                &mut response,
                header::CACHE_CONTROL,
                HeaderValue::from_static("no-cache"),
            );
            response
        }
        // The path is encoded and the query came from a parsed URI, so this is unreachable in
        // practice; a 400 is still better than a panic.
        Err(_) => text(StatusCode::BAD_REQUEST, "bad request", false),
    }
}

fn allow(status: StatusCode) -> Response {
    let mut response = if status == StatusCode::METHOD_NOT_ALLOWED {
        text(status, "method not allowed", false)
    } else {
        response(status, Body::empty())
    };
    insert(
        &mut response,
        header::ALLOW,
        HeaderValue::from_static(ALLOW),
    );
    response
}

fn text(status: StatusCode, body: &'static str, is_head: bool) -> Response {
    let mut response = with_body(status, &Bytes::from_static(body.as_bytes()), is_head);
    insert(
        &mut response,
        header::CONTENT_TYPE,
        HeaderValue::from_static(TEXT),
    );
    insert(
        &mut response,
        header::CACHE_CONTROL,
        HeaderValue::from_static(NO_STORE),
    );
    response
}

fn vary(response: &mut Response) {
    insert(
        response,
        header::VARY,
        HeaderValue::from_static("Accept-Encoding"),
    );
}

/// A response with `body`, or for HEAD the same `Content-Length` and no body.
fn with_body(status: StatusCode, body: &Bytes, is_head: bool) -> Response {
    let length = HeaderValue::from(body.len());
    let body = if is_head {
        Body::empty()
    } else {
        Body::from(body.clone())
    };
    let mut response = response(status, body);
    insert(&mut response, header::CONTENT_LENGTH, length);
    response
}

fn response(status: StatusCode, body: Body) -> Response {
    let mut response = Response::new(body);
    *response.status_mut() = status;
    response
}

fn insert(response: &mut Response, name: HeaderName, value: HeaderValue) {
    response.headers_mut().insert(name, value);
}

/// A header value from text built here out of digits and ASCII punctuation.
fn header_value(text: String) -> HeaderValue {
    HeaderValue::try_from(text).unwrap_or_else(|_| HeaderValue::from_static("invalid"))
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::drain::Draining;
    use axum::http::Request;
    use tower::ServiceExt;

    #[tokio::test]
    async fn healthz_answers_503_once_draining() {
        let root = std::env::temp_dir().join(format!("hive-respond-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(&root).expect("create temp root");
        for route in crate::route_table::routes().expect("route table parses") {
            std::fs::write(root.join(&route.file), "<!doctype html>").expect("write page");
        }
        let app = crate::app(crate::Config::load(&root).expect("site loads"));
        let _ = std::fs::remove_dir_all(&root);
        let call = |draining: bool| {
            let app = app.clone();
            let mut request = Request::get("/healthz")
                .header(header::HOST, "localhost")
                .body(Body::empty())
                .expect("valid request");
            if draining {
                request.extensions_mut().insert(Draining);
            }
            app.oneshot(request)
        };
        let serving = call(false).await.expect("infallible");
        assert_eq!(serving.status(), StatusCode::OK);
        let draining = call(true).await.expect("infallible");
        assert_eq!(draining.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(draining.headers()[header::CACHE_CONTROL], NO_STORE);
        assert!(
            draining
                .headers()
                .contains_key(header::CONTENT_SECURITY_POLICY)
        );
    }
}
