//! The in-memory allow-list of everything the server may answer with.

use std::collections::{HashMap, HashSet};
use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use anyhow::{Context, bail};
use axum::body::Bytes;
use axum::http::header::{self, HeaderMap, HeaderName, HeaderValue};

use crate::route_table::{self, Route};

/// The page served at `/`; a build without it is incomplete.
const INDEX_FILE: &str = "index.html";

/// The suffixes of a file's precompressed siblings: brotli, then gzip.
const PRECOMPRESSED_SUFFIXES: [&str; 2] = [".br", ".gz"];

/// How a response may be cached, chosen by where the file sits in `dist/`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CachePolicy {
    /// Prerendered HTML: always revalidate, so a deploy shows up at once.
    Revalidate,
    /// Content-hashed files under `assets/`: a new build gets a new name.
    Immutable,
    /// Unhashed public files such as `robots.txt`: a short lifetime.
    Short,
}

impl CachePolicy {
    /// The `Cache-Control` value for this policy.
    pub(crate) fn header_value(self) -> HeaderValue {
        HeaderValue::from_static(match self {
            CachePolicy::Revalidate => "no-cache",
            CachePolicy::Immutable => "public, max-age=31536000, immutable",
            CachePolicy::Short => "public, max-age=3600",
        })
    }
}

/// A content coding the server can send.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Coding {
    Identity,
    Brotli,
    Gzip,
}

impl Coding {
    /// The `Content-Encoding` token, or `None` for identity.
    pub(crate) fn token(self) -> Option<HeaderValue> {
        match self {
            Coding::Identity => None,
            Coding::Brotli => Some(HeaderValue::from_static("br")),
            Coding::Gzip => Some(HeaderValue::from_static("gzip")),
        }
    }
}

/// One encoding of a file: its bytes and their validators.
#[derive(Clone)]
pub(crate) struct Variant {
    /// The bytes; a response's clone shares them.
    pub(crate) body: Bytes,
    /// A strong validator of exactly these bytes, so each coding has its own.
    pub(crate) etag: HeaderValue,
    /// Every header of a full `200` of these bytes, built once so that a response clones
    /// one map instead of inserting a dozen headers; see [`Entry::prepare_heads`].
    pub(crate) head: HeaderMap,
}

impl Variant {
    fn new(body: Bytes) -> Variant {
        Variant {
            etag: etag(&body),
            body,
            head: HeaderMap::new(),
        }
    }
}

/// One servable file with its precompressed variants.
#[derive(Clone)]
pub(crate) struct Entry {
    pub(crate) identity: Variant,
    pub(crate) brotli: Option<Variant>,
    pub(crate) gzip: Option<Variant>,
    pub(crate) content_type: HeaderValue,
    pub(crate) cache: CachePolicy,
    /// The file's modification time, whole seconds since the Unix epoch.
    pub(crate) modified: u64,
    /// `modified` as an HTTP date.
    pub(crate) last_modified: HeaderValue,
    /// True for the site's routes, which also answer non-canonical forms with a redirect.
    pub(crate) is_route: bool,
}

impl Entry {
    /// The variant for `coding`, if the build produced it.
    pub(crate) fn variant(&self, coding: Coding) -> Option<&Variant> {
        match coding {
            Coding::Identity => Some(&self.identity),
            Coding::Brotli => self.brotli.as_ref(),
            Coding::Gzip => self.gzip.as_ref(),
        }
    }

    /// True if the response depends on `Accept-Encoding`, so caches must key on it.
    pub(crate) fn varies(&self) -> bool {
        self.brotli.is_some() || self.gzip.is_some()
    }

    /// The variants the build produced, each with its coding.
    fn variants_mut(&mut self) -> impl Iterator<Item = (Coding, &mut Variant)> {
        [
            (Coding::Identity, Some(&mut self.identity)),
            (Coding::Brotli, self.brotli.as_mut()),
            (Coding::Gzip, self.gzip.as_mut()),
        ]
        .into_iter()
        .filter_map(|(coding, variant)| Some((coding, variant?)))
    }

    /// Builds each variant's `200` head: length, type, coding, `Accept-Ranges`, the
    /// validators, `Cache-Control`, and `Vary` when the entry has codings.
    fn prepare_heads(&mut self) {
        let varies = self.varies();
        let content_type = self.content_type.clone();
        let last_modified = self.last_modified.clone();
        let cache_control = self.cache.header_value();
        for (coding, variant) in self.variants_mut() {
            let mut head = HeaderMap::new();
            head.insert(
                header::CONTENT_LENGTH,
                HeaderValue::from(variant.body.len()),
            );
            head.insert(header::CONTENT_TYPE, content_type.clone());
            if let Some(token) = coding.token() {
                head.insert(header::CONTENT_ENCODING, token);
            }
            head.insert(header::ACCEPT_RANGES, HeaderValue::from_static("bytes"));
            head.insert(header::ETAG, variant.etag.clone());
            head.insert(header::LAST_MODIFIED, last_modified.clone());
            head.insert(header::CACHE_CONTROL, cache_control.clone());
            if varies {
                head.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
            }
            variant.head = head;
        }
    }
}

/// Every file of the built site, read once at start-up and keyed by URL path.
///
/// - Each route of the site's route table (`site/src/config/route-table.json`) is served at its
///   path from its file (`/contact` from `contact.html`) as `no-cache`; the file is not
///   served at its own name.
/// - The catch-all row's file (`404.html`) is not a route: it is only the body of HTML 404s.
/// - Other `.html` files are not served, so no stray page answers 200.
/// - Files under `assets/` are served at their path as `public, max-age=31536000, immutable`.
/// - Every other file is served at its path as `public, max-age=3600`.
/// - `NAME.br` and `NAME.gz` beside `NAME` are its precompressed variants, not files of their
///   own; a variant no smaller than the original is dropped.
/// - Dotfiles, anything under a dot-directory (`.vite/`), source maps (`*.map`) and symlinks
///   are skipped. The root itself may be a symlink.
/// - The content type comes from the extension; unknown extensions are
///   `application/octet-stream`.
#[derive(Clone)]
pub struct Manifest {
    root: PathBuf,
    entries: HashMap<String, Entry>,
    not_found_page: Entry,
    file_count: usize,
}

impl Manifest {
    /// Reads every servable file under `root` into memory.
    ///
    /// Fails, naming the path and pointing at `npm run build`, if `root` is missing, is not a
    /// directory, holds no files, or lacks `index.html`, the 404 page or any route's file.
    /// Also fails if a file cannot be read.
    pub fn load(root: &Path) -> anyhow::Result<Manifest> {
        Manifest::load_with_routes(root, &route_table::routes()?)
    }

    /// [`Manifest::load`] with an explicit route table instead of the site's.
    pub fn load_with_routes(root: &Path, routes: &[Route]) -> anyhow::Result<Manifest> {
        // An absolute path makes the start-up log and any error unambiguous.
        let root = std::path::absolute(root).unwrap_or_else(|_| root.to_path_buf());
        let display = root.display();
        let hint = "build the site first with \"npm run build\"";
        match fs::metadata(&root) {
            Ok(metadata) if metadata.is_dir() => {}
            Ok(_) => bail!("site root {display} is not a directory; {hint}"),
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
                bail!("site root {display} does not exist; {hint}")
            }
            Err(error) => {
                return Err(error).with_context(|| format!("read site root {display}"));
            }
        }

        let mut files = Vec::new();
        collect_files(&root, "", &mut files)?;
        if files.is_empty() {
            bail!("site root {display} has no files; {hint}");
        }
        let names: HashSet<&str> = files
            .iter()
            .map(|(relative, _)| relative.as_str())
            .collect();
        let not_found_file = routes
            .iter()
            .find(|route| route.is_catch_all())
            .map_or("404.html", |route| route.file.as_str());
        let required = std::iter::once(INDEX_FILE).chain(routes.iter().map(|r| r.file.as_str()));
        for file in required {
            if !names.contains(file) {
                bail!("site root {display} has no {file}; {hint}");
            }
        }
        let route_paths: HashMap<&str, &str> = routes
            .iter()
            .filter(|route| !route.is_catch_all())
            .map(|route| (route.file.as_str(), route.path.as_str()))
            .collect();

        let mut entries = HashMap::with_capacity(files.len());
        let mut not_found_page = None;
        for (relative, path) in &files {
            if is_variant(relative, &names) {
                continue;
            }
            if relative == not_found_file {
                // Served with `no-store` by the caller; the policy here is never sent.
                let entry = read_entry(&root, relative, path, CachePolicy::Revalidate, false)?;
                not_found_page = Some(entry);
                continue;
            }
            let (key, cache, is_route) = match route_paths.get(relative.as_str()) {
                Some(route) => ((*route).to_owned(), CachePolicy::Revalidate, true),
                // A page outside the route table is a leftover, never a soft 200.
                None if relative.ends_with(".html") => continue,
                None if relative.starts_with("assets/") => {
                    (format!("/{relative}"), CachePolicy::Immutable, false)
                }
                None => (format!("/{relative}"), CachePolicy::Short, false),
            };
            entries.insert(key, read_entry(&root, relative, path, cache, is_route)?);
        }
        let not_found_page = not_found_page
            .with_context(|| format!("site root {display} has no {not_found_file}; {hint}"))?;
        Ok(Manifest {
            root,
            file_count: entries.len() + 1,
            entries,
            not_found_page,
        })
    }

    /// The absolute directory the files were read from.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// How many files are served, the 404 page included and precompressed variants not.
    pub fn file_count(&self) -> usize {
        self.file_count
    }

    /// The URL paths of the prerendered pages, sorted (for example `/`, `/contact`).
    pub fn routes(&self) -> Vec<&str> {
        self.paths_where(|entry| entry.is_route)
    }

    /// Every URL path that answers 200, sorted.
    pub fn paths(&self) -> Vec<&str> {
        self.paths_where(|_| true)
    }

    fn paths_where(&self, keep: impl Fn(&Entry) -> bool) -> Vec<&str> {
        let mut paths: Vec<&str> = self
            .entries
            .iter()
            .filter(|(_, entry)| keep(entry))
            .map(|(key, _)| key.as_str())
            .collect();
        paths.sort_unstable();
        paths
    }

    /// The same site, with `common` (the security headers) added to every prepared `200`
    /// head, so that a full response needs no header added on its way out.
    pub(crate) fn with_common_headers(mut self, common: &[(HeaderName, HeaderValue)]) -> Manifest {
        let entries = self.entries.values_mut();
        for entry in entries.chain(std::iter::once(&mut self.not_found_page)) {
            for (_, variant) in entry.variants_mut() {
                for (name, value) in common {
                    variant.head.insert(name.clone(), value.clone());
                }
            }
        }
        self
    }

    pub(crate) fn get(&self, path: &str) -> Option<&Entry> {
        self.entries.get(path)
    }

    /// The 404 page, with its precompressed variants.
    pub(crate) fn not_found_page(&self) -> &Entry {
        &self.not_found_page
    }
}

/// Reads one file and its precompressed siblings into an [`Entry`].
fn read_entry(
    root: &Path,
    relative: &str,
    path: &Path,
    cache: CachePolicy,
    is_route: bool,
) -> anyhow::Result<Entry> {
    let read = |path: &Path| -> anyhow::Result<Bytes> {
        Ok(Bytes::from(
            fs::read(path).with_context(|| format!("read {}", path.display()))?,
        ))
    };
    let identity = Variant::new(read(path)?);
    let mut variants = [None, None];
    for (slot, suffix) in variants.iter_mut().zip(PRECOMPRESSED_SUFFIXES) {
        let sibling = root.join(format!("{relative}{suffix}"));
        // Only regular files count, matching `collect_files`, so no symlink is followed.
        if fs::symlink_metadata(&sibling).is_ok_and(|metadata| metadata.is_file()) {
            let body = read(&sibling)?;
            // A variant that saves nothing only costs the client a decode.
            if body.len() < identity.body.len() {
                *slot = Some(Variant::new(body));
            }
        }
    }
    let [brotli, gzip] = variants;
    let modified = modified_secs(path)?;
    let mut entry = Entry {
        identity,
        brotli,
        gzip,
        content_type: content_type(relative),
        cache,
        modified,
        last_modified: http_date(modified),
        is_route,
    };
    entry.prepare_heads();
    Ok(entry)
}

impl fmt::Debug for Manifest {
    // The bytes would drown any debug output, so only the shape is shown.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Manifest")
            .field("root", &self.root)
            .field("file_count", &self.file_count)
            .field("routes", &self.routes())
            .finish_non_exhaustive()
    }
}

/// True if `relative` is `NAME.br` or `NAME.gz` and `NAME` exists: a variant, not a file.
fn is_variant(relative: &str, names: &HashSet<&str>) -> bool {
    PRECOMPRESSED_SUFFIXES.iter().any(|suffix| {
        relative
            .strip_suffix(suffix)
            .is_some_and(|original| names.contains(original))
    })
}

/// Appends `(relative path with '/' separators, full path)` for every regular file under
/// `dir`, in name order.
fn collect_files(
    dir: &Path,
    prefix: &str,
    files: &mut Vec<(String, PathBuf)>,
) -> anyhow::Result<()> {
    let mut children = fs::read_dir(dir)
        .with_context(|| format!("read directory {}", dir.display()))?
        .collect::<Result<Vec<_>, _>>()
        .with_context(|| format!("read directory {}", dir.display()))?;
    children.sort_by_key(|child| child.file_name());
    for child in children {
        let path = child.path();
        let Some(name) = child.file_name().to_str().map(str::to_owned) else {
            tracing::warn!(path = %path.display(), "skipping a file whose name is not UTF-8");
            continue;
        };
        // Dotfiles (.env, .git) are never part of a build and may hold secrets; source maps
        // would publish the unminified source.
        let base = PRECOMPRESSED_SUFFIXES
            .iter()
            .find_map(|suffix| name.strip_suffix(suffix))
            .unwrap_or(&name);
        if name.starts_with('.') || base.ends_with(".map") {
            continue;
        }
        // `DirEntry::file_type` does not follow symlinks, so a link out of dist/ is skipped.
        let file_type = child
            .file_type()
            .with_context(|| format!("read file type of {}", path.display()))?;
        let relative = format!("{prefix}{name}");
        if file_type.is_dir() {
            collect_files(&path, &format!("{relative}/"), files)?;
        } else if file_type.is_file() {
            files.push((relative, path));
        } else {
            tracing::debug!(path = %path.display(), "skipping a symlink or special file");
        }
    }
    Ok(())
}

/// The modification time of `path` in whole seconds; 0 where the platform has none.
fn modified_secs(path: &Path) -> anyhow::Result<u64> {
    let metadata = fs::metadata(path).with_context(|| format!("read {}", path.display()))?;
    Ok(metadata
        .modified()
        .ok()
        .and_then(|time| time.duration_since(UNIX_EPOCH).ok())
        .map_or(0, |since| since.as_secs()))
}

/// `secs` since the Unix epoch as an IMF-fixdate header value.
fn http_date(secs: u64) -> HeaderValue {
    let text = httpdate::fmt_http_date(UNIX_EPOCH + Duration::from_secs(secs));
    // An IMF-fixdate is plain ASCII, so this never falls back.
    HeaderValue::from_str(&text)
        .unwrap_or_else(|_| HeaderValue::from_static("Thu, 01 Jan 1970 00:00:00 GMT"))
}

/// Parses an HTTP date (any of the three formats) into whole seconds since the epoch.
pub(crate) fn parse_http_date(value: &str) -> Option<u64> {
    let time: SystemTime = httpdate::parse_http_date(value.trim()).ok()?;
    time.duration_since(UNIX_EPOCH)
        .ok()
        .map(|since| since.as_secs())
}

/// The `Content-Type` for a file, by extension.
fn content_type(relative: &str) -> HeaderValue {
    let extension = relative
        .rsplit_once('.')
        .map(|(_, extension)| extension.to_ascii_lowercase())
        .unwrap_or_default();
    HeaderValue::from_static(match extension.as_str() {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "json" => "application/json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "webp" => "image/webp",
        "avif" => "image/avif",
        "woff2" => "font/woff2",
        "woff" => "font/woff",
        "txt" => "text/plain; charset=utf-8",
        "xml" => "application/xml",
        "ico" => "image/x-icon",
        "webmanifest" => "application/manifest+json",
        _ => "application/octet-stream",
    })
}

/// A strong ETag: the 64-bit FNV-1a hash and the length of the bytes.
///
/// FNV-1a is stable across Rust releases and restarts, unlike `DefaultHasher`, so caches stay
/// valid when the same build is redeployed.
fn etag(body: &[u8]) -> HeaderValue {
    const OFFSET_BASIS: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    let hash = body.iter().fold(OFFSET_BASIS, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(PRIME)
    });
    let value = format!("\"{hash:016x}-{:x}\"", body.len());
    // Hex digits, a dash and quotes are always a valid header value.
    HeaderValue::from_str(&value).unwrap_or_else(|_| HeaderValue::from_static("\"invalid\""))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variants_are_recognised_only_beside_their_original() {
        let names: HashSet<&str> = ["app.js", "app.js.br", "app.js.gz", "orphan.gz"]
            .into_iter()
            .collect();
        assert!(is_variant("app.js.br", &names));
        assert!(is_variant("app.js.gz", &names));
        assert!(!is_variant("app.js", &names));
        assert!(!is_variant("orphan.gz", &names));
    }

    #[test]
    fn http_dates_round_trip() {
        let value = http_date(784_111_777);
        assert_eq!(value, "Sun, 06 Nov 1994 08:49:37 GMT");
        assert_eq!(
            parse_http_date("Sun, 06 Nov 1994 08:49:37 GMT"),
            Some(784_111_777)
        );
        assert_eq!(
            parse_http_date("Sunday, 06-Nov-94 08:49:37 GMT"),
            Some(784_111_777)
        );
        assert_eq!(
            parse_http_date("Sun Nov  6 08:49:37 1994"),
            Some(784_111_777)
        );
        assert_eq!(parse_http_date("yesterday"), None);
    }

    #[test]
    fn etag_is_quoted_and_changes_with_content() {
        let a = etag(b"a");
        assert!(
            a.to_str()
                .is_ok_and(|value| value.starts_with('"') && value.ends_with('"'))
        );
        assert_ne!(a, etag(b"b"));
        assert_eq!(a, etag(b"a"));
    }

    #[test]
    fn content_type_defaults_to_octet_stream() {
        assert_eq!(content_type("assets/a.WOFF2"), "font/woff2");
        assert_eq!(content_type("LICENSE"), "application/octet-stream");
    }
}
