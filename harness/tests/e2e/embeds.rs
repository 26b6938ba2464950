//! Spec §2 (/contact, /hire) and §7: the embedded third-party forms. Each loads when the
//! visitor asks, in a box that keeps the frame's size, so no page talks to another origin
//! before an interaction (issue 7; see specs/decisions.md, "Embedded forms load on request").

use anyhow::{Context, ensure};
use harness::pages::{EmbedState, EmbeddedForm, SitePage};
use harness::specs::{self, EmbedSpec};
use harness::{Route, Viewport, browser_test};

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

/// Opens the page of `spec`, checks its form waits for the visitor, loads it, and checks
/// that loading it moved nothing. Returns the loaded form's state.
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
    let after = form.load().await?;
    ensure!(
        (after.box_height - before.box_height).abs() <= 1.0,
        "{}: loading the form moved the page: its box went from {:.0} px to {:.0} px tall",
        spec.id,
        before.box_height,
        after.box_height
    );
    Ok(after)
}

#[test]
fn the_application_form_loads_on_request_in_its_640_by_7723_frame_without_a_shift() {
    browser_test(Viewport::Desktop, |browser| async move {
        let spec = embed("EMBED-APPLICATION")?;
        // The size is the spec's (specs/behaviour.json); only the address is the config's.
        let size = spec
            .frame
            .with_context(|| format!("{}: specs/behaviour.json gives no frame size", spec.id))?;
        let src = harness::site_config::load()?.application_frame.src;
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

#[test]
fn the_inline_booking_form_on_hire_loads_on_request_with_its_form_id_and_key() {
    browser_test(Viewport::Desktop, |browser| async move {
        let spec = embed("EMBED-BOOKING-INLINE")?;
        let config = harness::site_config::load()?;
        let after = load_on_request(&browser, &spec).await?;
        let src = after.frame_src.clone().unwrap_or_default();
        ensure!(
            src.starts_with(&config.event_lead_base)
                && src.contains(&config.event_lead_form_id)
                && src.contains(&config.event_lead_public_key),
            "{}: expected the event-lead form with its form id and public key, got {after:?}",
            spec.id
        );
        Ok(())
    });
}

#[test]
fn no_page_requests_another_origin_before_the_visitor_interacts() {
    browser_test(Viewport::Desktop, |browser| async move {
        for route in Route::ALL {
            let page = SitePage::open(&browser, route).await?;
            page.wait_until_loaded().await?;
            // Everything a page loads by itself has loaded by now: opening waits for the
            // tooltips that the first mouse movement loads too.
            let origins = EmbeddedForm::other_origins_requested(&page).await?;
            ensure!(
                origins.is_empty(),
                "EMBED-NO-EARLY-REQUEST {route}: the page requested {origins:?} before any interaction"
            );
        }
        Ok(())
    });
}
