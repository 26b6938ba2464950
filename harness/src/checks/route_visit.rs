//! One visit per browser, viewport, reduced-motion setting and route, whose observations
//! the checks that cover every route read.
//!
//! - Those checks (the visual baseline, axe, headings, sections and cards, links, console
//!   errors, early requests to other origins) each used to open every route again, and a
//!   page load with its hydration is most of what such a check costs. Now the first test
//!   that needs a route opens it once, at its session's browser and viewport, and gathers
//!   everything they read; the others read what it gathered.
//! - Each check still asserts on its own, with its own spec id, and fails alone: one
//!   observation that could not be made (axe failed, say) is kept as that failure, and
//!   fails only the checks that read it.
//! - A visit whose page never became interactive is not kept, so the next test that needs
//!   it opens the page again and fails with its own error.
//! - The page objects still hold every selector; a visit only calls them.
//! - Last, a visit with reduced motion uses its route's controls, and its share of the
//!   navigation and footer ones (`calls_to_action::exercise`): every catalogued control is
//!   used once per run without a page load of its own.

use crate::base::engine::Engine;
use crate::base::routes::Route;
use crate::base::specs;
use crate::base::viewport::Viewport;
use crate::checks::axe::{self, Violation};
use crate::checks::calls_to_action::Catalogues;
use crate::checks::calls_to_action::exercise::{self, Used};
use crate::checks::fixed_facts;
use crate::pages::{
    Control, EmbeddedForm, OwnOriginRequests, PageReads, PageText, PlanCard, SitePage,
};
use crate::record::outcome::{Attachment, Evidence};
use crate::record::run_record;
use crate::running::environment::environment;
use crate::running::evidence;
use crate::running::runner::browser_test;
use crate::sessions::browser::Unsupported;
use crate::sessions::browser::{Browser, ConsoleMessage};
use crate::visual::emptiness::{EmptyRun, tallest_empty_run};
use crate::visual::{self, capture};
use anyhow::{Context, Result};
use image::RgbaImage;
use std::collections::{BTreeMap, HashMap};
use std::future::Future;
use std::sync::{Arc, Mutex, OnceLock};

/// An observation of a visit, or why it could not be made.
#[derive(Debug, Clone)]
pub struct Observed<T>(Result<T, Unobserved>);

/// Why an observation could not be made.
#[derive(Debug, Clone)]
enum Unobserved {
    /// The browser cannot make it (see [`Unsupported`]); a check that reads it is skipped.
    Unsupported(&'static str),
    /// It failed, with the whole error chain.
    Failed(String),
}

impl<T> Observed<T> {
    /// Makes the observation, keeping its failure instead of returning it.
    async fn make(observation: impl Future<Output = Result<T>>) -> Observed<T> {
        Observed(
            observation
                .await
                .map_err(|error| match error.downcast_ref::<Unsupported>() {
                    Some(Unsupported(reason)) => Unobserved::Unsupported(reason),
                    None => Unobserved::Failed(format!("{error:#}")),
                }),
        )
    }

    /// One read of the page's [`PageReads`], or the error that kept every read from being
    /// made.
    fn read(
        reads: &Result<PageReads, String>,
        pick: impl Fn(&PageReads) -> &Result<T, String>,
    ) -> Observed<T>
    where
        T: Clone,
    {
        let read = match reads {
            Ok(reads) => pick(reads).clone(),
            Err(message) => Err(message.clone()),
        };
        Observed(read.map_err(Unobserved::Failed))
    }

    /// Why the observation could not be made, when it failed (not when the browser cannot
    /// make it).
    fn failure(&self) -> Option<&str> {
        match &self.0 {
            Err(Unobserved::Failed(message)) => Some(message),
            _ => None,
        }
    }

    /// What was observed, or the error that kept it from being observed (an [`Unsupported`]
    /// one stays so, and the runner reports a skip).
    pub fn get(&self) -> Result<&T> {
        match &self.0 {
            Ok(value) => Ok(value),
            Err(Unobserved::Unsupported(reason)) => Err(Unsupported(reason).into()),
            Err(Unobserved::Failed(message)) => Err(anyhow::anyhow!("{message}")),
        }
    }
}

/// Everything the route-wide checks read from one page load.
pub struct RouteVisit {
    /// The route visited.
    pub route: Route,
    /// Whether the page matched `prefers-reduced-motion: reduce`.
    pub reduced_motion: bool,
    /// Everything the page logged up to its `load` event.
    pub console_at_load: Observed<Vec<ConsoleMessage>>,
    /// The other origins the page requested by itself, up to its `load` event
    /// ([`EmbeddedForm::other_origins_requested`]).
    pub other_origins_at_load: Observed<Vec<String>>,
    /// The text of every `<h1>`.
    pub headings: Observed<Vec<String>>,
    /// Whether the fixed site navigation is shown.
    pub shows_navigation: Observed<bool>,
    /// Whether the site footer is shown.
    pub shows_footer: Observed<bool>,
    /// The section and hero ids, in document order.
    pub section_ids: Observed<Vec<String>>,
    /// The anchor targets of the route's spec that the page lacks.
    pub missing_anchors: Observed<Vec<String>>,
    /// How many of each card of the route's spec the main content shows.
    pub card_counts: Observed<BTreeMap<String, usize>>,
    /// The cards of each plan grid of the route's spec.
    pub plan_cards: Observed<BTreeMap<String, Vec<PlanCard>>>,
    /// Every link and button on the page.
    pub controls: Observed<Vec<Control>>,
    /// The page's visible text, and that of the elements the route's fixed facts are in.
    pub texts: Observed<PageText>,
    /// What axe-core finds wrong with the page as loaded.
    pub axe_violations: Observed<Vec<Violation>>,
    /// What the document requested from its own origin ([`SitePage::own_origin_requests`]),
    /// read last: with reduced motion, after its controls were used, so the dialogs opened,
    /// the embeds loaded and the pages followed count too.
    pub own_origin_requests: Observed<OwnOriginRequests>,
    /// The full-page capture, taken with reduced motion only (the visual check's
    /// determinism rules).
    capture: Option<Observed<Capture>>,
    /// What using the page's controls found, once everything else was observed; with
    /// reduced motion only (whose scrolls are instant).
    used: Option<Observed<Used>>,
    /// The page as it was when an observation failed, taken at that moment: by the time a
    /// check reads the visit, its session may be on another route or in another test.
    evidence: Vec<Evidence>,
}

impl RouteVisit {
    /// The full-page capture (see [`capture::full_page`]). Only a visit with reduced motion
    /// takes one.
    pub fn capture(&self) -> Result<&Capture> {
        self.capture
            .as_ref()
            .with_context(|| {
                format!(
                    "{}: a visit without reduced motion takes no capture",
                    self.route
                )
            })?
            .get()
    }

    /// What using the route's controls found (see [`exercise::use_controls`]). Only a visit
    /// with reduced motion uses them.
    pub fn used(&self) -> Result<&Used> {
        self.used
            .as_ref()
            .with_context(|| {
                format!(
                    "{}: a visit without reduced motion uses no controls",
                    self.route
                )
            })?
            .get()
    }
}

/// A visit's full-page capture, with what the visit learnt from its pixels while it held
/// them.
#[derive(Debug, Clone)]
pub struct Capture {
    route: Route,
    viewport: Viewport,
    pixels: Pixels,
    /// The capture's tallest run of rows that show nothing.
    empty_run: EmptyRun,
}

/// A capture's pixels, as a visit keeps them until its visual test reads them.
#[derive(Debug, Clone)]
enum Pixels {
    /// Pixel for pixel the route's baseline as the visit read it, so nothing is kept.
    Baseline,
    /// Anything else, PNG-encoded: forty raw captures of both browsers would hold about
    /// 900 MB until their visual tests read them.
    Encoded(Vec<u8>),
}

impl Capture {
    /// Fails when the capture shows nothing for more than a screen (see
    /// [`visual::assert_empty_run_fits`]).
    pub fn assert_no_empty_screen(&self) -> Result<()> {
        visual::assert_empty_run_fits(self.empty_run, self.route, self.viewport)
    }

    /// Fails, with the report [`visual::assert_matches_baseline`] writes, when the capture
    /// does not match its baseline. A capture that was its baseline pixel for pixel when the
    /// visit compared the two (no tolerance at all) matches without being read again.
    pub fn assert_matches_baseline(&self, browser: &Browser) -> Result<()> {
        let Pixels::Encoded(png) = &self.pixels else {
            return Ok(());
        };
        let pixels = image::load_from_memory(png)
            .context("a stored capture is not a PNG")?
            .to_rgba8();
        visual::assert_matches_baseline(browser, self.route, pixels)
    }
}

/// What identifies a visit: the browser, the viewport, reduced motion, and the route.
type Key = (Engine, Viewport, bool, Route);

/// A visit's slot. Its lock is held while the visit is gathered, so a second test that
/// needs it waits for it instead of opening the page again.
type Slot = Arc<tokio::sync::Mutex<Option<Arc<RouteVisit>>>>;

fn slot(key: Key) -> Slot {
    static SLOTS: OnceLock<Mutex<HashMap<Key, Slot>>> = OnceLock::new();
    let slots = SLOTS.get_or_init(Default::default);
    let mut slots = slots
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    slots.entry(key).or_default().clone()
}

fn key(browser: &Browser, route: Route, reduced_motion: bool) -> Key {
    (browser.engine(), browser.viewport(), reduced_motion, route)
}

/// The visit of `route` in this session's browser and viewport, with or without reduced
/// motion: gathered now in this session unless a test has gathered it already.
pub async fn visit(
    browser: &Browser,
    route: Route,
    reduced_motion: bool,
) -> Result<Arc<RouteVisit>> {
    let guard = slot(key(browser, route, reduced_motion)).lock_owned().await;
    fill(guard, browser, route, reduced_motion).await
}

/// The visits of every route in `routes`, in that order, gathered afresh when `fresh` (a
/// retried test must not read what its failed attempt read). Routes that another test is
/// gathering at this moment are left until the others are done, so two tests that need the
/// same routes share the work instead of one waiting on the other.
pub async fn visit_each(
    browser: &Browser,
    routes: &[Route],
    reduced_motion: bool,
    fresh: bool,
) -> Result<Vec<Arc<RouteVisit>>> {
    let mut visits: Vec<Option<Arc<RouteVisit>>> = vec![None; routes.len()];
    let mut busy = Vec::new();
    for (index, &route) in routes.iter().enumerate() {
        match slot(key(browser, route, reduced_motion)).try_lock_owned() {
            Ok(mut guard) => {
                if fresh {
                    *guard = None;
                }
                visits[index] = Some(fill(guard, browser, route, reduced_motion).await?);
            }
            Err(_) => busy.push(index),
        }
    }
    for index in busy {
        let mut guard = slot(key(browser, routes[index], reduced_motion))
            .lock_owned()
            .await;
        if fresh {
            *guard = None;
        }
        visits[index] = Some(fill(guard, browser, routes[index], reduced_motion).await?);
    }
    Ok(visits.into_iter().flatten().collect())
}

/// A browser test at `viewport` that runs `check` on the visit of every route
/// (`HARNESS_ROUTES` narrows them), with or without reduced motion. `check` gets the
/// session (to attach what it found) and the visit, and adds a line to its third argument
/// for each problem it sees; the test fails once, after every route, with all of them, so
/// one run names every route that is wrong. A wrong route for which the check attached
/// nothing is opened again and its evidence taken for the report, since the visit that
/// failed the check may be long gone. An `Err` from `check` (an observation that could not
/// be made) is that route's failure, with the evidence the visit took when it failed; an
/// [`Unsupported`] one skips the test.
pub fn check_every_route<F>(viewport: Viewport, reduced_motion: bool, check: F)
where
    F: Fn(&Browser, &RouteVisit, &mut Vec<String>) -> Result<()> + Send + Sync + 'static,
{
    let check = Arc::new(check);
    browser_test(viewport, move |browser| {
        let check = Arc::clone(&check);
        async move {
            let routes = environment().routes.clone();
            let fresh = browser.attempt() > 0;
            let mut failures = Vec::new();
            let mut wrong = Vec::new();
            let mut to_reopen = Vec::new();
            for visit in visit_each(&browser, &routes, reduced_motion, fresh).await? {
                let (before, attached) = (failures.len(), browser.attachment_count());
                if let Err(error) = check(&browser, &visit, &mut failures) {
                    // A skip is the whole test's; an observation that failed is this route's.
                    if error.downcast_ref::<Unsupported>().is_some() {
                        return Err(error);
                    }
                    failures.push(format!("{}: {error:#}", visit.route));
                }
                if failures.len() > before {
                    wrong.push(visit.route);
                    for taken in &visit.evidence {
                        browser.attach(Attachment::Evidence(taken.clone()));
                    }
                    if browser.attachment_count() == attached {
                        to_reopen.push(visit.route);
                    }
                }
            }
            // The outcome names the routes checked, or, on failure, those found wrong.
            let named = if failures.is_empty() { &routes } else { &wrong };
            browser.report_routes(named.iter().map(|r| r.sample_path().to_owned()).collect());
            if failures.is_empty() {
                return Ok(());
            }
            browser.set_reduced_motion(reduced_motion).await?;
            for route in to_reopen {
                let label = format!("{route}, opened again after the check failed");
                // A page that no longer opens still gets what evidence it can give.
                if let Ok(page) = SitePage::open(&browser, route).await {
                    let _ = page.wait_until_loaded().await;
                }
                let taken = evidence::capture(
                    &browser,
                    &environment().grid.url,
                    &run_record::report_dir(),
                    &evidence::folder(&browser),
                    &label,
                )
                .await;
                browser.attach(Attachment::Evidence(taken));
            }
            anyhow::bail!("{}", failures.join("\n"))
        }
    });
}

/// Returns the slot's visit, gathering it first if no test has.
async fn fill(
    mut guard: tokio::sync::OwnedMutexGuard<Option<Arc<RouteVisit>>>,
    browser: &Browser,
    route: Route,
    reduced_motion: bool,
) -> Result<Arc<RouteVisit>> {
    if let Some(visit) = guard.as_ref() {
        return Ok(visit.clone());
    }
    let visit = Arc::new(gather(browser, route, reduced_motion).await?);
    *guard = Some(visit.clone());
    Ok(visit)
}

/// Opens `route` and makes every observation, in an order where none disturbs the next:
/// the reads first, then axe (which finishes the page's animations), the capture (which
/// freezes the page for its pixels), the use of its controls (which leaves the page), and
/// last the calls the document made to its own origin.
async fn gather(browser: &Browser, route: Route, reduced_motion: bool) -> Result<RouteVisit> {
    let spec = specs::route(route)?;
    browser.set_reduced_motion(reduced_motion).await?;
    let page = SitePage::open(browser, route).await?;
    page.wait_until_loaded().await?;
    let console_at_load = Observed::make(browser.console_messages()).await;
    let other_origins_at_load = Observed::make(EmbeddedForm::other_origins_requested(&page)).await;
    let cards: Vec<String> = spec.cards.keys().cloned().collect();
    let text_scopes = fixed_facts::text_scopes(&facts::specs::fixed_facts()?, route);
    let reads = page
        .reads(
            &spec.anchors,
            &cards,
            &spec.plan_sets,
            &text_scopes,
            reduced_motion,
        )
        .await
        .map_err(|error| format!("{error:#}"));
    let headings = Observed::read(&reads, |r| &r.headings);
    let shows_navigation = Observed::read(&reads, |r| &r.shows_navigation);
    let shows_footer = Observed::read(&reads, |r| &r.shows_footer);
    let section_ids = Observed::read(&reads, |r| &r.section_ids);
    let missing_anchors = Observed::read(&reads, |r| &r.missing_anchors);
    let card_counts = Observed::read(&reads, |r| &r.card_counts);
    let plan_cards = Observed::read(&reads, |r| &r.plan_cards);
    let controls = Observed::read(&reads, |r| &r.controls);
    let texts = Observed::read(&reads, |r| &r.texts);
    let axe_violations = Observed::make(axe::violations(browser)).await;
    let mut evidence = Vec::new();
    let failed = [
        ("the console", console_at_load.failure()),
        (
            "the requests to other origins",
            other_origins_at_load.failure(),
        ),
        ("the page's reads", headings.failure()),
        ("axe", axe_violations.failure()),
    ];
    evidence.extend(evidence_of_failure(browser, route, &failed).await);
    let capture = if reduced_motion {
        Some(
            Observed::make(async {
                page.wait_until_scroll_settles().await?;
                let mode = visual::UpdateMode::from_env()?;
                let baseline = visual::settled_baseline(browser, route, mode)?;
                let captured = capture::full_page(browser, baseline.as_ref()).await?;
                let empty_run = tallest_empty_run(&captured);
                // A capture identical to its baseline needs neither encoding nor comparing.
                let pixels = if baseline.as_ref() == Some(&captured) {
                    Pixels::Baseline
                } else {
                    Pixels::Encoded(encode(&captured)?)
                };
                Ok(Capture {
                    route,
                    viewport: browser.viewport(),
                    pixels,
                    empty_run,
                })
            })
            .await,
        )
    } else {
        None
    };
    if let Some(capture) = &capture {
        let failed = [("the capture", capture.failure())];
        evidence.extend(evidence_of_failure(browser, route, &failed).await);
    }
    let used = if reduced_motion {
        let catalogues = Catalogues::load()?;
        let routes = &environment().routes;
        let viewport = browser.viewport();
        Some(Observed::make(exercise::use_controls(&page, &catalogues, viewport, routes)).await)
    } else {
        None
    };
    if let Some(used) = &used {
        let failed = [("the use of its controls", used.failure())];
        evidence.extend(evidence_of_failure(browser, route, &failed).await);
    }
    let own_origin_requests = Observed::make(page.own_origin_requests()).await;
    Ok(RouteVisit {
        route,
        reduced_motion,
        console_at_load,
        other_origins_at_load,
        headings,
        shows_navigation,
        shows_footer,
        section_ids,
        missing_anchors,
        card_counts,
        plan_cards,
        controls,
        texts,
        axe_violations,
        own_origin_requests,
        capture,
        used,
        evidence,
    })
}

/// The page as it is now, for the report, when any of the `observations` (a name, and why
/// it could not be made, if it could not) failed; `None` when none did.
async fn evidence_of_failure(
    browser: &Browser,
    route: Route,
    observations: &[(&str, Option<&str>)],
) -> Option<Evidence> {
    let failed: Vec<String> = observations
        .iter()
        .filter_map(|(name, failure)| failure.map(|why| format!("{name} ({why})")))
        .collect();
    if failed.is_empty() {
        return None;
    }
    let label = format!("{route}, when its visit failed at {}", failed.join(", "));
    Some(
        evidence::capture(
            browser,
            &environment().grid.url,
            &run_record::report_dir(),
            &evidence::folder(browser),
            &label,
        )
        .await,
    )
}

/// Encodes a capture as PNG for speed over size: it lives only until the run ends.
fn encode(image: &RgbaImage) -> Result<Vec<u8>> {
    let mut png = Vec::new();
    let encoder = image::codecs::png::PngEncoder::new_with_quality(
        &mut png,
        image::codecs::png::CompressionType::Fast,
        image::codecs::png::FilterType::NoFilter,
    );
    image
        .write_with_encoder(encoder)
        .context("cannot encode a capture")?;
    Ok(png)
}
