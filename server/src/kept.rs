//! Bytes kept for the rest of the process, so that sharing them costs no atomic count.
//!
//! A `Bytes` made from a `Vec` shares its memory through a reference count that each clone
//! raises and each drop lowers. A response clones its body and its header values from the
//! manifest, so both worker threads change the same counts on nearly every request, and
//! their cache lines move from core to core. A `Bytes` over a `&'static [u8]` has no count:
//! a clone copies a pointer. Measured in alternating wrk loads, keeping the bodies and the
//! prepared heads this way saved 0.11 us of CPU per request on `/`; on the script the
//! change was lost in the host's noise (`specs/decisions.md`).
//!
//! The server reads the build once and serves it until it exits, so keeping it for the
//! process costs no memory there. The store is keyed by content: a process that loads the
//! same build again, as the tests do many times, gets the same memory back, so the store
//! grows only with content it has not seen.

use std::collections::HashSet;
use std::sync::{LazyLock, Mutex, PoisonError};

use axum::body::Bytes;
use axum::http::HeaderValue;

/// Every distinct content kept so far.
static STORE: LazyLock<Mutex<HashSet<&'static [u8]>>> = LazyLock::new(Mutex::default);

/// `owned` as `Bytes` that live for the rest of the process, shared with any earlier
/// call that kept the same content.
pub(crate) fn bytes(owned: Vec<u8>) -> Bytes {
    // The set is whole after any panic: an insert either happened or did not.
    let mut store = STORE.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(kept) = store.get(owned.as_slice()) {
        return Bytes::from_static(kept);
    }
    let kept: &'static [u8] = Box::leak(owned.into_boxed_slice());
    store.insert(kept);
    Bytes::from_static(kept)
}

/// `value` over kept bytes, so that cloning it for a response costs no atomic count.
pub(crate) fn header_value(value: &HeaderValue) -> HeaderValue {
    // The bytes come from a valid value, so they are valid again; the fallback keeps the
    // counted original rather than losing the header.
    HeaderValue::from_maybe_shared(bytes(value.as_bytes().to_vec()))
        .unwrap_or_else(|_| value.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_content_is_kept_once() {
        let content = b"kept::tests the same content".to_vec();
        let first = bytes(content.clone());
        let second = bytes(content);
        assert_eq!(first, second);
        assert_eq!(first.as_ptr(), second.as_ptr(), "one copy for one content");
        let other = bytes(b"kept::tests other content".to_vec());
        assert_ne!(first.as_ptr(), other.as_ptr());
    }

    #[test]
    fn a_kept_header_value_reads_as_the_original() {
        let value = HeaderValue::from_str("\"0123456789abcdef-2a\"").expect("valid value");
        let kept = header_value(&value);
        assert_eq!(kept, value);
        assert_eq!(
            kept.as_bytes().as_ptr(),
            header_value(&value).as_bytes().as_ptr(),
            "kept values share their bytes"
        );
    }
}
