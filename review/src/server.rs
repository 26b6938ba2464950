//! `cargo xtask review`: the last run's report, served on loopback, with Approve and Reject
//! on each failed visual comparison (and on each group of the same change).
//!
//! - Approve writes *that run's* capture, byte for byte, as the baseline; nothing is captured
//!   again. It refuses, and changes nothing, when the baseline on disk is no longer what the
//!   run compared against (someone approved or edited it meanwhile), when the run's files are
//!   gone, or when the comparison was already decided.
//! - Only the comparisons the run listed can be written, each only to its own baseline, named
//!   by its id in the run, never by a path from the request. A baseline path that leaves the
//!   baselines folder or passes through a symbolic link is refused.
//! - The server listens on loopback only. Every path starts with a secret made for this
//!   review; every write must also come from the review page's own origin, to its own host.
//!   So another web page open in the same browser cannot approve anything.
//! - The page shows each decision; when the review ends (its Finish button, or Ctrl-C), the
//!   changed files are listed for committing.

use anyhow::{Context, Result};
use axum::body::Bytes;
use axum::extract::{Path as UrlPath, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use harness::record::outcome::{Attachment, Run, VisualComparison};
use harness::record::report::{self, ReviewControls};
use std::collections::{BTreeMap, BTreeSet};
use std::net::SocketAddr;
use std::path::{Component, Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};
use tokio::sync::Notify;

/// A decision on one comparison.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    /// Its capture is now the baseline.
    Approved,
    /// The baseline stays as it was.
    Rejected,
}

/// What the server knows of the run under review.
struct Review {
    secret: String,
    origin: String,
    report: PathBuf,
    screenshots: PathBuf,
    run: Run,
    items: BTreeMap<String, VisualComparison>,
    files: BTreeSet<String>,
    decisions: Mutex<BTreeMap<String, Decision>>,
    refusals: Mutex<BTreeMap<String, String>>,
    notice: Mutex<Option<(String, bool)>>,
    changed: Mutex<Vec<PathBuf>>,
    finished: Notify,
}

/// A running review server.
pub struct ReviewServer {
    /// The review page's address, secret included.
    pub url: String,
    /// The secret every path starts with.
    pub secret: String,
    /// Where the server listens.
    pub address: SocketAddr,
    review: Arc<Review>,
    task: tokio::task::JoinHandle<()>,
}

impl ReviewServer {
    /// The baselines written so far, in the order they were written.
    pub fn changed_files(&self) -> Vec<PathBuf> {
        lock(&self.review.changed).clone()
    }

    /// Each comparison's decision so far, by id.
    pub fn decisions(&self) -> BTreeMap<String, Decision> {
        lock(&self.review.decisions).clone()
    }

    /// Waits until the page's Finish button is pressed.
    pub async fn finish_pressed(&self) {
        self.review.finished.notified().await;
    }

    /// Stops the server now.
    pub fn stop(self) {
        self.task.abort();
    }
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// A secret of 128 random bits, as hex, from the kernel's random source.
fn new_secret() -> Result<String> {
    use std::io::Read;
    let mut bytes = [0u8; 16];
    std::fs::File::open("/dev/urandom")
        .and_then(|mut random| random.read_exact(&mut bytes))
        .context("cannot read /dev/urandom for the review's secret")?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// Every file of the report folder the run lists: the only ones the server hands out.
fn listed_files(run: &Run) -> BTreeSet<String> {
    let mut files = BTreeSet::new();
    let mut add = |path: &Option<String>| files.extend(path.iter().cloned());
    for outcome in &run.outcomes {
        let attempts = std::iter::once(&outcome.attachments)
            .chain(outcome.retries.iter().map(|attempt| &attempt.attachments));
        for attachment in attempts.flatten() {
            match attachment {
                Attachment::Evidence(e) => {
                    add(&e.viewport_png);
                    add(&e.full_page_png);
                    add(&e.dom_html);
                }
                Attachment::Visual(c) => {
                    add(&c.expected);
                    add(&Some(c.actual.clone()));
                    add(&c.diff);
                    if let Some(crops) = &c.crops {
                        add(&Some(crops.expected.clone()));
                        add(&Some(crops.actual.clone()));
                        add(&Some(crops.diff.clone()));
                    }
                }
            }
        }
    }
    files
}

/// Starts reviewing the run whose report is in `report` (its `run.json`), writing approved
/// baselines under `screenshots` (the run's own baselines folder when `None`), on `address`
/// (a loopback address; port 0 takes a free one).
pub async fn start(
    report: &Path,
    screenshots: Option<&Path>,
    address: SocketAddr,
) -> Result<ReviewServer> {
    anyhow::ensure!(
        address.ip().is_loopback(),
        "the review server listens on loopback only, not on {address}"
    );
    let run = Run::read(report)?;
    let screenshots =
        screenshots.map_or_else(|| PathBuf::from(&run.screenshots), Path::to_path_buf);
    let listener = tokio::net::TcpListener::bind(address)
        .await
        .with_context(|| format!("cannot listen on {address}"))?;
    let address = listener.local_addr().context("no local address")?;
    let secret = new_secret()?;
    let items = run
        .visual_comparisons()
        .into_iter()
        .map(|(id, comparison)| (id, comparison.clone()))
        .collect();
    let review = Arc::new(Review {
        origin: format!("http://{address}"),
        report: report.to_path_buf(),
        screenshots,
        files: listed_files(&run),
        run,
        items,
        secret: secret.clone(),
        decisions: Mutex::default(),
        refusals: Mutex::default(),
        notice: Mutex::default(),
        changed: Mutex::default(),
        finished: Notify::new(),
    });
    let app = axum::Router::new()
        .route("/{secret}", get(to_page))
        .route("/{secret}/", get(page))
        .route("/{secret}/do/{action}", post(act))
        .route("/{secret}/{*file}", get(file))
        .fallback(|| async { StatusCode::NOT_FOUND })
        .with_state(Arc::clone(&review));
    let task = tokio::spawn(async move {
        let _ = axum::serve(listener, app).await;
    });
    Ok(ReviewServer {
        url: format!("http://{address}/{secret}/"),
        secret,
        address,
        review,
        task,
    })
}

fn secret_matches(review: &Review, secret: &str) -> bool {
    // Compared in full whatever the first difference, so the time taken says nothing.
    secret.len() == review.secret.len()
        && secret
            .bytes()
            .zip(review.secret.bytes())
            .fold(0u8, |acc, (a, b)| acc | (a ^ b))
            == 0
}

async fn to_page(State(review): State<Arc<Review>>, UrlPath(secret): UrlPath<String>) -> Response {
    if !secret_matches(&review, &secret) {
        return StatusCode::NOT_FOUND.into_response();
    }
    Redirect::to(&format!("/{secret}/")).into_response()
}

async fn page(State(review): State<Arc<Review>>, UrlPath(secret): UrlPath<String>) -> Response {
    if !secret_matches(&review, &secret) {
        return StatusCode::NOT_FOUND.into_response();
    }
    let mut decisions: BTreeMap<String, String> = lock(&review.decisions)
        .iter()
        .map(|(id, decision)| {
            let word = match decision {
                Decision::Approved => "approved",
                Decision::Rejected => "rejected",
            };
            (id.clone(), word.to_owned())
        })
        .collect();
    for (id, why) in lock(&review.refusals).iter() {
        decisions
            .entry(id.clone())
            .or_insert_with(|| format!("refused: {why}"));
    }
    let controls = ReviewControls {
        base: format!("/{secret}"),
        decisions,
        notice: lock(&review.notice).clone(),
    };
    let html = report::render(&review.run, Some(&controls));
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-store"),
            (
                header::CONTENT_SECURITY_POLICY,
                "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; \
                 script-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; \
                 base-uri 'none'",
            ),
        ],
        html,
    )
        .into_response()
}

/// A file of the report folder the run lists, as a sandboxed download: an evidence DOM is
/// the tested page's own HTML, and must not run in the review's origin.
async fn file(
    State(review): State<Arc<Review>>,
    UrlPath((secret, file)): UrlPath<(String, String)>,
) -> Response {
    if !secret_matches(&review, &secret) || !review.files.contains(&file) {
        return StatusCode::NOT_FOUND.into_response();
    }
    let Some(path) = inside(&review.report, &file) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let Ok(bytes) = std::fs::read(&path) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let kind = if file.ends_with(".png") {
        "image/png"
    } else {
        "text/plain; charset=utf-8"
    };
    (
        [
            (header::CONTENT_TYPE, kind),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
            (
                header::CONTENT_SECURITY_POLICY,
                "sandbox; default-src 'none'",
            ),
        ],
        bytes,
    )
        .into_response()
}

/// `relative` under `root`, if it is a plain relative path (no `..`, no root, no prefix)
/// and no part of it below `root` is a symbolic link.
fn inside(root: &Path, relative: &str) -> Option<PathBuf> {
    let relative = Path::new(relative);
    if relative.as_os_str().is_empty()
        || !relative
            .components()
            .all(|part| matches!(part, Component::Normal(_)))
    {
        return None;
    }
    let mut path = root.to_path_buf();
    for part in relative.components() {
        path.push(part);
        if let Ok(meta) = std::fs::symlink_metadata(&path)
            && meta.file_type().is_symlink()
        {
            return None;
        }
    }
    Some(path)
}

/// Why a write was refused: what the page and the response say.
fn refuse(status: StatusCode, message: &str) -> Response {
    (
        status,
        [(header::CACHE_CONTROL, "no-store")],
        message.to_owned(),
    )
        .into_response()
}

/// Whether a write comes from the review page itself: its own secret, its own host, and a
/// browser's `Origin` naming the review's origin.
fn write_allowed(review: &Review, secret: &str, headers: &HeaderMap) -> Result<(), Box<Response>> {
    if !secret_matches(review, secret) {
        return Err(Box::new(StatusCode::NOT_FOUND.into_response()));
    }
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    if host != review.origin.strip_prefix("http://") {
        return Err(Box::new(refuse(
            StatusCode::FORBIDDEN,
            "refused: the request is for another host",
        )));
    }
    let origin = headers.get(header::ORIGIN);
    if origin
        != Some(&HeaderValue::from_str(&review.origin).unwrap_or(HeaderValue::from_static("")))
    {
        return Err(Box::new(refuse(
            StatusCode::FORBIDDEN,
            "refused: only the review page itself may approve or reject",
        )));
    }
    Ok(())
}

/// The comparison ids of a form body `items=ID,ID` (`application/x-www-form-urlencoded`).
fn item_ids(body: &[u8]) -> Vec<String> {
    let body = String::from_utf8_lossy(body);
    body.split('&')
        .filter_map(|pair| pair.strip_prefix("items="))
        .flat_map(|value| {
            value
                .replace("%2C", ",")
                .replace("%2c", ",")
                .split(',')
                .map(str::to_owned)
                .collect::<Vec<_>>()
        })
        .filter(|id| !id.is_empty())
        .collect()
}

/// A write (`do/approve`, `do/reject`, `do/finish`): approve or reject the comparisons a form
/// names, or finish the review.
async fn act(
    State(review): State<Arc<Review>>,
    UrlPath((secret, action)): UrlPath<(String, String)>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let decision = match action.as_str() {
        "approve" => Decision::Approved,
        "reject" => Decision::Rejected,
        "finish" => {
            if let Err(refused) = write_allowed(&review, &secret, &headers) {
                return *refused;
            }
            review.finished.notify_one();
            return "The review is finished; the changed files are listed where it was started."
                .into_response();
        }
        _ => return StatusCode::NOT_FOUND.into_response(),
    };
    decide(&review, &secret, &headers, &body, decision)
}

fn decide(
    review: &Review,
    secret: &str,
    headers: &HeaderMap,
    body: &[u8],
    decision: Decision,
) -> Response {
    if let Err(refused) = write_allowed(review, secret, headers) {
        return *refused;
    }
    let ids = item_ids(body);
    if ids.is_empty() {
        return refuse(StatusCode::BAD_REQUEST, "refused: no comparison was named");
    }
    let mut done = Vec::new();
    let mut refused = Vec::new();
    for id in ids {
        let outcome = match decision {
            Decision::Approved => approve_one(review, &id),
            Decision::Rejected => reject_one(review, &id),
        };
        match outcome {
            Ok(what) => done.push(what),
            Err(why) => {
                if review.items.contains_key(&id) {
                    lock(&review.refusals).insert(id.clone(), why.clone());
                }
                refused.push(format!("{id}: {why}"));
            }
        }
    }
    let mut text = done.join(" ");
    if !refused.is_empty() {
        text = format!("{text} Refused, nothing written: {}", refused.join("; "))
            .trim()
            .to_owned();
    }
    *lock(&review.notice) = Some((text, !refused.is_empty()));
    // Back to the page, which now shows the decision, or why it was refused.
    Redirect::to(&format!("/{secret}/")).into_response()
}

/// A comparison with no decision yet, and the decisions, locked so that none is made
/// meanwhile.
type Undecided<'a> = (
    &'a VisualComparison,
    MutexGuard<'a, BTreeMap<String, Decision>>,
);

/// The comparison `id` of the run, if it has no decision yet.
fn undecided<'a>(review: &'a Review, id: &str) -> Result<Undecided<'a>, String> {
    let item = review
        .items
        .get(id)
        .ok_or_else(|| format!("the run lists no comparison {id:?}"))?;
    let decisions = lock(&review.decisions);
    match decisions.get(id) {
        Some(already) => Err(format!("already {already:?}").to_lowercase()),
        None => Ok((item, decisions)),
    }
}

fn reject_one(review: &Review, id: &str) -> Result<String, String> {
    let (item, mut decisions) = undecided(review, id)?;
    decisions.insert(id.to_owned(), Decision::Rejected);
    Ok(format!(
        "Rejected {} {} {}.",
        item.route, item.browser, item.viewport
    ))
}

/// Writes the run's capture of comparison `id` as its baseline, if nothing has changed since
/// the run.
fn approve_one(review: &Review, id: &str) -> Result<String, String> {
    let (item, mut decisions) = undecided(review, id)?;
    let actual_path = inside(&review.report, &item.actual).ok_or_else(|| {
        format!(
            "the run's capture {} is not a plain file of the report",
            item.actual
        )
    })?;
    let actual_meta = std::fs::symlink_metadata(&actual_path).map_err(|_| {
        format!(
            "the run's files are gone: {} is missing",
            actual_path.display()
        )
    })?;
    if !actual_meta.is_file() {
        return Err(format!(
            "the run's capture {} is not a file",
            actual_path.display()
        ));
    }
    let actual = std::fs::read(&actual_path)
        .map_err(|error| format!("cannot read {}: {error}", actual_path.display()))?;
    let baseline = inside(&review.screenshots, &item.baseline).ok_or_else(|| {
        format!(
            "the baseline path {:?} leaves the baselines folder or passes through a link",
            item.baseline
        )
    })?;
    let now = match std::fs::symlink_metadata(&baseline) {
        Ok(meta) if meta.is_file() => Some(
            std::fs::read(&baseline)
                .map_err(|error| format!("cannot read {}: {error}", baseline.display()))?,
        ),
        Ok(_) => return Err(format!("{} is not a plain file", baseline.display())),
        Err(_) => None,
    };
    match (&item.expected, now) {
        (Some(expected), Some(now)) => {
            let path = inside(&review.report, expected)
                .ok_or_else(|| "the run's copy of the baseline is not a plain file".to_owned())?;
            let then = std::fs::read(&path)
                .map_err(|_| format!("the run's files are gone: {} is missing", path.display()))?;
            if then != now {
                return Err(format!(
                    "the baseline {} changed since the run (approved or edited meanwhile); run \
                     the check again and review the new run",
                    baseline.display()
                ));
            }
        }
        (Some(_), None) => {
            return Err(format!(
                "the baseline {} was deleted since the run",
                baseline.display()
            ));
        }
        (None, Some(_)) => {
            return Err(format!(
                "a baseline appeared at {} since the run; run the check again",
                baseline.display()
            ));
        }
        (None, None) => {}
    }
    let folder = baseline
        .parent()
        .ok_or_else(|| "the baseline has no folder".to_owned())?;
    std::fs::create_dir_all(folder)
        .map_err(|error| format!("cannot create {}: {error}", folder.display()))?;
    // Written beside it and renamed over it, so a failed write leaves the old baseline whole.
    let temporary = folder.join(format!(
        ".{}.review",
        baseline
            .file_name()
            .map(|n| n.to_string_lossy())
            .unwrap_or_default()
    ));
    std::fs::write(&temporary, &actual)
        .and_then(|()| std::fs::rename(&temporary, &baseline))
        .map_err(|error| {
            let _ = std::fs::remove_file(&temporary);
            format!("cannot write {}: {error}", baseline.display())
        })?;
    decisions.insert(id.to_owned(), Decision::Approved);
    lock(&review.changed).push(baseline.clone());
    Ok(format!(
        "Approved {} {} {}: wrote {}.",
        item.route,
        item.browser,
        item.viewport,
        baseline.display()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_plain_relative_paths_stay_inside() {
        let root = Path::new("/tmp/review-root");
        assert!(inside(root, "chrome-156/desktop/home.png").is_some());
        for bad in ["../x.png", "/etc/passwd", "a/../../b", "", "./a"] {
            assert!(inside(root, bad).is_none(), "{bad:?} must stay out");
        }
    }

    #[test]
    fn a_path_through_a_symbolic_link_stays_out() -> std::io::Result<()> {
        let root = std::env::temp_dir().join(format!("review-symlink-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(root.join("chrome-156"))?;
        std::os::unix::fs::symlink("/etc", root.join("chrome-156/desktop"))?;
        let through_link = inside(&root, "chrome-156/desktop/passwd");
        let plain = inside(&root, "chrome-156/home.png");
        std::fs::remove_dir_all(&root)?;
        assert!(
            through_link.is_none(),
            "a path through a symbolic link must stay out"
        );
        assert!(plain.is_some());
        Ok(())
    }

    #[test]
    fn form_items_are_read_as_listed_ids() {
        assert_eq!(item_ids(b"items=3-0%2C4-1"), vec!["3-0", "4-1"]);
        assert_eq!(item_ids(b"items=../../etc"), vec!["../../etc"]);
        assert!(item_ids(b"other=1").is_empty());
    }
}
