//! Turning a raw request path into the one canonical form used as a manifest key.

use std::fmt;

/// A request path after decoding, in canonical form.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct RequestPath {
    /// Decoded, with repeated slashes collapsed and any trailing slash removed; `/` at least.
    pub(crate) canonical: String,
    /// True if the decoded path already was in canonical form.
    pub(crate) is_canonical: bool,
}

impl RequestPath {
    /// True if the last segment looks like a file name (`app.js`, `.env`, `foo.php`).
    ///
    /// Such paths get a plain 404, because a stale chunk answered with the HTML shell breaks
    /// the app in confusing ways.
    pub(crate) fn has_extension(&self) -> bool {
        let last = self.canonical.rsplit('/').next().unwrap_or_default();
        last.rsplit_once('.')
            .is_some_and(|(_, extension)| !extension.is_empty())
    }
}

/// Why a path was refused with 400.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum BadPath {
    /// A `%` not followed by two hex digits.
    BadPercentEncoding,
    /// The decoded bytes are not UTF-8 (this includes overlong forms such as `%c0%ae`).
    InvalidUtf8,
    /// A NUL or other control character, which no real URL of the site contains.
    ControlCharacter,
    /// A backslash, which some systems treat as a separator.
    Backslash,
    /// A `.` or `..` segment; browsers remove these before sending, so only probes carry them.
    DotSegment,
}

impl fmt::Display for BadPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            BadPath::BadPercentEncoding => "bad percent-encoding",
            BadPath::InvalidUtf8 => "path is not UTF-8",
            BadPath::ControlCharacter => "control character in path",
            BadPath::Backslash => "backslash in path",
            BadPath::DotSegment => "dot segment in path",
        })
    }
}

/// Decodes a raw path exactly once and brings it to canonical form.
///
/// Decoding once means `%252e` becomes the literal text `%2e`, never `.`.
pub(crate) fn resolve(raw: &str) -> Result<RequestPath, BadPath> {
    let decoded = percent_decode(raw)?;
    let decoded = String::from_utf8(decoded).map_err(|_| BadPath::InvalidUtf8)?;
    if decoded.chars().any(char::is_control) {
        return Err(BadPath::ControlCharacter);
    }
    if decoded.contains('\\') {
        return Err(BadPath::Backslash);
    }
    let mut canonical = String::with_capacity(decoded.len() + 1);
    for segment in decoded.split('/').filter(|segment| !segment.is_empty()) {
        if segment == "." || segment == ".." {
            return Err(BadPath::DotSegment);
        }
        canonical.push('/');
        canonical.push_str(segment);
    }
    if canonical.is_empty() {
        canonical.push('/');
    }
    let is_canonical = canonical == decoded;
    Ok(RequestPath {
        canonical,
        is_canonical,
    })
}

/// Percent-encodes a canonical path for a `Location` header, keeping `/` and the characters
/// RFC 3986 allows in a path segment.
pub(crate) fn encode(path: &str) -> String {
    let mut encoded = String::with_capacity(path.len());
    for &byte in path.as_bytes() {
        if byte.is_ascii_alphanumeric() || b"/-._~!$&'()*+,;=:@".contains(&byte) {
            encoded.push(char::from(byte));
        } else {
            encoded.push_str(&format!("%{byte:02X}"));
        }
    }
    encoded
}

fn percent_decode(raw: &str) -> Result<Vec<u8>, BadPath> {
    let bytes = raw.as_bytes();
    let mut decoded = Vec::with_capacity(bytes.len());
    let mut index = 0;
    while index < bytes.len() {
        let byte = bytes[index];
        if byte == b'%' {
            let high = bytes.get(index + 1).copied().and_then(hex_value);
            let low = bytes.get(index + 2).copied().and_then(hex_value);
            let (Some(high), Some(low)) = (high, low) else {
                return Err(BadPath::BadPercentEncoding);
            };
            decoded.push(high << 4 | low);
            index += 3;
        } else {
            decoded.push(byte);
            index += 1;
        }
    }
    Ok(decoded)
}

fn hex_value(digit: u8) -> Option<u8> {
    char::from(digit)
        .to_digit(16)
        .and_then(|value| u8::try_from(value).ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn canonical(raw: &str) -> (String, bool) {
        let path = resolve(raw).expect("path should resolve");
        (path.canonical, path.is_canonical)
    }

    #[test]
    fn canonical_paths_pass_through() {
        assert_eq!(canonical("/"), ("/".to_owned(), true));
        assert_eq!(canonical("/contact"), ("/contact".to_owned(), true));
        assert_eq!(canonical("/c%6Fntact"), ("/contact".to_owned(), true));
    }

    #[test]
    fn slashes_are_collapsed_and_trimmed() {
        assert_eq!(canonical("/contact/"), ("/contact".to_owned(), false));
        assert_eq!(canonical("//evil.com/"), ("/evil.com".to_owned(), false));
        assert_eq!(
            canonical("/%2F%2Fevil.com"),
            ("/evil.com".to_owned(), false)
        );
        assert_eq!(canonical("//"), ("/".to_owned(), false));
    }

    #[test]
    fn decoding_happens_exactly_once() {
        assert_eq!(canonical("/%252e%252e"), ("/%2e%2e".to_owned(), true));
    }

    #[test]
    fn bad_paths_are_refused() {
        assert_eq!(resolve("/%2e%2e/etc/passwd"), Err(BadPath::DotSegment));
        assert_eq!(resolve("/..%2f..%2fetc/passwd"), Err(BadPath::DotSegment));
        assert_eq!(resolve("/./contact"), Err(BadPath::DotSegment));
        assert_eq!(resolve("/a%00.html"), Err(BadPath::ControlCharacter));
        assert_eq!(
            resolve("/a%0d%0aSet-Cookie:x"),
            Err(BadPath::ControlCharacter)
        );
        assert_eq!(resolve("/%c0%ae%c0%ae/"), Err(BadPath::InvalidUtf8));
        assert_eq!(resolve("/%"), Err(BadPath::BadPercentEncoding));
        assert_eq!(resolve("/%zz"), Err(BadPath::BadPercentEncoding));
        assert_eq!(resolve("/%2"), Err(BadPath::BadPercentEncoding));
        assert_eq!(resolve("/..%5c..%5cwindows"), Err(BadPath::Backslash));
    }

    #[test]
    fn extensions_are_read_from_the_last_segment() {
        let has_extension = |raw| resolve(raw).map(|path| path.has_extension());
        assert_eq!(has_extension("/assets/missing.js"), Ok(true));
        assert_eq!(has_extension("/.env"), Ok(true));
        assert_eq!(has_extension("/no-such-page"), Ok(false));
        assert_eq!(has_extension("/v2.0/page"), Ok(false));
        assert_eq!(has_extension("/"), Ok(false));
    }

    #[test]
    fn locations_are_encoded() {
        assert_eq!(encode("/contact"), "/contact");
        assert_eq!(encode("/caf\u{e9} menu"), "/caf%C3%A9%20menu");
    }
}

/// Property tests of the resolver: whatever the input, it never panics, never yields a path
/// that leaves the site root, and decodes exactly once.
#[cfg(test)]
mod properties {
    use std::path::{Component, Path};

    use proptest::prelude::*;

    use super::*;

    /// Raw paths built from the pieces attacks are made of, so the interesting cases come up
    /// far more often than in uniformly random text.
    fn hostile_path() -> impl Strategy<Value = String> {
        let piece = prop_oneof![
            Just("/".to_owned()),
            Just("..".to_owned()),
            Just(".".to_owned()),
            Just("%2e".to_owned()),
            Just("%2E".to_owned()),
            Just("%2f".to_owned()),
            Just("%5c".to_owned()),
            Just("%25".to_owned()),
            Just("%252e".to_owned()),
            Just("%00".to_owned()),
            Just("%c0%ae".to_owned()),
            Just("%".to_owned()),
            Just("\\".to_owned()),
            Just("C:".to_owned()),
            "[a-zA-Z0-9._~-]{1,8}",
            any::<char>().prop_map(String::from),
        ];
        proptest::collection::vec(piece, 0..16).prop_map(|pieces| format!("/{}", pieces.concat()))
    }

    /// Checks the invariants of one resolved path.
    fn check(raw: &str) -> Result<(), TestCaseError> {
        let Ok(path) = resolve(raw) else {
            return Ok(());
        };
        let canonical = &path.canonical;
        prop_assert!(canonical.starts_with('/'), "{raw:?} -> {canonical:?}");
        prop_assert!(!canonical.contains("//"), "{raw:?} -> {canonical:?}");
        prop_assert!(
            canonical == "/" || !canonical.ends_with('/'),
            "{raw:?} -> {canonical:?}"
        );
        prop_assert!(!canonical.contains('\\'), "{raw:?} -> {canonical:?}");
        prop_assert!(
            !canonical.chars().any(char::is_control),
            "{raw:?} -> {canonical:?}"
        );
        // Joined onto a root, the path only ever descends: no `..`, no second root, no drive
        // prefix, whatever the platform's rules.
        let joined = Path::new("/srv/dist").join(canonical.trim_start_matches('/'));
        prop_assert!(joined.starts_with("/srv/dist"), "{raw:?} -> {joined:?}");
        for component in joined.components().skip(3) {
            prop_assert!(
                matches!(component, Component::Normal(_)),
                "{raw:?} -> {joined:?} has {component:?}"
            );
        }
        prop_assert!(
            canonical
                .split('/')
                .all(|segment| segment != "." && segment != ".."),
            "{raw:?} -> {canonical:?}"
        );
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        #[test]
        fn hostile_paths_never_escape_the_root(raw in hostile_path()) {
            check(&raw)?;
        }

        #[test]
        fn arbitrary_text_never_panics_or_escapes(raw in any::<String>()) {
            check(&raw)?;
            check(&format!("/{raw}"))?;
        }

        /// Fully percent-encoding a list of segments and resolving it gives back exactly the
        /// segments: a `%` inside a segment stays a literal `%`, so nothing is decoded twice.
        #[test]
        fn encoded_segments_decode_exactly_once(
            segments in proptest::collection::vec("[^/\\\\\\p{Cc}]{1,12}", 1..6)
        ) {
            prop_assume!(segments.iter().all(|s| s != "." && s != ".."));
            let raw: String = segments
                .iter()
                .map(|segment| {
                    let encoded: String =
                        segment.bytes().map(|byte| format!("%{byte:02X}")).collect();
                    format!("/{encoded}")
                })
                .collect();
            let path = resolve(&raw).map_err(|reason| TestCaseError::fail(reason.to_string()))?;
            prop_assert_eq!(path.canonical, format!("/{}", segments.join("/")));
            prop_assert!(path.is_canonical);
        }
    }
}
