//! Security headers: the Content-Security-Policy's sources, the fixed headers every response
//! carries (prepared into each file's head, and stamped by the responder on the rest) and
//! HSTS (added by the responder).

use anyhow::{Context, bail};
use axum::http::Response;
use axum::http::header::{self, HeaderMap, HeaderName, HeaderValue};
use std::path::Path;
use std::sync::Arc;

/// The file `npm run build` writes beside the pages, naming the inline scripts it wrote into
/// them by hash (`{"script-src": ["'sha256-…'"]}`). A dotfile, so it is never served.
pub const INLINE_SCRIPTS_FILE: &str = ".csp.json";

/// The sources the Content-Security-Policy allows beyond the site's own files.
///
/// - `frame-src` is `'self'` followed by [`CspSources::frame_src`]; the default is no extra
///   origin, which gives `frame-src 'self'`.
/// - `script-src` is `'self'` followed by [`CspSources::script_hashes`]: the inline scripts
///   the build wrote, each admitted by its SHA-256 hash. The default admits none.
/// - Every other directive is fixed; see [`CspSources::policy`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CspSources {
    frame_src: Vec<String>,
    script_hashes: Vec<String>,
}

/// The contents of [`INLINE_SCRIPTS_FILE`].
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct InlineScripts {
    #[serde(rename = "script-src")]
    script_src: Vec<String>,
}

impl CspSources {
    /// Allows the given origins (for example `https://forms.example.com`) in `frame-src`.
    ///
    /// Fails if an origin is empty or holds whitespace, `;`, `,` or a non-ASCII or control
    /// character, any of which would change the meaning of the policy.
    pub fn new<I, S>(frame_src: I) -> anyhow::Result<CspSources>
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        CspSources::default().with_frame_src(frame_src)
    }

    /// Adds origins to `frame-src`, after those already allowed, checked as in
    /// [`CspSources::new`].
    pub fn with_frame_src<I, S>(mut self, frame_src: I) -> anyhow::Result<CspSources>
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        for origin in frame_src.into_iter().map(Into::into) {
            let is_clean = origin
                .bytes()
                .all(|byte| byte.is_ascii_graphic() && byte != b';' && byte != b',');
            if origin.is_empty() || !is_clean {
                bail!("frame-src origin {origin:?} is not a single CSP source");
            }
            self.frame_src.push(origin);
        }
        Ok(self)
    }

    /// Admits inline scripts by their hashes, each written as the policy writes it:
    /// `'sha256-` and the base64 of the 32-byte digest, then `'`.
    ///
    /// Fails on anything else, naming the value: a keyword such as `'unsafe-inline'` or a
    /// host would let in far more than one known script.
    pub fn with_script_hashes<I, S>(mut self, hashes: I) -> anyhow::Result<CspSources>
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        for hash in hashes.into_iter().map(Into::into) {
            let digest = hash
                .strip_prefix("'sha256-")
                .and_then(|rest| rest.strip_suffix('\''));
            let is_digest = digest.is_some_and(|digest| {
                digest.len() == 44
                    && digest.ends_with('=')
                    && digest[..43]
                        .bytes()
                        .all(|byte| byte.is_ascii_alphanumeric() || byte == b'+' || byte == b'/')
            });
            if !is_digest {
                bail!(
                    "script-src source {hash:?} is not a SHA-256 hash source ('sha256-<base64>')"
                );
            }
            self.script_hashes.push(hash);
        }
        Ok(self)
    }

    /// Reads the hashes of the inline scripts the build wrote into the pages under `root`,
    /// from [`INLINE_SCRIPTS_FILE`]. A site without that file has no inline script, so the
    /// answer is then empty.
    ///
    /// Fails, naming the file, if it cannot be read or is not of that shape.
    pub fn read_script_hashes(root: &Path) -> anyhow::Result<Vec<String>> {
        let path = root.join(INLINE_SCRIPTS_FILE);
        let text = match std::fs::read_to_string(&path) {
            Ok(text) => text,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(error) => return Err(error).with_context(|| format!("read {}", path.display())),
        };
        let inline: InlineScripts = serde_json::from_str(&text).with_context(|| {
            format!(
                "{} must be {{\"script-src\": [\"'sha256-…'\", …]}}, as npm run build writes it",
                path.display()
            )
        })?;
        Ok(inline.script_src)
    }

    /// The origins (`scheme://host[:port]`) of every frame the site embeds, from
    /// `site/src/config/site.json` (read by the `facts` crate at compile time), sorted and
    /// without repeats: what `frame-src` must allow, so that it always allows exactly the
    /// embeds the site uses.
    pub fn site_embed_origins() -> anyhow::Result<Vec<String>> {
        let site = facts::site_config::site_config()?;
        let mut origins = site
            .embeds
            .addresses()
            .into_iter()
            .map(origin_of)
            .collect::<anyhow::Result<Vec<_>>>()?;
        origins.sort();
        origins.dedup();
        Ok(origins)
    }

    /// The extra `frame-src` origins, in the order given.
    pub fn frame_src(&self) -> &[String] {
        &self.frame_src
    }

    /// The hashes of the inline scripts `script-src` admits, in the order given.
    pub fn script_hashes(&self) -> &[String] {
        &self.script_hashes
    }

    /// The full `Content-Security-Policy` value.
    ///
    /// - Everything is same-origin only: no inline script except those admitted by hash, no
    ///   inline style (attribute or element), no third-party fonts. Styles the site sets at run time go through the
    ///   CSSOM, which the policy does not govern.
    /// - `img-src` also allows `data:` URLs for small inlined images.
    /// - `frame-ancestors 'self'`: the site may frame itself (the spec opens social links
    ///   through the parent window when framed), but no other site may frame it.
    pub fn policy(&self) -> String {
        let mut frame_src = String::from("'self'");
        for origin in &self.frame_src {
            frame_src.push(' ');
            frame_src.push_str(origin);
        }
        let mut script_src = String::from("'self'");
        for hash in &self.script_hashes {
            script_src.push(' ');
            script_src.push_str(hash);
        }
        format!(
            "default-src 'none'; script-src {script_src}; style-src 'self'; img-src 'self' data:; \
             font-src 'self'; connect-src 'self'; frame-src {frame_src}; base-uri 'none'; \
             object-src 'none'; form-action 'self'; frame-ancestors 'self'; manifest-src 'self'"
        )
    }
}

/// The origin of an absolute `http(s)` URL: everything before the path.
fn origin_of(url: &str) -> anyhow::Result<String> {
    let (scheme, rest) = url
        .split_once("://")
        .filter(|(scheme, _)| matches!(*scheme, "http" | "https"))
        .with_context(|| format!("embed address {url:?} is not an absolute http(s) URL"))?;
    let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
    anyhow::ensure!(!authority.is_empty(), "embed address {url:?} has no host");
    Ok(format!("{scheme}://{authority}"))
}

/// `Strict-Transport-Security` as sent behind a TLS proxy: two years, this host only.
///
/// `includeSubDomains` and `preload` would bind every other host of the domain, which is an
/// operator's decision, not this server's.
pub(crate) const HSTS: &str = "max-age=63072000";

/// HSTS for a response to `request`, if the server is `behind_tls_proxy` and the request's
/// first `X-Forwarded-Proto` value is `https`: over plain HTTP the header is meaningless and
/// browsers ignore it.
///
/// It depends on the request, so it cannot be prepared into a file's head with the fixed
/// headers ([`security_headers`]); the responder adds it.
pub(crate) fn hsts(request: &HeaderMap, behind_tls_proxy: bool) -> Option<HeaderValue> {
    (behind_tls_proxy && forwarded_https(request)).then(|| HeaderValue::from_static(HSTS))
}

/// True if the client-facing hop, the first in `X-Forwarded-Proto`, was HTTPS.
fn forwarded_https(request: &HeaderMap) -> bool {
    request
        .get("x-forwarded-proto")
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.split(',').next())
        .is_some_and(|proto| proto.trim().eq_ignore_ascii_case("https"))
}

/// The fixed security headers, built once and added to every response.
///
/// - The manifest's prepared `200` heads hold them already ([`Manifest::with_common_headers`],
///   called by [`crate::app`]), so a full response needs no insert at all.
/// - The handler [`apply`](SecurityHeaders::apply)s them to every other response, and so
///   does the panic handler of [`crate::app`].
///
/// Six tower-http `SetResponseHeaderLayer`s did this job at about 2 us of CPU per request
/// (six nested futures, and the header map growing and rehashing as they came), and one
/// `map_response` layer that inserted all six at about 0.8 us; both were measured with
/// `cargo xtask bench server`, see `specs/decisions.md`.
///
/// [`Manifest::with_common_headers`]: crate::Manifest
#[derive(Clone, Debug)]
pub(crate) struct SecurityHeaders(Arc<[(HeaderName, HeaderValue); 6]>);

impl SecurityHeaders {
    /// The headers for `csp`; see [`security_headers`].
    pub(crate) fn new(csp: &CspSources) -> SecurityHeaders {
        SecurityHeaders(Arc::new(security_headers(csp)))
    }

    /// The headers, in the order of [`facts::SECURITY_HEADERS`].
    pub(crate) fn headers(&self) -> &[(HeaderName, HeaderValue)] {
        self.0.as_slice()
    }

    /// Sets every fixed header on `response`, replacing any value the responder wrote,
    /// unless its head was prepared with them: a `Content-Security-Policy` is present only
    /// then, since nothing else here writes one.
    pub(crate) fn apply<B>(&self, mut response: Response<B>) -> Response<B> {
        let headers = response.headers_mut();
        if headers.contains_key(header::CONTENT_SECURITY_POLICY) {
            return response;
        }
        for (name, value) in self.0.iter() {
            headers.insert(name.clone(), value.clone());
        }
        response
    }
}

/// The headers every response carries whatever its status, in the order of
/// [`facts::SECURITY_HEADERS`]: the policy for `csp`, `nosniff`, and the referrer,
/// cross-origin and permissions policies.
pub(crate) fn security_headers(csp: &CspSources) -> [(HeaderName, HeaderValue); 6] {
    // `CspSources::new` admits only visible ASCII, so the policy is always a valid value; the
    // fallback keeps the strictest framing rule rather than dropping the header.
    let policy = HeaderValue::try_from(csp.policy())
        .unwrap_or_else(|_| HeaderValue::from_static("default-src 'none'; frame-ancestors 'self'"));
    [
        (header::CONTENT_SECURITY_POLICY, policy),
        (
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ),
        (
            header::REFERRER_POLICY,
            HeaderValue::from_static("strict-origin-when-cross-origin"),
        ),
        (
            HeaderName::from_static("cross-origin-opener-policy"),
            HeaderValue::from_static("same-origin-allow-popups"),
        ),
        (
            HeaderName::from_static("cross-origin-resource-policy"),
            HeaderValue::from_static("same-origin"),
        ),
        (
            HeaderName::from_static("permissions-policy"),
            HeaderValue::from_static("camera=(), microphone=(), geolocation=(), payment=()"),
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_policy_frames_only_self() {
        let policy = CspSources::default().policy();
        assert!(policy.contains("frame-src 'self';"), "{policy}");
        assert!(policy.starts_with("default-src 'none';"), "{policy}");
    }

    #[test]
    fn frame_sources_are_listed_after_self() {
        let csp = CspSources::new(["https://forms.example.com", "https://drive.example.com"])
            .expect("origins are valid");
        assert!(
            csp.policy()
                .contains("frame-src 'self' https://forms.example.com https://drive.example.com;")
        );
    }

    #[test]
    fn hsts_needs_the_flag_and_a_forwarded_https_request() {
        let mut https = HeaderMap::new();
        https.insert("x-forwarded-proto", HeaderValue::from_static("HTTPS, http"));
        let mut plain = HeaderMap::new();
        plain.insert("x-forwarded-proto", HeaderValue::from_static("http"));
        assert_eq!(hsts(&https, true), Some(HeaderValue::from_static(HSTS)));
        assert_eq!(hsts(&plain, true), None);
        assert_eq!(hsts(&HeaderMap::new(), true), None);
        assert_eq!(hsts(&https, false), None);
    }

    #[test]
    fn the_fixed_headers_are_the_ones_the_tests_and_the_bench_name() {
        let names = security_headers(&CspSources::default()).map(|(name, _)| name);
        assert_eq!(names.map(|name| name.to_string()), facts::SECURITY_HEADERS);
    }

    #[test]
    fn inline_scripts_are_admitted_by_hash_only() {
        let hash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
        let csp = CspSources::default()
            .with_script_hashes([hash])
            .expect("a SHA-256 hash source");
        assert!(csp.policy().contains(&format!("script-src 'self' {hash};")));
        for refused in [
            "'unsafe-inline'",
            "'sha256-short='",
            "'sha384-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
            "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=' *",
            "https://cdn.example",
        ] {
            assert!(
                CspSources::default().with_script_hashes([refused]).is_err(),
                "{refused}"
            );
        }
    }

    #[test]
    fn the_inline_scripts_file_is_read_and_checked() {
        let root = std::env::temp_dir().join(format!("hive-csp-{}", std::process::id()));
        std::fs::create_dir_all(&root).expect("temp dir");
        assert!(
            CspSources::read_script_hashes(&root)
                .expect("no file is no inline script")
                .is_empty()
        );
        let file = root.join(INLINE_SCRIPTS_FILE);
        std::fs::write(&file, r#"{"script-src": ["'sha256-abc'"]}"#).expect("write");
        let hashes = CspSources::read_script_hashes(&root).expect("well-formed JSON");
        assert!(CspSources::default().with_script_hashes(hashes).is_err());
        std::fs::write(&file, r#"{"script": []}"#).expect("write");
        let error = CspSources::read_script_hashes(&root).expect_err("wrong shape");
        assert!(format!("{error:#}").contains(".csp.json"), "{error:#}");
        std::fs::remove_dir_all(&root).expect("clean up");
    }

    #[test]
    fn sources_that_would_inject_directives_are_refused() {
        assert!(CspSources::new(["https://a.example; script-src *"]).is_err());
        assert!(CspSources::new(["https://a.example,https://b.example"]).is_err());
        assert!(CspSources::new([""]).is_err());
    }

    #[test]
    fn origins_drop_paths_queries_and_fragments() {
        assert_eq!(
            origin_of("https://forms.example.com/a/b?x=1#y").expect("valid"),
            "https://forms.example.com"
        );
        assert_eq!(
            origin_of("http://127.0.0.1:9000/embed").expect("valid"),
            "http://127.0.0.1:9000"
        );
        assert!(origin_of("javascript:alert(1)").is_err());
        assert!(origin_of("https:///path").is_err());
    }

    #[test]
    fn the_site_config_names_every_embed_origin() {
        let origins = CspSources::site_embed_origins().expect("site.json parses");
        assert!(!origins.is_empty());
        assert!(origins.iter().all(|origin| origin.starts_with("https://")));
    }
}
