//! Every catalogued control used once, as a visitor uses it, on every engine: what
//! a control does is proved by doing it, not read from its attributes.
//!
//! - A link to a page of the site is followed: the page goes there, asks to scroll no sooner
//!   than the spec's 100 ms after the address changed, and comes to rest at the top, or, with
//!   a hash, with its section just below the navigation. (The delay's upper bound is timed
//!   with no other browser running, by `NAV-TOP-SCROLL-DELAY` and `NAV-HASH-SCROLL-DELAY`.)
//! - A same-page anchor is clicked: it sets the hash and lands on its section, in the same way.
//! - A new-tab link opens a new tab at its exact address (a host that cannot be reached
//!   still gives the tab its address).
//! - A dialog button opens a dialog with its catalogued name; the dialog's close button
//!   closes it, and focus returns to the button.
//! - A tooltip opens no sooner than the spec's 700 ms after the pointer arrives (the next
//!   one of its group at once, within the 300 ms skip window) and shows its text.
//! - A load button loads its frame or video from the catalogued address.
//! - A menu toggle opens its menu.
//! - `mailto:` and `tel:` links are checked by their attributes only (`super`), as is the
//!   skip link, which the keyboard check `KEYBOARD-SKIP` uses.
//!
//! It runs at the end of the shared route visits (`crate::checks::route_visit`), so using a control costs
//! no page load of its own: each route's visit uses the route's own calls to action, and a
//! share of the navigation, mobile menu and footer controls (the same on every route), so
//! that each is used once per run; the desktop visits use the desktop ones, the phone-width
//! visits the mobile menu's. Each problem starts with the id of the control that has it.

use super::{Catalogues, Expected, Situation};
use crate::base::routes::Route;
use crate::base::spec_delays::{SCROLL_DELAY_MS, TOOLTIP_OPEN_DELAY_MS};
use crate::base::timings::{SECTION_LANDING_SLACK_PX, earliest_firing_ms};
use crate::base::viewport::Viewport;
use crate::base::wait;
use crate::pages::{
    BookNow, BookingDialog, CallToAction, Control, Locator, Navigation, NewTabs, SitePage, Tooltip,
};
use anyhow::{Context, Result};
use facts::specs::{ActionSpec, Does, LinkSpec, Region};
use thirtyfour::Key;

/// What using a route's controls found.
#[derive(Debug, Clone, Default)]
pub struct Used {
    /// How many controls the visit was to use.
    pub planned: usize,
    /// The ids of the controls used, in order.
    pub ids: Vec<String>,
    /// Every way a control failed to do what it says, one line each, starting with its id.
    pub problems: Vec<String>,
    /// The page's controls as read in each situation that using them brought about: its
    /// embeds loaded, each dialog open, the mobile menu open.
    pub situations: Vec<(Situation, Vec<Control>)>,
}

/// One use of a navigation, mobile menu or footer control, shared out among the routes.
#[derive(Debug, Clone, Copy)]
enum SharedUse<'c> {
    /// A link followed to its page.
    Follow(&'c LinkSpec),
    /// A link that opens a new tab.
    NewTab(&'c LinkSpec),
    /// A toggle that opens its menu.
    Toggle(&'c LinkSpec),
    /// The tooltips of icon buttons that a tooltip names, as one group.
    Tooltips(&'c [&'c LinkSpec]),
}

impl SharedUse<'_> {
    /// When the use comes among a visit's shared uses: tooltips first, before the route's own
    /// controls, while the page is the one opened at rest (a click, or the page the app draws
    /// at the first navigation, would disturb their timing); after the route's own, the
    /// dropdown's toggle and new tabs, which leave the page where it is, and last the links
    /// that leave it.
    fn order(&self) -> u8 {
        match self {
            SharedUse::Tooltips(_) => 0,
            SharedUse::Toggle(_) => 1,
            SharedUse::NewTab(_) => 2,
            SharedUse::Follow(_) => 3,
        }
    }

    /// How many controls the use covers.
    fn count(&self) -> usize {
        match self {
            SharedUse::Tooltips(group) => group.len(),
            _ => 1,
        }
    }
}

/// A catalogued control's locator: by section, role and label in `<main>` and its dialogs.
fn locator<'a>(action: &'a ActionSpec, label: &'a str) -> Locator<'a> {
    Locator::Label {
        section: &action.section,
        role: &action.role,
        label,
    }
}

/// Uses the controls that a visit of `page`'s route at `viewport` is to use, where
/// `routes` are the routes the run visits (each takes its share of the shared controls).
/// The page is at rest when this begins, and anywhere on the site when it ends.
pub async fn use_controls(
    page: &SitePage,
    catalogues: &Catalogues,
    viewport: Viewport,
    routes: &[Route],
) -> Result<Used> {
    let route = page.route();
    let tooltip_group: Vec<&LinkSpec> = catalogues
        .links()
        .iter()
        .filter(|(_, link)| link.tooltip.is_some())
        .map(|(_, link)| link)
        .collect();
    let phone = viewport.is_mobile();
    let mut shared: Vec<SharedUse> = Vec::new();
    for (region, link) in catalogues.links() {
        let to_a_page = link.to.href.as_deref().is_some_and(|h| h.starts_with('/'));
        match (region, link.does()) {
            (Region::MobileMenu, Does::Navigate) if phone && to_a_page => {
                shared.push(SharedUse::Follow(link));
            }
            (Region::Nav | Region::Footer, Does::Navigate) if !phone && to_a_page => {
                shared.push(SharedUse::Follow(link));
            }
            (Region::Footer, Does::NewTab) if !phone => shared.push(SharedUse::NewTab(link)),
            (_, Does::Toggle) if Navigation::is_for_phones(&link.test_id) == phone => {
                shared.push(SharedUse::Toggle(link));
            }
            _ => {}
        }
    }
    if !phone && !tooltip_group.is_empty() {
        shared.push(SharedUse::Tooltips(&tooltip_group));
    }
    let place = routes.iter().position(|r| *r == route);
    let mut mine: Vec<SharedUse> = shared
        .into_iter()
        .enumerate()
        .filter(|(index, _)| place == Some(index % routes.len().max(1)))
        .map(|(_, used)| used)
        .collect();
    mine.sort_by_key(SharedUse::order);
    let mut visitor = Visitor {
        page,
        catalogues,
        route,
        used: Used::default(),
    };
    visitor.used.planned = mine.iter().map(SharedUse::count).sum();
    let (before_own, after_own): (Vec<SharedUse>, Vec<SharedUse>) = mine
        .iter()
        .partition(|used| matches!(used, SharedUse::Tooltips(_)));
    for used in before_own {
        visitor.use_shared(used).await?;
    }
    if phone {
        visitor.read_with_the_menu_open(&mine).await?;
    } else {
        visitor.use_own_controls().await?;
    }
    for used in after_own {
        visitor.use_shared(used).await?;
    }
    Ok(visitor.used)
}

/// A visit using its route's controls, and what it found so far.
struct Visitor<'a> {
    page: &'a SitePage,
    catalogues: &'a Catalogues,
    route: Route,
    used: Used,
}

impl Visitor<'_> {
    /// Notes that the control `id` was used, with what came of it: its problems, or the error
    /// that kept it from being used, as a problem of its own.
    fn record(&mut self, id: &str, outcome: Result<Vec<String>>) {
        self.used.ids.push(id.to_owned());
        match outcome {
            Ok(problems) => self.used.problems.extend(problems),
            Err(error) => self
                .used
                .problems
                .push(format!("{id} {}: cannot be used: {error:#}", self.route)),
        }
    }

    /// Reads every control of the page as it is now, in `situation`.
    async fn read(&mut self, mut situation: Situation) -> Result<()> {
        situation.phone = self.page.browser().viewport().is_mobile();
        let controls = self.page.controls().await?;
        self.used.situations.push((situation, controls));
        Ok(())
    }

    /// Opens the mobile menu with its toggle (which is that toggle's use, where `shared`
    /// holds it) and reads every control with the menu open.
    async fn read_with_the_menu_open(&mut self, shared: &[SharedUse<'_>]) -> Result<()> {
        let opened = Navigation::of(self.page).open_mobile_menu().await;
        let toggle = shared.iter().find_map(|used| match used {
            SharedUse::Toggle(link) => Some(*link),
            _ => None,
        });
        match (toggle, opened) {
            (Some(link), opened) => {
                let problems = menu_problems(link, self.route, opened);
                self.record(&link.id, Ok(problems));
            }
            (None, opened) => opened?,
        }
        self.read(Situation {
            menu_open: true,
            ..Situation::default()
        })
        .await
    }

    /// Uses the route's own calls to action, kind by kind, in an order where none undoes the
    /// next: tooltips and dialogs while the page is at rest, then new tabs (which leave the
    /// page where it is), same-page anchors, the links to other pages, each followed by going
    /// back, and last the load buttons. (Once /contact's 7,723 px form is in, its sticky
    /// aside, taller than a 800 px window, holds Quick Actions below the fold.)
    async fn use_own_controls(&mut self) -> Result<()> {
        let catalogues = self.catalogues;
        let own: Vec<&ActionSpec> = catalogues.actions_on(self.route).collect();
        let of = |does: Does| own.iter().copied().filter(move |a| a.does == does);
        let closes: Vec<&ActionSpec> = of(Does::Close).collect();
        self.used.planned += own
            .iter()
            .filter(|a| !matches!(a.does, Does::Mail | Does::Call))
            .count();
        let mut groups: Vec<Vec<&ActionSpec>> = Vec::new();
        for action in of(Does::Tooltip) {
            match groups.last_mut() {
                Some(group) if group[0].section == action.section => group.push(action),
                _ => groups.push(vec![action]),
            }
        }
        for group in groups {
            let labels: Vec<String> = group.iter().map(|a| catalogues.label(a)).collect();
            let triggers: Vec<(&str, Locator, Option<&str>)> = group
                .iter()
                .zip(&labels)
                .map(|(action, label)| (action.id.as_str(), locator(action, label), None))
                .collect();
            self.use_tooltips(&triggers).await?;
        }
        for dialog in of(Does::Dialog) {
            let close = closes
                .iter()
                .copied()
                .find(|c| Some(c.section.as_str()) == dialog.opens.as_deref());
            let outcome = self.use_dialog(dialog, close).await;
            self.record(&dialog.id, outcome);
            if let Some(close) = close {
                self.used.ids.push(close.id.clone());
            }
        }
        let new_tabs: Vec<&ActionSpec> = of(Does::NewTab).collect();
        let labels: Vec<String> = new_tabs.iter().map(|a| catalogues.label(a)).collect();
        let links: Vec<NewTabLink> = new_tabs
            .iter()
            .zip(&labels)
            .map(|(action, label)| NewTabLink {
                id: &action.id,
                locator: locator(action, label),
                expected: catalogues.expected(action.does, &action.to),
            })
            .collect();
        self.open_new_tabs(&links).await?;
        let mut here = None;
        for action in of(Does::Scroll) {
            let followed = self.follow_action(action).await;
            here = followed.as_ref().ok().map(|f| f.location.clone());
            self.record(&action.id, followed.map(|f| f.problems));
        }
        let here = match here {
            Some(here) => here,
            None => self.page.location().await?,
        };
        for action in of(Does::Navigate) {
            let followed = self.follow_action(action).await;
            // A follow that failed may have left the page or not; the address says which, so
            // a click that went nowhere is not followed by a step back off the route.
            let location = match &followed {
                Ok(f) => f.location.clone(),
                Err(_) => self.page.location().await?,
            };
            self.record(&action.id, followed.map(|f| f.problems));
            if location != here {
                self.page
                    .go_back_to(&here)
                    .await
                    .with_context(|| format!("after following {} to {location}", action.id))?;
            }
        }
        let loads: Vec<&ActionSpec> = of(Does::Load).collect();
        for load in &loads {
            let outcome = self.use_load(load).await;
            self.record(&load.id, outcome);
        }
        if !loads.is_empty() {
            self.read(Situation {
                embeds_loaded: true,
                ..Situation::default()
            })
            .await?;
        }
        Ok(())
    }

    /// Follows a call to action to where it goes.
    async fn follow_action(&self, action: &ActionSpec) -> Result<Followed> {
        let label = self.catalogues.label(action);
        let href = action.to.href.clone().unwrap_or_default();
        follow(self.page, &action.id, locator(action, &label), &href).await
    }

    /// Uses one navigation, mobile menu or footer control (or group of tooltips).
    async fn use_shared(&mut self, used: SharedUse<'_>) -> Result<()> {
        match used {
            SharedUse::Follow(link) => {
                let outcome = self.follow_link(link).await;
                self.record(&link.id, outcome);
            }
            SharedUse::NewTab(link) => {
                let link = NewTabLink {
                    id: &link.id,
                    locator: Locator::TestId(&link.test_id),
                    expected: self.catalogues.expected(link.does(), &link.to),
                };
                self.open_new_tabs(std::slice::from_ref(&link)).await?;
            }
            // The mobile menu's toggle was used to read the page with the menu open.
            SharedUse::Toggle(link) if Navigation::is_for_phones(&link.test_id) => {}
            SharedUse::Toggle(link) => {
                let outcome = self.open_the_dropdown(link).await;
                self.record(&link.id, outcome);
            }
            SharedUse::Tooltips(group) => {
                let triggers: Vec<(&str, Locator, Option<&str>)> = group
                    .iter()
                    .map(|link| {
                        (
                            link.id.as_str(),
                            Locator::TestId(&link.test_id),
                            link.tooltip.as_deref(),
                        )
                    })
                    .collect();
                self.use_tooltips(&triggers).await?;
            }
        }
        Ok(())
    }

    /// Follows a navigation, mobile menu or footer link, reached as a visitor reaches it (the
    /// dropdown hovered open, the menu opened), from a page scrolled down, so that coming to
    /// rest at the top shows. A link in a menu shows its label only once the menu is open, so
    /// it is checked here.
    async fn follow_link(&self, link: &LinkSpec) -> Result<Vec<String>> {
        let locator = Locator::TestId(&link.test_id);
        let mut problems = Vec::new();
        if Navigation::of(self.page).reach(&link.test_id).await? {
            let label = CallToAction::located(self.page, locator).label().await?;
            let expected = self.catalogues.expand(&link.label);
            if label != expected {
                problems.push(format!(
                    "{} {}: {:?} shows {label:?}, not {expected:?}",
                    link.id, self.route, link.test_id
                ));
            }
        }
        let href = link.to.href.clone().unwrap_or_default();
        problems.extend(follow(self.page, &link.id, locator, &href).await?.problems);
        Ok(problems)
    }

    /// Opens the Learn More dropdown with its toggle, from the keyboard (a pointer on it would
    /// open the dropdown by hovering first), then closes it with Escape.
    async fn open_the_dropdown(&self, link: &LinkSpec) -> Result<Vec<String>> {
        let navigation = Navigation::of(self.page);
        navigation.press_on_dropdown_toggle(Key::Enter).await?;
        let opened = navigation.wait_for_dropdown(true).await;
        navigation.press(Key::Escape).await?;
        Ok(menu_problems(link, self.route, opened))
    }

    /// Rests the mouse on each trigger of one tooltip group in turn: the first tooltip must
    /// open no sooner than the spec's delay; each must show its text (the catalogued one,
    /// where there is one), and a stat's must not repeat the stat's figure. Then moves the
    /// mouse away, so the group's tooltips close.
    async fn use_tooltips(&mut self, triggers: &[(&str, Locator<'_>, Option<&str>)]) -> Result<()> {
        for (index, (id, locator, expected)) in triggers.iter().enumerate() {
            let outcome = async {
                let shown = Tooltip::of(self.page, *locator).hover().await?;
                let at = format!("{id} {}", self.route);
                let mut problems = Vec::new();
                match (shown.opened_at, shown.delay()) {
                    (None, _) => problems.push(format!("{at}: its tooltip never opened")),
                    (Some(_), None) if index == 0 => problems.push(format!(
                        "{at}: its tooltip opened, but the pointer's arrival was never seen"
                    )),
                    (_, Some(delay))
                        if index == 0 && delay < earliest_firing_ms(TOOLTIP_OPEN_DELAY_MS) =>
                    {
                        problems.push(format!(
                            "{at}: its tooltip opened {delay:.1} ms after the pointer arrived, \
                             before the spec's {TOOLTIP_OPEN_DELAY_MS} ms"
                        ))
                    }
                    _ => {}
                }
                if !shown.shown || shown.text.is_empty() {
                    problems.push(format!("{at}: its tooltip shows no text"));
                }
                let figure = match locator {
                    Locator::Label { label, .. } => label.split_whitespace().next(),
                    Locator::TestId(_) => None,
                };
                match (expected, figure) {
                    (Some(expected), _) if shown.text != *expected => problems.push(format!(
                        "{at}: its tooltip says {:?}, not {expected:?}",
                        shown.text
                    )),
                    (None, Some(figure)) if shown.text.contains(figure) => problems.push(format!(
                        "{at}: its tooltip repeats the figure {figure:?} instead of adding to it: \
                         {:?}",
                        shown.text
                    )),
                    _ => {}
                }
                Ok(problems)
            }
            .await;
            self.record(id, outcome);
        }
        Navigation::of(self.page).move_mouse_away().await
    }

    /// Opens a dialog with its button, reads the page with it open, closes it with its close
    /// button and checks that focus came back to the button.
    async fn use_dialog(
        &mut self,
        action: &ActionSpec,
        close: Option<&ActionSpec>,
    ) -> Result<Vec<String>> {
        let at = format!("{} {}", action.id, self.route);
        let opens = action
            .opens
            .as_deref()
            .with_context(|| format!("{at}: specs/actions.json names no dialog it opens"))?;
        let close = close.with_context(|| {
            format!("{at}: specs/actions.json lists no close button in {opens}")
        })?;
        let which = BookNow::opening(opens)
            .with_context(|| format!("{at}: the page has no dialog {opens:?}"))?;
        let label = self.catalogues.label(action);
        let trigger = CallToAction::located(self.page, locator(action, &label));
        let dialog = BookingDialog::on(self.page, which);
        trigger.click().await?;
        dialog.wait_until_open().await?;
        let mut problems = Vec::new();
        let state = dialog.state().await?;
        let name = action.dialog.as_deref().unwrap_or_default();
        if state.role.as_deref() != Some("dialog") || state.name != name {
            problems.push(format!(
                "{at}: opened a {:?} named {:?}, not a dialog named {name:?}",
                state.role, state.name
            ));
        }
        self.read(Situation {
            dialog: Some(opens.to_owned()),
            ..Situation::default()
        })
        .await?;
        let close_label = self.catalogues.label(close);
        CallToAction::located(self.page, locator(close, &close_label))
            .click()
            .await?;
        dialog.wait_until_closed().await?;
        let refocused = wait::until("focus to return to the dialog's button", || async {
            Ok(trigger.has_focus().await?.then_some(()))
        })
        .await;
        if refocused.is_err() {
            problems.push(format!(
                "{} {}: closing the dialog left focus elsewhere, not on {label:?}",
                close.id, self.route
            ));
        }
        Ok(problems)
    }

    /// Presses a load button and waits for the frame it loads in its section, which must load
    /// the catalogued address.
    async fn use_load(&self, action: &ActionSpec) -> Result<Vec<String>> {
        let at = format!("{} {}", action.id, self.route);
        let expected = self
            .catalogues
            .expected(action.does, &action.to)
            .map_err(anyhow::Error::msg)?
            .with_context(|| format!("{at}: specs/actions.json names nothing it loads"))?;
        let before = CallToAction::frames_in(self.page, &action.section).await?;
        let label = self.catalogues.label(action);
        CallToAction::located(self.page, locator(action, &label))
            .click()
            .await?;
        let frames = wait::until("the frame it loads", || async {
            let frames = CallToAction::frames_in(self.page, &action.section).await?;
            Ok((frames.len() > before.len()).then_some(frames))
        })
        .await?;
        Ok(if frames.iter().any(|src| expected.admits(src)) {
            Vec::new()
        } else {
            vec![format!("{at}: loaded {frames:?}, not {expected}")]
        })
    }

    /// Clicks each new-tab link in turn, then reads the tabs they opened (whose loads then
    /// overlap): each must have opened a new tab, at its exact address.
    async fn open_new_tabs(&mut self, links: &[NewTabLink<'_>]) -> Result<()> {
        let tabs = NewTabs::of(self.page);
        let mut known = tabs.windows().await?;
        let mut opened = Vec::new();
        for link in links {
            let tab = async {
                CallToAction::located(self.page, link.locator)
                    .click()
                    .await?;
                tabs.opened_since(&known)
                    .await
                    .with_context(|| format!("{} opened no new tab", link.locator))
            }
            .await;
            match tab {
                Ok(tab) => {
                    known.push(tab.clone());
                    opened.push((link, tab));
                }
                Err(error) => self.record(link.id, Err(error)),
            }
        }
        let handles: Vec<_> = opened.iter().map(|(_, tab)| tab.clone()).collect();
        let addresses = tabs.addresses(&handles).await?;
        for ((link, _), address) in opened.into_iter().zip(addresses) {
            let at = format!("{} {}: {}", link.id, self.route, link.locator);
            let problems = match &link.expected {
                Ok(Some(expected)) if expected.admits(&address) => Vec::new(),
                Ok(Some(expected)) => vec![format!(
                    "{at} opened a new tab at {address}, not at {expected}"
                )],
                Ok(None) => vec![format!("{at}: the catalogue names no address")],
                Err(error) => vec![format!("{at}: {error}")],
            };
            self.record(link.id, Ok(problems));
        }
        Ok(())
    }
}

/// A new-tab link to use: its id, how it is found, and where it must open.
struct NewTabLink<'a> {
    id: &'a str,
    locator: Locator<'a>,
    expected: Result<Option<Expected>, String>,
}

/// The problem of a toggle whose menu did not open, if it did not.
fn menu_problems(toggle: &LinkSpec, route: Route, opened: Result<()>) -> Vec<String> {
    opened
        .err()
        .map(|error| {
            format!(
                "{} {route}: {:?} did not open its menu: {error:#}",
                toggle.id, toggle.test_id
            )
        })
        .into_iter()
        .collect()
}

/// Where following a link took the page, and how it failed to do what the link says.
#[derive(Debug, Clone)]
pub struct Followed {
    /// The path and hash the page then showed.
    pub location: String,
    /// How it failed, one line each, starting with the link's id.
    pub problems: Vec<String>,
}

/// Clicks the link `locator` names, which goes to `href` (a path, with or without a hash, or
/// a `#hash` of its own page), and says how it failed to go there, ask to scroll no sooner
/// than the spec's delay after, and come to rest at the top or, with a hash, with its
/// section just below the navigation. The page is left where the link took it.
pub async fn follow(
    page: &SitePage,
    id: &str,
    locator: Locator<'_>,
    href: &str,
) -> Result<Followed> {
    let route = page.route();
    let (path, hash) = href.split_once('#').unwrap_or((href, ""));
    let expected = if path.is_empty() {
        format!("{}#{hash}", route.sample_path())
    } else {
        href.to_owned()
    };
    let at = format!("{id} {route}: {locator}");
    CallToAction::located(page, locator).click().await?;
    let arrival = page.arrival_after_click(hash).await?;
    let mut problems = Vec::new();
    if arrival.location != expected {
        problems.push(format!("{at} went to {}, not {expected}", arrival.location));
    } else {
        match arrival.scroll_delay() {
            None => problems.push(format!(
                "{at} went to {expected}, which never asked to scroll"
            )),
            Some(delay) if delay < earliest_firing_ms(SCROLL_DELAY_MS) => problems.push(format!(
                "{at} went to {expected}, which asked to scroll {delay:.1} ms after the address \
                 changed, before the spec's {SCROLL_DELAY_MS} ms"
            )),
            Some(_) => {}
        }
        match (hash.is_empty(), arrival.landing) {
            (true, _) if arrival.y != 0.0 => problems.push(format!(
                "{at} went to {expected}, which came to rest at y={}, not at the top",
                arrival.y
            )),
            (false, None) => {
                problems.push(format!("{at} set the hash, but {expected} has no #{hash}"))
            }
            (false, Some(landing)) if !landing.is_below_nav(SECTION_LANDING_SLACK_PX) => problems
                .push(format!(
                    "{at} set the hash, but #{hash} rests at {:.0}px, not just below the \
                     {:.0}px navigation",
                    landing.top, landing.nav
                )),
            _ => {}
        }
    }
    Ok(Followed {
        location: arrival.location,
        problems,
    })
}

/// Uses one call to action of `page`'s route as its catalogue entry says (following a link,
/// opening a new tab, opening and closing a dialog, hovering a tooltip, loading an embed), for the checks that break a control on purpose and
/// must see its use fail; says how it failed to do what it says, each line starting with
/// its id.
pub async fn use_action(
    page: &SitePage,
    catalogues: &Catalogues,
    action: &ActionSpec,
) -> Vec<String> {
    let mut visitor = Visitor {
        page,
        catalogues,
        route: page.route(),
        used: Used::default(),
    };
    let label = catalogues.label(action);
    match action.does {
        Does::Navigate | Does::Scroll => {
            let followed = visitor.follow_action(action).await;
            visitor.record(&action.id, followed.map(|f| f.problems));
        }
        Does::NewTab => {
            let link = NewTabLink {
                id: &action.id,
                locator: locator(action, &label),
                expected: catalogues.expected(action.does, &action.to),
            };
            if let Err(error) = visitor.open_new_tabs(std::slice::from_ref(&link)).await {
                visitor.record(&action.id, Err(error));
            }
        }
        Does::Load => {
            let loaded = visitor.use_load(action).await;
            visitor.record(&action.id, loaded);
        }
        Does::Dialog => {
            let close = catalogues.actions_on(page.route()).find(|close| {
                close.does == Does::Close && Some(close.section.as_str()) == action.opens.as_deref()
            });
            let opened = visitor.use_dialog(action, close).await;
            visitor.record(&action.id, opened);
        }
        Does::Tooltip => {
            let triggers = [(action.id.as_str(), locator(action, &label), None)];
            if let Err(error) = visitor.use_tooltips(&triggers).await {
                visitor.record(&action.id, Err(error));
            }
        }
        other => visitor.record(
            &action.id,
            Err(anyhow::anyhow!(
                "{other:?} is used only within a route visit"
            )),
        ),
    }
    visitor.used.problems
}
