//! Spec §2 (/contact, /hire) and §7: the embedded third-party forms. Each waits as a compact
//! card until the visitor asks for it, so no page talks to another origin before an
//! interaction and no page holds screens of empty box (see
//! specs/decisions.md, "Embedded forms load on request").

use anyhow::{Context, ensure};
use harness::base::specs::{self, EmbedSpec};
use harness::checks::main_thread_budgets::{
    EMBED_FACADE_MAX_HEIGHT_PX, GET_IN_TOUCH_MAX_SCREENS, contact_page_max_height,
};
use harness::checks::route_visit::check_every_route;
use harness::pages::timeline::{LAYOUT_SHIFTS_CHROMIUM_ONLY, unexplained_shifts};
use harness::pages::{EmbedState, EmbeddedForm, OwnOriginRequests, PageBreak, SitePage};
use harness::{Engine, Route, Viewport, browser_test, environment};
use rstest::rstest;

fn embed(id: &str) -> anyhow::Result<EmbedSpec> {
    specs::embeds()?
        .into_iter()
        .find(|e| e.id == id)
        .with_context(|| format!("specs/behaviour.json has no embed {id}"))
}

fn route_of(spec: &EmbedSpec) -> anyhow::Result<Route> {
    Route::ALL
        .into_iter()
        .find(|r| r.id() == spec.route)
        .with_context(|| format!("{}: no route {:?}", spec.id, spec.route))
}

/// Opens the page of `spec`, checks its form waits for the visitor as a compact card, loads
/// it, and returns the loaded form's state.
async fn load_on_request(
    browser: &harness::Browser,
    spec: &EmbedSpec,
) -> anyhow::Result<EmbedState> {
    let page = SitePage::open(browser, route_of(spec)?).await?;
    let form = EmbeddedForm::on(&page, &spec.test_id);
    let before = form.state().await?;
    ensure!(
        before.frame_src.is_none(),
        "{}: the frame must wait for the visitor, but it is already loaded: {before:?}",
        spec.id
    );
    ensure!(
        before.box_height <= EMBED_FACADE_MAX_HEIGHT_PX,
        "EMBED-FACADE {}: before the visitor asks, the form must be a compact card (at most \
         {EMBED_FACADE_MAX_HEIGHT_PX} px), but its box is {:.0} px tall",
        spec.id,
        before.box_height
    );
    form.load().await
}

#[test]
fn the_application_form_loads_on_request_in_its_640_by_7723_frame_and_takes_focus() {
    browser_test(Viewport::Desktop, |browser| async move {
        let spec = embed("EMBED-APPLICATION")?;
        // The size is the spec's (specs/behaviour.json); only the address is the config's.
        let size = spec
            .frame
            .with_context(|| format!("{}: specs/behaviour.json gives no frame size", spec.id))?;
        let src = facts::site_config::site_config()?
            .embeds
            .application_frame
            .src;
        let after = load_on_request(&browser, &spec).await?;
        ensure!(
            after.frame_src.as_deref() == Some(src.as_str())
                && after.frame_size == Some((size.width, size.height))
                && after.frame_title.as_deref().is_some_and(|t| !t.is_empty()),
            "{}: expected a titled {}x{} frame of {src}, got {after:?}",
            spec.id,
            size.width,
            size.height,
        );
        ensure!(
            after.frame_focused,
            "{}: focus must move into the form once it loads",
            spec.id
        );
        Ok(())
    });
}

/// With the harness's own site, the page's web fonts are held back until after its first
/// paint, the case in which a fallback font that sets text wider or narrower than the web
/// font would move the page when the web font swaps in. A deployed site's fonts come when
/// they come.
#[rstest]
fn nothing_on_a_form_page_shifts_without_an_input(
    #[values(Viewport::Desktop, Viewport::Mobile)] viewport: Viewport,
    #[values("EMBED-APPLICATION", "EMBED-BOOKING-INLINE")] id: &'static str,
) {
    browser_test(viewport, move |browser| async move {
        browser.require(Engine::Chrome, LAYOUT_SHIFTS_CHROMIUM_ONLY)?;
        let spec = embed(id)?;
        let fonts_held = environment().site_is_local;
        if fonts_held {
            browser.make_fonts_late(LAYOUT_SHIFTS_CHROMIUM_ONLY).await?;
        }
        let page = SitePage::open(&browser, route_of(&spec)?).await?;
        page.wait_until_loaded().await?;
        let fonts = page.font_arrival().await?;
        ensure!(
            !fonts_held || fonts.after_first_paint(),
            "EMBED-NO-SHIFT {id} {}: the web fonts were held back to swap in after the first \
             paint, but {fonts}",
            page.route()
        );
        EmbeddedForm::on(&page, &spec.test_id)
            .scroll_into_view()
            .await?;
        let events = browser.timeline().await?;
        let shifts: Vec<String> = unexplained_shifts(&events)
            .iter()
            .map(|shift| {
                format!(
                    "{:.4} at {:.0} ms ({})",
                    shift.value, shift.at, shift.target
                )
            })
            .collect();
        ensure!(
            shifts.is_empty(),
            "EMBED-NO-SHIFT {id} {}: the page shifted with no input from the visitor: {shifts:?}",
            page.route()
        );
        Ok(())
    });
}

#[rstest]
fn contact_is_short_until_a_form_is_asked_for(
    #[values(Viewport::Desktop, Viewport::Mobile)] viewport: Viewport,
) {
    browser_test(viewport, move |browser| async move {
        let page = SitePage::open(&browser, Route::Contact).await?;
        page.wait_until_loaded().await?;
        let height = page.page_height().await?;
        let limit = contact_page_max_height(viewport);
        ensure!(
            height <= limit,
            "EMBED-APPLICATION-COMPACT /contact: before any form is requested the page must be \
             at most {limit} px tall, but it is {height:.0} px"
        );
        let top = page.top_of("get-in-touch-card").await?;
        let screens = top / f64::from(viewport.height());
        ensure!(
            screens <= GET_IN_TOUCH_MAX_SCREENS,
            "EMBED-APPLICATION-COMPACT /contact: 'Get in Touch' must start within \
             {GET_IN_TOUCH_MAX_SCREENS} screens of the top, but starts {screens:.1} down"
        );
        Ok(())
    });
}

#[test]
fn the_inline_booking_form_on_hire_loads_on_request_with_its_form_id_and_key() {
    browser_test(Viewport::Desktop, |browser| async move {
        let spec = embed("EMBED-BOOKING-INLINE")?;
        let config = facts::site_config::site_config()?;
        let after = load_on_request(&browser, &spec).await?;
        let src = after.frame_src.clone().unwrap_or_default();
        ensure!(
            src.starts_with(&config.embeds.event_lead.base)
                && src.contains(&config.embeds.event_lead.form_id)
                && src.contains(&config.embeds.event_lead.public_key),
            "{}: expected the event-lead form with its form id and public key, got {after:?}",
            spec.id
        );
        Ok(())
    });
}

#[test]
fn no_page_requests_another_origin_before_the_visitor_interacts() {
    check_every_route(Viewport::Desktop, false, |_, visit, failures| {
        // Everything a page loads by itself had loaded when the visit read this: it waits
        // for the load event and for the tooltips that the first mouse movement loads.
        let origins = visit.other_origins_at_load.get()?;
        if !origins.is_empty() {
            failures.push(format!(
                "EMBED-NO-EARLY-REQUEST {}: the page requested {origins:?} before any interaction",
                visit.route
            ));
        }
        Ok(())
    });
}

/// The problem, starting with `EMBED-NO-BACKEND-CALL`, of a document at `route` that called
/// its own origin for data, or whose Resource Timing lists none of its own files (so its
/// calls could not be seen either).
fn backend_problem(route: Route, requests: &OwnOriginRequests) -> Option<String> {
    if requests.files == 0 {
        return Some(format!(
            "EMBED-NO-BACKEND-CALL {route}: Resource Timing lists none of the page's own files, \
             so its calls cannot be read"
        ));
    }
    (!requests.calls.is_empty()).then(|| {
        format!(
            "EMBED-NO-BACKEND-CALL {route}: the page called its own origin for data: {:?}",
            requests.calls
        )
    })
}

#[rstest]
fn no_page_calls_its_own_backend_even_once_its_controls_are_used(
    #[values(Viewport::Desktop, Viewport::Mobile)] viewport: Viewport,
) {
    check_every_route(viewport, true, |_, visit, failures| {
        // The visit reads this last, once it has used every control it was to use.
        failures.extend(backend_problem(
            visit.route,
            visit.own_origin_requests.get()?,
        ));
        Ok(())
    });
}

#[test]
fn a_call_to_its_own_origin_fails_the_backend_check() {
    browser_test(Viewport::Desktop, |browser| async move {
        let page = SitePage::open(&browser, Route::Hire).await?;
        page.wait_until_loaded().await?;
        let before = backend_problem(Route::Hire, &page.own_origin_requests().await?);
        ensure!(
            before.is_none(),
            "EMBED-NO-BACKEND-CALL /hire: the page fails before it is broken: {before:?}"
        );
        PageBreak::CallsOwnBackend.apply(&page).await?;
        let after = backend_problem(Route::Hire, &page.own_origin_requests().await?);
        ensure!(
            after
                .as_deref()
                .is_some_and(|p| p.contains("fetch /api/bookings")),
            "EMBED-NO-BACKEND-CALL /hire: a fetch of /api/bookings passed the check: {after:?}"
        );
        Ok(())
    });
}
