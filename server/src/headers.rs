//! Security headers, which the responder (respond.rs) adds to every response it writes.

use anyhow::bail;
use axum::http::header::{self, HeaderMap, HeaderName, HeaderValue};

/// The origins the Content-Security-Policy allows beyond the site itself.
///
/// - `frame-src` is `'self'` followed by [`CspSources::frame_src`]; the default is no extra
///   origin, which gives `frame-src 'self'`.
/// - Every other directive is fixed; see [`CspSources::policy`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CspSources {
    frame_src: Vec<String>,
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
        let frame_src: Vec<String> = frame_src.into_iter().map(Into::into).collect();
        for origin in &frame_src {
            let is_clean = origin
                .bytes()
                .all(|byte| byte.is_ascii_graphic() && byte != b';' && byte != b',');
            if origin.is_empty() || !is_clean {
                bail!("frame-src origin {origin:?} is not a single CSP source");
            }
        }
        Ok(CspSources { frame_src })
    }

    /// The extra `frame-src` origins, in the order given.
    pub fn frame_src(&self) -> &[String] {
        &self.frame_src
    }

    /// The full `Content-Security-Policy` value.
    ///
    /// - Everything is same-origin only: no inline script, no inline style (attribute or
    ///   element), no third-party fonts. Styles the site sets at run time go through the
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
        format!(
            "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
             font-src 'self'; connect-src 'self'; frame-src {frame_src}; base-uri 'none'; \
             object-src 'none'; form-action 'self'; frame-ancestors 'self'; manifest-src 'self'"
        )
    }
}

/// `Strict-Transport-Security` as sent behind a TLS proxy: two years, this host only.
///
/// `includeSubDomains` and `preload` would bind every other host of the domain, which is an
/// operator's decision, not this server's.
pub(crate) const HSTS: &str = "max-age=63072000";

/// The headers every response carries, built once per app.
#[derive(Clone, Debug)]
pub(crate) struct SecurityHeaders {
    always: HeaderMap,
    /// Sent only when a trusted TLS proxy says the request came over HTTPS.
    hsts: Option<HeaderValue>,
}

impl SecurityHeaders {
    /// The fixed set for `csp`, plus HSTS on HTTPS requests when `behind_tls_proxy`.
    pub(crate) fn new(csp: &CspSources, behind_tls_proxy: bool) -> SecurityHeaders {
        SecurityHeaders {
            always: security_headers(csp),
            hsts: behind_tls_proxy.then(|| HeaderValue::from_static(HSTS)),
        }
    }

    /// Copies the headers onto a response, replacing any duplicates.
    ///
    /// HSTS is added only if configured and the request's first `X-Forwarded-Proto` value is
    /// `https`: over plain HTTP the header is meaningless and browsers ignore it.
    pub(crate) fn apply(&self, request: &HeaderMap, response: &mut HeaderMap) {
        for (name, value) in &self.always {
            response.insert(name, value.clone());
        }
        if let Some(hsts) = &self.hsts {
            if forwarded_https(request) {
                response.insert(header::STRICT_TRANSPORT_SECURITY, hsts.clone());
            }
        }
    }
}

/// True if the client-facing hop, the first in `X-Forwarded-Proto`, was HTTPS.
fn forwarded_https(request: &HeaderMap) -> bool {
    request
        .get("x-forwarded-proto")
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.split(',').next())
        .is_some_and(|proto| proto.trim().eq_ignore_ascii_case("https"))
}

fn security_headers(csp: &CspSources) -> HeaderMap {
    let mut headers = HeaderMap::new();
    // `CspSources::new` admits only visible ASCII, so the policy is always a valid value; the
    // fallback keeps the strictest framing rule rather than dropping the header.
    let policy = HeaderValue::try_from(csp.policy())
        .unwrap_or_else(|_| HeaderValue::from_static("default-src 'none'; frame-ancestors 'self'"));
    headers.insert(header::CONTENT_SECURITY_POLICY, policy);
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("strict-origin-when-cross-origin"),
    );
    headers.insert(
        HeaderName::from_static("cross-origin-opener-policy"),
        HeaderValue::from_static("same-origin-allow-popups"),
    );
    headers.insert(
        HeaderName::from_static("cross-origin-resource-policy"),
        HeaderValue::from_static("same-origin"),
    );
    headers.insert(
        HeaderName::from_static("permissions-policy"),
        HeaderValue::from_static("camera=(), microphone=(), geolocation=(), payment=()"),
    );
    headers
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
        let sends = |behind_proxy, request: &HeaderMap| {
            let mut response = HeaderMap::new();
            SecurityHeaders::new(&CspSources::default(), behind_proxy)
                .apply(request, &mut response);
            response.contains_key(header::STRICT_TRANSPORT_SECURITY)
        };
        assert!(sends(true, &https));
        assert!(!sends(true, &plain));
        assert!(!sends(true, &HeaderMap::new()));
        assert!(!sends(false, &https));
    }

    #[test]
    fn sources_that_would_inject_directives_are_refused() {
        assert!(CspSources::new(["https://a.example; script-src *"]).is_err());
        assert!(CspSources::new(["https://a.example,https://b.example"]).is_err());
        assert!(CspSources::new([""]).is_err());
    }
}
