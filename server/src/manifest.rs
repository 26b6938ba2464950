//! The in-memory allow-list of everything the server may answer with.

use std::collections::HashMap;
use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use axum::body::Bytes;
use axum::http::HeaderValue;

/// The page served as the body of every HTML 404.
const NOT_FOUND_FILE: &str = "404.html";

/// The page served at `/`.
const INDEX_FILE: &str = "index.html";

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

/// One servable file.
#[derive(Clone)]
pub(crate) struct Entry {
    /// The whole file; cloning `Bytes` shares it, so responses never copy it.
    pub(crate) body: Bytes,
    pub(crate) content_type: HeaderValue,
    /// A strong validator: quoted hash and length of the bytes.
    pub(crate) etag: HeaderValue,
    pub(crate) cache: CachePolicy,
    /// True for prerendered pages, which also answer non-canonical forms with a redirect.
    pub(crate) is_route: bool,
}

/// Every file of the built site, read once at start-up and keyed by URL path.
///
/// - `index.html` is the route `/`.
/// - `NAME.html` at the top level is the route `/NAME` (`no-cache`); it is not served as
///   `/NAME.html`.
/// - `404.html` is not a route: it is only the body of HTML 404 responses.
/// - Files under `assets/` are served at their path as `public, max-age=31536000, immutable`.
/// - Every other file is served at its path as `public, max-age=3600`.
/// - Dotfiles, anything under a dot-directory, and symlinks are skipped. The root itself may
///   be a symlink.
/// - The content type comes from the extension; unknown extensions are
///   `application/octet-stream`.
pub struct Manifest {
    root: PathBuf,
    entries: HashMap<String, Entry>,
    not_found_page: Bytes,
    file_count: usize,
}

impl Manifest {
    /// Reads every regular file under `root` into memory.
    ///
    /// Fails, naming the path and pointing at `npm run build`, if `root` is missing, is not a
    /// directory, holds no files, or lacks `index.html` or `404.html`. Also fails if a file
    /// cannot be read or two files claim the same URL path.
    pub fn load(root: &Path) -> anyhow::Result<Manifest> {
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
        for required in [INDEX_FILE, NOT_FOUND_FILE] {
            if !files.iter().any(|(relative, _)| relative == required) {
                bail!("site root {display} has no {required}; {hint}");
            }
        }

        let mut entries = HashMap::with_capacity(files.len());
        let mut not_found_page = Bytes::new();
        let file_count = files.len();
        for (relative, path) in files {
            let body =
                Bytes::from(fs::read(&path).with_context(|| format!("read {}", path.display()))?);
            if relative == NOT_FOUND_FILE {
                not_found_page = body;
                continue;
            }
            let (key, cache, is_route) = url_for(&relative);
            let entry = Entry {
                content_type: content_type(&relative),
                etag: etag(&body),
                body,
                cache,
                is_route,
            };
            if entries.insert(key.clone(), entry).is_some() {
                bail!("two files in site root {display} map to the URL path {key}");
            }
        }
        Ok(Manifest {
            root,
            entries,
            not_found_page,
            file_count,
        })
    }

    /// The absolute directory the files were read from.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// How many files were read, `404.html` included.
    pub fn file_count(&self) -> usize {
        self.file_count
    }

    /// The URL paths of the prerendered pages, sorted (for example `/`, `/contact`).
    pub fn routes(&self) -> Vec<&str> {
        let mut routes: Vec<&str> = self
            .entries
            .iter()
            .filter(|(_, entry)| entry.is_route)
            .map(|(key, _)| key.as_str())
            .collect();
        routes.sort_unstable();
        routes
    }

    pub(crate) fn get(&self, path: &str) -> Option<&Entry> {
        self.entries.get(path)
    }

    pub(crate) fn not_found_page(&self) -> &Bytes {
        &self.not_found_page
    }
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
        // Dotfiles (.env, .git) are never part of a build and may hold secrets.
        if name.starts_with('.') {
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

/// The URL path, cache policy and route flag of a file, from its path relative to the root.
fn url_for(relative: &str) -> (String, CachePolicy, bool) {
    if relative == INDEX_FILE {
        return ("/".to_owned(), CachePolicy::Revalidate, true);
    }
    if !relative.contains('/') {
        if let Some(name) = relative.strip_suffix(".html") {
            return (format!("/{name}"), CachePolicy::Revalidate, true);
        }
    }
    let cache = if relative.starts_with("assets/") {
        CachePolicy::Immutable
    } else {
        CachePolicy::Short
    };
    (format!("/{relative}"), cache, false)
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
        "json" | "map" => "application/json",
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
    fn top_level_html_files_are_routes_without_their_extension() {
        assert_eq!(
            url_for("index.html"),
            ("/".to_owned(), CachePolicy::Revalidate, true)
        );
        assert_eq!(
            url_for("learn-more.html"),
            ("/learn-more".to_owned(), CachePolicy::Revalidate, true)
        );
        assert_eq!(
            url_for("assets/index-3fA9c.js"),
            (
                "/assets/index-3fA9c.js".to_owned(),
                CachePolicy::Immutable,
                false
            )
        );
        assert_eq!(
            url_for("robots.txt"),
            ("/robots.txt".to_owned(), CachePolicy::Short, false)
        );
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
