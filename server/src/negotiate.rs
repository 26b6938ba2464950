//! Reading what a request asks for: content coding, preconditions and byte ranges.

use axum::http::HeaderMap;
use axum::http::header::{self, HeaderName};

use crate::manifest::{Coding, Entry, Variant, parse_http_date};

/// The coding to send, from `Accept-Encoding` (RFC 9110, 12.5.3), among those `entry` has.
///
/// - No header: identity.
/// - The highest `q` wins; on a tie br beats gzip beats identity, as smaller is faster.
/// - `q=0` refuses a coding. `*` stands for every coding not listed. Identity is acceptable
///   unless refused by `identity;q=0` or by `*;q=0` without listing it.
/// - `None` when nothing the entry has is acceptable (the caller answers 406).
pub(crate) fn coding(request: &HeaderMap, entry: &Entry) -> Option<Coding> {
    let mut values = request.get_all(header::ACCEPT_ENCODING).iter().peekable();
    if values.peek().is_none() {
        return Some(Coding::Identity);
    }
    // Quality per coding in thousandths; `None` means not listed.
    let (mut brotli, mut gzip, mut identity, mut star) = (None, None, None, None);
    for value in values {
        let Ok(value) = value.to_str() else {
            continue;
        };
        for element in value.split(',') {
            let mut parts = element.split(';');
            let name = parts.next().unwrap_or_default().trim();
            if name.is_empty() {
                continue;
            }
            let mut quality = Some(1000);
            for parameter in parts {
                if let Some((key, value)) = parameter.split_once('=') {
                    if key.trim().eq_ignore_ascii_case("q") {
                        quality = parse_quality(value.trim());
                    }
                }
            }
            // A malformed weight is read as a refusal: never send what may be unwanted.
            let quality = quality.unwrap_or(0);
            let slot = if name.eq_ignore_ascii_case("br") {
                &mut brotli
            } else if name.eq_ignore_ascii_case("gzip") || name.eq_ignore_ascii_case("x-gzip") {
                &mut gzip
            } else if name.eq_ignore_ascii_case("identity") {
                &mut identity
            } else if name == "*" {
                &mut star
            } else {
                continue;
            };
            // A coding listed twice keeps its highest weight.
            *slot = Some(slot.map_or(quality, |old: u16| old.max(quality)));
        }
    }
    let brotli = brotli.or(star).unwrap_or(0);
    let gzip = gzip.or(star).unwrap_or(0);
    // Unlisted identity is acceptable but least wanted, so any listed coding beats it.
    let identity = identity.or(star).unwrap_or(1);
    [
        (Coding::Brotli, brotli),
        (Coding::Gzip, gzip),
        (Coding::Identity, identity),
    ]
    .into_iter()
    .filter(|(coding, quality)| *quality > 0 && entry.variant(*coding).is_some())
    // `max_by_key` keeps the last maximum, so compare reversed to keep the first.
    .min_by_key(|(_, quality)| std::cmp::Reverse(*quality))
    .map(|(coding, _)| coding)
}

/// Parses a weight (`0`, `0.5`, `1.000`) into thousandths; `None` if malformed or above 1.
fn parse_quality(text: &str) -> Option<u16> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    if whole.len() != 1 || fraction.len() > 3 || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let mut thousandths: u16 = match whole {
        "0" => 0,
        "1" => 1000,
        _ => return None,
    };
    for (digit, scale) in fraction.bytes().zip([100, 10, 1]) {
        thousandths += u16::from(digit - b'0') * scale;
    }
    (thousandths <= 1000).then_some(thousandths)
}

/// What the preconditions of a request say (RFC 9110, 13.2.2).
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Precondition {
    /// Serve the representation.
    Proceed,
    /// `If-None-Match` or `If-Modified-Since` matched: answer 304.
    NotModified,
    /// `If-Match` or `If-Unmodified-Since` failed: answer 412.
    Failed,
}

/// Evaluates `If-Match`, `If-Unmodified-Since`, `If-None-Match` and `If-Modified-Since`, in
/// that order, against the variant being sent.
///
/// - `If-Match` uses the strong comparison and `If-None-Match` the weak one.
/// - A date is only consulted when the matching ETag header is absent, and an unparsable
///   date is ignored, as the RFC requires.
pub(crate) fn precondition(request: &HeaderMap, entry: &Entry, variant: &Variant) -> Precondition {
    let etag = variant.etag.as_bytes();
    if request.contains_key(header::IF_MATCH) {
        if !list_matches(request, header::IF_MATCH, etag, false) {
            return Precondition::Failed;
        }
    } else if let Some(since) = date(request, header::IF_UNMODIFIED_SINCE) {
        if entry.modified > since {
            return Precondition::Failed;
        }
    }
    if request.contains_key(header::IF_NONE_MATCH) {
        if list_matches(request, header::IF_NONE_MATCH, etag, true) {
            return Precondition::NotModified;
        }
    } else if let Some(since) = date(request, header::IF_MODIFIED_SINCE) {
        if entry.modified <= since {
            return Precondition::NotModified;
        }
    }
    Precondition::Proceed
}

/// True if any entity tag in every `name` header matches `etag`, or one is `*`.
///
/// The weak comparison ignores a `W/` prefix; the strong one lets no weak tag match.
fn list_matches(request: &HeaderMap, name: HeaderName, etag: &[u8], weak: bool) -> bool {
    request
        .get_all(name)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .map(str::trim)
        .any(|candidate| {
            if candidate == "*" {
                return true;
            }
            match candidate.strip_prefix("W/") {
                Some(stripped) => weak && stripped.as_bytes() == etag,
                None => candidate.as_bytes() == etag,
            }
        })
}

/// The one value of a date header, if present and valid.
fn date(request: &HeaderMap, name: HeaderName) -> Option<u64> {
    let mut values = request.get_all(name).iter();
    let value = values.next()?;
    // Two dates cannot both be the client's cache state, so neither is trusted.
    if values.next().is_some() {
        return None;
    }
    parse_http_date(value.to_str().ok()?)
}

/// What a `Range` header asks of a body of a given length (RFC 9110, 14.2).
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum RangeRequest {
    /// No usable single range: send the whole body with 200.
    Full,
    /// One satisfiable range, inclusive bounds: send 206.
    Partial { first: usize, last: usize },
    /// A valid range that lies wholly outside the body: send 416.
    Unsatisfiable,
}

/// Reads a `Range` header for a body of `length` bytes.
///
/// - Only a single `bytes` range is honoured (`a-b`, `a-`, `-n`); several ranges, other
///   units and malformed specifiers are ignored, which the RFC allows, and get the full body.
/// - `If-Range` must equal the variant's strong ETag or `Last-Modified` exactly, or the
///   range is ignored.
pub(crate) fn range(request: &HeaderMap, entry: &Entry, variant: &Variant) -> RangeRequest {
    let mut values = request.get_all(header::RANGE).iter();
    let (Some(value), None) = (values.next(), values.next()) else {
        return RangeRequest::Full;
    };
    if let Some(if_range) = request.get(header::IF_RANGE) {
        let matches = if_range == variant.etag || if_range == entry.last_modified;
        if !matches {
            return RangeRequest::Full;
        }
    }
    let Some(spec) = value
        .to_str()
        .ok()
        .and_then(|value| value.trim().strip_prefix("bytes="))
    else {
        return RangeRequest::Full;
    };
    if spec.contains(',') {
        return RangeRequest::Full;
    }
    let Some((first, last)) = spec.trim().split_once('-') else {
        return RangeRequest::Full;
    };
    let number = |text: &str| -> Option<usize> {
        // `usize::from_str` would accept a leading `+`, which the grammar does not.
        if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        // Digits too many for a `usize` still name a position past any body.
        Some(text.parse().unwrap_or(usize::MAX))
    };
    let length = variant.body.len();
    match (number(first), last.is_empty()) {
        (Some(first), true) if first < length => RangeRequest::Partial {
            first,
            last: length - 1,
        },
        (Some(_), true) => RangeRequest::Unsatisfiable,
        (Some(first), false) => match number(last) {
            Some(last) if last < first => RangeRequest::Full,
            Some(_) if first >= length => RangeRequest::Unsatisfiable,
            Some(last) => RangeRequest::Partial {
                first,
                last: last.min(length - 1),
            },
            None => RangeRequest::Full,
        },
        (None, _) if first.is_empty() => match number(last) {
            Some(0) => RangeRequest::Unsatisfiable,
            Some(_) if length == 0 => RangeRequest::Unsatisfiable,
            Some(suffix) => RangeRequest::Partial {
                first: length.saturating_sub(suffix),
                last: length - 1,
            },
            None => RangeRequest::Full,
        },
        (None, _) => RangeRequest::Full,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::body::Bytes;
    use axum::http::HeaderValue;

    use crate::manifest::CachePolicy;

    fn entry(with_variants: bool) -> Entry {
        let variant = |body: &'static [u8], tag: &'static str| Variant {
            body: Bytes::from_static(body),
            etag: HeaderValue::from_static(tag),
            head: HeaderMap::new(),
        };
        Entry {
            identity: variant(b"0123456789", "\"id\""),
            brotli: with_variants.then(|| variant(b"br", "\"br\"")),
            gzip: with_variants.then(|| variant(b"gz", "\"gz\"")),
            content_type: HeaderValue::from_static("text/plain"),
            cache: CachePolicy::Short,
            modified: 1_000_000_000,
            last_modified: HeaderValue::from_static("Sun, 09 Sep 2001 01:46:40 GMT"),
            is_route: false,
        }
    }

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(*name, HeaderValue::from_static(value));
        }
        map
    }

    fn pick(accept: &'static str) -> Option<Coding> {
        coding(&headers(&[("accept-encoding", accept)]), &entry(true))
    }

    #[test]
    fn codings_follow_weights_and_refusals() {
        assert_eq!(
            coding(&HeaderMap::new(), &entry(true)),
            Some(Coding::Identity)
        );
        assert_eq!(pick("gzip, deflate, br, zstd"), Some(Coding::Brotli));
        assert_eq!(pick("gzip, br;q=0"), Some(Coding::Gzip));
        assert_eq!(pick("br;q=0.5, gzip;q=0.8"), Some(Coding::Gzip));
        assert_eq!(pick("BR;Q=1.0"), Some(Coding::Brotli));
        assert_eq!(pick("x-gzip"), Some(Coding::Gzip));
        assert_eq!(pick("*"), Some(Coding::Brotli));
        assert_eq!(pick("*;q=0, gzip"), Some(Coding::Gzip));
        assert_eq!(pick("br;q=0, gzip;q=0"), Some(Coding::Identity));
        assert_eq!(pick(""), Some(Coding::Identity));
        assert_eq!(pick("identity;q=0, br;q=0, gzip;q=0"), None);
        assert_eq!(pick("*;q=0"), None);
        assert_eq!(pick("br;q=2"), Some(Coding::Identity));
        assert_eq!(pick("br;q=abc"), Some(Coding::Identity));
        assert_eq!(
            coding(&headers(&[("accept-encoding", "br")]), &entry(false)),
            Some(Coding::Identity)
        );
    }

    #[test]
    fn weights_parse_to_thousandths() {
        assert_eq!(parse_quality("0"), Some(0));
        assert_eq!(parse_quality("0.001"), Some(1));
        assert_eq!(parse_quality("1.000"), Some(1000));
        assert_eq!(parse_quality("1.001"), None);
        assert_eq!(parse_quality("0.0001"), None);
        assert_eq!(parse_quality("-1"), None);
        assert_eq!(parse_quality(""), None);
    }

    #[test]
    fn preconditions_follow_the_rfc_order() {
        let entry = entry(false);
        let check = |pairs: &[(&'static str, &'static str)]| {
            precondition(&headers(pairs), &entry, &entry.identity)
        };
        assert_eq!(check(&[]), Precondition::Proceed);
        assert_eq!(
            check(&[("if-none-match", "W/\"id\"")]),
            Precondition::NotModified
        );
        assert_eq!(
            check(&[("if-none-match", "\"x\", \"id\"")]),
            Precondition::NotModified
        );
        assert_eq!(check(&[("if-match", "W/\"id\"")]), Precondition::Failed);
        assert_eq!(check(&[("if-match", "\"id\"")]), Precondition::Proceed);
        assert_eq!(check(&[("if-match", "*")]), Precondition::Proceed);
        let later = "Mon, 10 Sep 2001 00:00:00 GMT";
        let earlier = "Sat, 08 Sep 2001 00:00:00 GMT";
        assert_eq!(
            check(&[("if-modified-since", later)]),
            Precondition::NotModified
        );
        assert_eq!(
            check(&[("if-modified-since", earlier)]),
            Precondition::Proceed
        );
        assert_eq!(
            check(&[("if-modified-since", "garbage")]),
            Precondition::Proceed
        );
        // An ETag header present means the date is not consulted.
        assert_eq!(
            check(&[("if-none-match", "\"x\""), ("if-modified-since", later)]),
            Precondition::Proceed
        );
        assert_eq!(
            check(&[("if-unmodified-since", earlier)]),
            Precondition::Failed
        );
        assert_eq!(
            check(&[("if-unmodified-since", later)]),
            Precondition::Proceed
        );
    }

    #[test]
    fn single_byte_ranges_are_honoured() {
        let entry = entry(false);
        let check = |pairs: &[(&'static str, &'static str)]| {
            range(&headers(pairs), &entry, &entry.identity)
        };
        let partial = |first, last| RangeRequest::Partial { first, last };
        assert_eq!(check(&[]), RangeRequest::Full);
        assert_eq!(check(&[("range", "bytes=0-4")]), partial(0, 4));
        assert_eq!(check(&[("range", "bytes=5-")]), partial(5, 9));
        assert_eq!(check(&[("range", "bytes=-3")]), partial(7, 9));
        assert_eq!(check(&[("range", "bytes=-30")]), partial(0, 9));
        assert_eq!(check(&[("range", "bytes=8-100")]), partial(8, 9));
        assert_eq!(check(&[("range", "bytes=5-2")]), RangeRequest::Full);
        assert_eq!(check(&[("range", "bytes=0-1,3-4")]), RangeRequest::Full);
        assert_eq!(check(&[("range", "items=0-1")]), RangeRequest::Full);
        assert_eq!(check(&[("range", "bytes=+1-2")]), RangeRequest::Full);
        assert_eq!(
            check(&[("range", "bytes=10-")]),
            RangeRequest::Unsatisfiable
        );
        assert_eq!(
            check(&[("range", "bytes=10-20")]),
            RangeRequest::Unsatisfiable
        );
        assert_eq!(check(&[("range", "bytes=-0")]), RangeRequest::Unsatisfiable);
        assert_eq!(
            check(&[("range", "bytes=99999999999999999999999-")]),
            RangeRequest::Unsatisfiable
        );
        assert_eq!(
            check(&[("range", "bytes=0-1"), ("if-range", "\"id\"")]),
            partial(0, 1)
        );
        assert_eq!(
            check(&[("range", "bytes=0-1"), ("if-range", "\"old\"")]),
            RangeRequest::Full
        );
    }
}
