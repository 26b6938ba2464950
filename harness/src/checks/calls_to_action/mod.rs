//! The check of every control a visitor can activate against its catalogue:
//! `specs/links.json` for the navigation, the mobile menu and the footer (found by
//! `data-testid`), `specs/actions.json` for the calls to action in `<main>` and its dialogs
//! (found as a visitor finds them: by section, role and visible label).
//!
//! - Each catalogued control is on its route exactly once (a navigation or footer control
//!   once outside `<main>`, in its own region), shows its label where it is on screen, goes
//!   exactly where its entry says and says what it does (a new tab with
//!   `rel="noopener noreferrer"`, an anchor of its own page, a page of the site, a dialog,
//!   ...). A failure starts with the entry's own id.
//! - A route shows no control that no catalogue lists (`CTA-UNLISTED`), so a new call to
//!   action cannot go unchecked: at rest, after its embeds have loaded, with each dialog
//!   open and at phone width with the menu open ([`Situation`]).
//! - Every link on any route obeys the site-wide rules (`LINK-NEW-TAB`, `LINK-REL`,
//!   `LINK-MAILTO`, `LINK-TEL`).
//! - What each control does when used is [`exercise`].
//!
//! The expected targets come from `specs/` and the site config, never from the site's copy.

pub mod exercise;

use crate::base::routes::Route;
use crate::base::viewport::Viewport;
use crate::pages::Control;
use anyhow::Result;
use facts::site_config::{SiteConfig, site_config};
use facts::specs::{ActionSpec, Destination, Does, LinkSpec, Region, Shown};

/// The state a page was in when its controls were read, which decides the controls the
/// catalogues expect: a dialog's controls only while it is open, a load button only until its
/// embed has loaded.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Situation {
    /// Whether the page was at phone width, where the navigation bar's links give way to
    /// the mobile menu.
    pub phone: bool,
    /// The dialog open at the time, by its `data-testid`.
    pub dialog: Option<String>,
    /// Whether every embed of the page has been loaded, so its load buttons are gone.
    pub embeds_loaded: bool,
    /// Whether the mobile menu is open (at phone width), so its labels are on screen.
    pub menu_open: bool,
}

impl Situation {
    /// A page at `viewport` as it loaded, with nothing used.
    pub fn at_rest(viewport: Viewport) -> Situation {
        Situation {
            phone: viewport.is_mobile(),
            ..Situation::default()
        }
    }

    /// Whether a visitor sees the navigation or footer control `spec` of `region` in this
    /// situation without doing anything more.
    fn shows(&self, region: Region, spec: &LinkSpec) -> bool {
        match spec.shown {
            Shown::Always => true,
            Shown::Desktop => !self.phone,
            Shown::Phone => self.phone,
            Shown::InMenu => region == Region::MobileMenu && self.menu_open,
            Shown::OnFocus => false,
        }
    }
}

impl std::fmt::Display for Situation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (&self.dialog, self.embeds_loaded, self.menu_open) {
            (Some(dialog), _, _) => write!(f, "with the {dialog} open"),
            (None, true, _) => f.write_str("after its embeds loaded"),
            (None, false, true) => f.write_str("with the mobile menu open"),
            (None, false, false) => f.write_str("at rest"),
        }?;
        f.write_str(if self.phone { " at phone width" } else { "" })
    }
}

/// Where a control must go.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Expected {
    /// Exactly this `href`.
    Href(String),
    /// The event-lead form's own address: its base, with the form id and public key as
    /// values in the query (spec §7).
    EventLead {
        base: String,
        form_id: String,
        public_key: String,
    },
}

impl Expected {
    /// Whether `href` (or a frame's `src`, or a window's address) is this destination.
    pub(crate) fn admits(&self, href: &str) -> bool {
        match self {
            Expected::Href(expected) => href == expected,
            Expected::EventLead {
                base,
                form_id,
                public_key,
            } => href.strip_prefix(base.as_str()).is_some_and(|rest| {
                rest.strip_prefix('?').is_some_and(|query| {
                    let values: Vec<&str> = query
                        .split('&')
                        .filter_map(|pair| pair.split_once('=').map(|(_, value)| value))
                        .collect();
                    values.contains(&form_id.as_str()) && values.contains(&public_key.as_str())
                })
            }),
        }
    }
}

impl std::fmt::Display for Expected {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Expected::Href(href) => write!(f, "{href:?}"),
            Expected::EventLead {
                base,
                form_id,
                public_key,
            } => write!(
                f,
                "{base:?} with {form_id:?} and {public_key:?} in its query"
            ),
        }
    }
}

/// The catalogues and the site config they name, read once.
pub struct Catalogues {
    links: Vec<(Region, LinkSpec)>,
    actions: Vec<ActionSpec>,
    config: SiteConfig,
}

impl Catalogues {
    /// Reads `specs/links.json`, `specs/actions.json` and the site config.
    pub fn load() -> Result<Catalogues> {
        Ok(Catalogues {
            links: facts::specs::links()?.by_region(),
            actions: facts::specs::actions()?,
            config: site_config()?,
        })
    }

    /// The navigation, mobile menu and footer controls, each with its region.
    pub fn links(&self) -> &[(Region, LinkSpec)] {
        &self.links
    }

    /// The calls to action on `route`.
    pub fn actions_on(&self, route: Route) -> impl Iterator<Item = &ActionSpec> {
        self.actions.iter().filter(move |a| a.route == route.id())
    }

    /// Whether `section` is a dialog that a dialog button opens (its `opens`).
    fn is_dialog(&self, section: &str) -> bool {
        self.actions
            .iter()
            .any(|a| a.opens.as_deref() == Some(section))
    }

    /// Whether the catalogue expects `action` on its page in `situation`: a dialog's controls
    /// while it is open, a load button until its embed has loaded, any other always.
    fn expects(&self, action: &ActionSpec, situation: &Situation) -> bool {
        if self.is_dialog(&action.section) {
            return situation.dialog.as_deref() == Some(action.section.as_str());
        }
        !(situation.embeds_loaded && action.does == Does::Load)
    }

    /// The calls to action on `route` that scroll to an anchor of the same page.
    pub fn same_page_anchors(&self, route: Route) -> Vec<&ActionSpec> {
        self.actions_on(route)
            .filter(|a| a.does == Does::Scroll)
            .collect()
    }

    /// An action's visible label, with `{email}` and `{phone}` replaced from the config.
    pub fn label(&self, action: &ActionSpec) -> String {
        self.expand(&action.label)
    }

    /// A catalogued label with `{email}` and `{phone}` replaced from the config.
    pub fn expand(&self, label: &str) -> String {
        label
            .replace("{email}", &self.config.contact.email)
            .replace("{phone}", &self.config.contact.phone_display)
    }

    /// Where a control that does `does` must go (or, for a load button, what its frame must
    /// load); `None` when the catalogue names no destination.
    pub(crate) fn expected(
        &self,
        does: Does,
        to: &Destination,
    ) -> Result<Option<Expected>, String> {
        match (does, to) {
            (Does::Mail, _) => Ok(Some(Expected::Href(format!(
                "mailto:{}",
                self.config.contact.email
            )))),
            (Does::Call, _) => Ok(Some(Expected::Href(format!(
                "tel:{}",
                self.config.contact.phone
            )))),
            (
                _,
                Destination {
                    href: Some(href), ..
                },
            ) => Ok(Some(Expected::Href(href.clone()))),
            (
                _,
                Destination {
                    config_link: Some(key),
                    ..
                },
            ) => match self.config.links.get(key) {
                Some(address) => Ok(Some(Expected::Href(address.clone()))),
                None => Err(format!("the site config has no links.{key}")),
            },
            (
                _,
                Destination {
                    embed: Some(key), ..
                },
            ) => self.embed(key).map(Some),
            _ => Ok(None),
        }
    }

    /// The address of the site config's embed `key`.
    fn embed(&self, key: &str) -> Result<Expected, String> {
        let embeds = &self.config.embeds;
        Ok(match key {
            "eventLead" => Expected::EventLead {
                base: embeds.event_lead.base.clone(),
                form_id: embeds.event_lead.form_id.clone(),
                public_key: embeds.event_lead.public_key.clone(),
            },
            "applicationFrame" => Expected::Href(embeds.application_frame.src.clone()),
            "aboutVideo" => Expected::Href(embeds.about_video.clone()),
            "hireVideo" => Expected::Href(embeds.hire_video.clone()),
            other => return Err(format!("specs name an embed {other:?} that has no address")),
        })
    }

    /// Every way `controls`, read from `route` in `situation`, differ from the catalogues,
    /// one line each, starting with the id it breaks.
    pub fn problems(
        &self,
        route: Route,
        controls: &[Control],
        situation: &Situation,
    ) -> Vec<String> {
        let mut problems = Vec::new();
        for (region, spec) in &self.links {
            let at = format!("{} {route} {situation}: {:?}", spec.id, spec.test_id);
            let copies: Vec<&Control> = controls
                .iter()
                .filter(|c| c.section.is_none() && c.test_id.as_deref() == Some(&spec.test_id))
                .collect();
            let control = match copies.as_slice() {
                [] => {
                    problems.push(format!("{at} is missing: no control has that data-testid"));
                    continue;
                }
                [control] => control,
                many => {
                    let places: Vec<String> = many
                        .iter()
                        .map(|c| {
                            format!(
                                "{} to {:?}",
                                c.region.as_deref().unwrap_or("?"),
                                c.href.as_deref().unwrap_or("nowhere")
                            )
                        })
                        .collect();
                    problems.push(format!(
                        "{at} is there {} times ({}); the catalogue has it once, in the {}",
                        many.len(),
                        places.join(", "),
                        region.name()
                    ));
                    continue;
                }
            };
            if control.region.as_deref() != Some(region.name()) {
                problems.push(format!(
                    "{at} is in the {}, not in the {}",
                    control.region.as_deref().unwrap_or("page"),
                    region.name()
                ));
            }
            let label = self.expand(&spec.label);
            if situation.shows(*region, spec) && !control.shown {
                problems.push(format!("{at} is hidden, where a visitor should see it"));
            } else if control.shown && control.label != label {
                problems.push(format!("{at} shows {:?}, not {label:?}", control.label));
            }
            let does = spec.does();
            match self.expected(does, &spec.to) {
                Ok(expected) => {
                    for problem in wrongs(does, expected.as_ref(), control) {
                        problems.push(format!("{at} {problem}"));
                    }
                }
                Err(error) => problems.push(format!("{at}: {error}")),
            }
        }
        for action in self
            .actions_on(route)
            .filter(|a| self.expects(a, situation))
        {
            let label = self.label(action);
            let matching: Vec<&Control> = controls
                .iter()
                .filter(|c| {
                    c.section.as_deref() == Some(&action.section)
                        && c.role == action.role
                        && c.label == label
                })
                .collect();
            let at = format!(
                "{} {route} {situation} ({}): the {} {label:?} in {}",
                action.id, action.spec, action.role, action.section
            );
            match matching.as_slice() {
                [control] => match self.expected(action.does, &action.to) {
                    Ok(expected) => {
                        for problem in wrongs(action.does, expected.as_ref(), control) {
                            problems.push(format!("{at} {problem}"));
                        }
                    }
                    Err(error) => problems.push(format!("{at}: {error}")),
                },
                [] => {
                    let elsewhere: Vec<String> = controls
                        .iter()
                        .filter(|c| c.label == label)
                        .map(|c| {
                            format!(
                                "a {} in {}",
                                c.role,
                                c.section.as_deref().unwrap_or("no section")
                            )
                        })
                        .collect();
                    let hint = if elsewhere.is_empty() {
                        String::new()
                    } else {
                        format!(" (that label is on {})", elsewhere.join(", "))
                    };
                    problems.push(format!("{at} is missing{hint}"));
                }
                many => problems.push(format!(
                    "{at} is there {} times; the catalogue has it once",
                    many.len()
                )),
            }
        }
        for control in controls {
            let listed = match &control.section {
                Some(section) => self.actions_on(route).any(|a| {
                    &a.section == section
                        && a.role == control.role
                        && self.label(a) == control.label
                }),
                None => control
                    .test_id
                    .as_ref()
                    .is_some_and(|id| self.links.iter().any(|(_, spec)| &spec.test_id == id)),
            };
            if !listed {
                let place = match (&control.section, &control.test_id) {
                    (Some(section), _) => format!("in {section}, which specs/actions.json lacks"),
                    (None, Some(id)) => {
                        format!("outside <main> (data-testid {id:?}), which specs/links.json lacks")
                    }
                    (None, None) => {
                        "outside <main>, with no data-testid for specs/links.json".to_owned()
                    }
                };
                problems.push(format!(
                    "CTA-UNLISTED {route} {situation}: a {} labelled {:?} goes to {:?} {place}",
                    control.role,
                    control.label,
                    control.href.as_deref().unwrap_or("nowhere")
                ));
            }
        }
        problems.extend(self.site_wide_link_rules(route, controls));
        problems
    }

    /// The rules every link on the site obeys, catalogued or not.
    fn site_wide_link_rules(&self, route: Route, controls: &[Control]) -> Vec<String> {
        let mut problems = Vec::new();
        for control in controls {
            let Some(href) = control.href.as_deref() else {
                continue;
            };
            let external = href.starts_with("http://") || href.starts_with("https://");
            let new_tab = control.target.as_deref() == Some("_blank");
            if external && !new_tab {
                problems.push(format!(
                    "LINK-NEW-TAB {route}: external {href} has no target=_blank"
                ));
            }
            if new_tab && !has_safe_rel(control) {
                problems.push(format!(
                    "LINK-REL {route}: new-tab link {href} needs rel=\"noopener noreferrer\", has {:?}",
                    control.rel
                ));
            }
            if href.starts_with("mailto:")
                && href != format!("mailto:{}", self.config.contact.email)
            {
                problems.push(format!(
                    "LINK-MAILTO {route}: {href} is not the config's e-mail"
                ));
            }
            if href.starts_with("tel:") && href != format!("tel:{}", self.config.contact.phone) {
                problems.push(format!(
                    "LINK-TEL {route}: {href} is not the config's phone"
                ));
            }
        }
        problems
    }
}

fn has_safe_rel(control: &Control) -> bool {
    control.rel.as_deref().is_some_and(|rel| {
        let words: Vec<&str> = rel.split_whitespace().collect();
        words.contains(&"noopener") && words.contains(&"noreferrer")
    })
}

/// How `control` fails to do what `does` says and to go where `expected` says: each a phrase
/// that follows the control's name.
fn wrongs(does: Does, expected: Option<&Expected>, control: &Control) -> Vec<String> {
    let mut wrongs = Vec::new();
    let role = if does.is_button() { "button" } else { "link" };
    if control.role != role {
        wrongs.push(format!("is a {}, not a {role}", control.role));
    }
    // A load button's destination is the frame it loads, which only using it shows.
    if let Some(expected) = expected.filter(|_| !does.is_button()) {
        let href = control.href.as_deref().unwrap_or("");
        if !expected.admits(href) {
            wrongs.push(format!("goes to {href:?}, not to {expected}"));
        }
    }
    let target = control.target.as_deref().filter(|t| *t != "_self");
    match does {
        Does::NewTab => {
            if target != Some("_blank") {
                wrongs.push("does not open a new tab (target=_blank)".to_owned());
            }
            if !has_safe_rel(control) {
                wrongs.push(format!(
                    "opens a new tab without rel=\"noopener noreferrer\" (rel is {:?})",
                    control.rel
                ));
            }
        }
        Does::Scroll | Does::Navigate | Does::Mail | Does::Call => {
            if let Some(target) = target {
                wrongs.push(format!("opens in {target:?}, not in place"));
            }
        }
        Does::Dialog => {
            if control.has_popup.as_deref() != Some("dialog") {
                wrongs.push("does not announce a dialog (aria-haspopup=dialog)".to_owned());
            }
        }
        Does::Tooltip => {
            if control.state.is_none() {
                wrongs.push("is not a tooltip trigger (it has no data-state)".to_owned());
            }
        }
        Does::Toggle => {
            if control.expanded.is_none() {
                wrongs.push("does not say whether its menu is open (aria-expanded)".to_owned());
            }
        }
        Does::Load | Does::Close => {}
    }
    if does == Does::Scroll && control.hash_target != Some(true) {
        wrongs.push("points at an anchor this page lacks".to_owned());
    }
    wrongs
}

#[cfg(test)]
mod tests {
    use super::*;

    fn control(section: &str, role: &str, label: &str, href: &str) -> Control {
        Control {
            role: role.to_owned(),
            label: label.to_owned(),
            section: Some(section.to_owned()),
            region: None,
            shown: true,
            test_id: None,
            href: Some(href.to_owned()),
            target: None,
            rel: None,
            has_popup: None,
            expanded: None,
            state: None,
            hash_target: Some(true),
        }
    }

    fn home_controls() -> Vec<Control> {
        let catalogues = Catalogues::load().expect("the catalogues load");
        catalogues
            .actions_on(Route::Home)
            .map(|action| {
                let expected = catalogues
                    .expected(action.does, &action.to)
                    .expect("resolves");
                let mut c = control(
                    &action.section,
                    &action.role,
                    &catalogues.label(action),
                    match &expected {
                        Some(Expected::Href(href)) => href,
                        _ => "",
                    },
                );
                if action.does == Does::NewTab {
                    c.target = Some("_blank".to_owned());
                    c.rel = Some("noopener noreferrer".to_owned());
                }
                if action.does.is_button() {
                    c.href = None;
                    c.hash_target = None;
                    c.state = Some("closed".to_owned());
                }
                c
            })
            .collect()
    }

    /// Every navigation, mobile menu and footer control as the catalogue has it, on screen.
    fn link_controls(catalogues: &Catalogues) -> Vec<Control> {
        catalogues
            .links()
            .iter()
            .map(|(region, link)| {
                let expected = catalogues
                    .expected(link.does(), &link.to)
                    .expect("resolves");
                let href = match &expected {
                    Some(Expected::Href(href)) => Some(href.clone()),
                    _ => None,
                };
                let new_tab = link.does() == Does::NewTab;
                Control {
                    region: Some(region.name().to_owned()),
                    section: None,
                    test_id: Some(link.test_id.clone()),
                    label: catalogues.expand(&link.label),
                    href: href.filter(|_| !link.does().is_button()),
                    target: new_tab.then(|| "_blank".to_owned()),
                    rel: new_tab.then(|| "noopener noreferrer".to_owned()),
                    expanded: Some("false".to_owned()),
                    hash_target: None,
                    ..control("", "", "", "")
                }
            })
            .map(|mut c| {
                c.role = if c.href.is_some() { "link" } else { "button" }.to_owned();
                c
            })
            .collect()
    }

    fn link_problems(controls: &[Control]) -> Vec<String> {
        link_problems_in(controls, &Situation::default())
    }

    fn link_problems_in(controls: &[Control], situation: &Situation) -> Vec<String> {
        Catalogues::load()
            .expect("the catalogues load")
            .problems(Route::Home, controls, situation)
            .into_iter()
            .filter(|p| p.starts_with("NAV-") || p.starts_with("FOOTER-"))
            .collect()
    }

    #[test]
    fn the_navigation_and_footer_as_catalogued_have_no_problem() {
        let catalogues = Catalogues::load().expect("the catalogues load");
        assert_eq!(
            link_problems(&link_controls(&catalogues)),
            Vec::<String>::new()
        );
    }

    #[test]
    fn a_second_copy_of_a_navigation_link_fails_its_entry() {
        let catalogues = Catalogues::load().expect("the catalogues load");
        let mut controls = link_controls(&catalogues);
        let mut copy = controls
            .iter()
            .find(|c| c.test_id.as_deref() == Some("nav-contact"))
            .expect("the navigation's Contact")
            .clone();
        copy.href = Some("/hire".to_owned());
        controls.push(copy);
        let problems = link_problems(&controls);
        assert!(
            problems.iter().any(|p| p.starts_with("NAV-CONTACT / at rest: ")
                && p.contains("is there 2 times")),
            "{problems:?}"
        );
    }

    #[test]
    fn a_changed_label_fails_its_entry_only_where_it_is_on_screen() {
        let catalogues = Catalogues::load().expect("the catalogues load");
        let mut controls = link_controls(&catalogues);
        let hire = controls
            .iter_mut()
            .find(|c| c.test_id.as_deref() == Some("nav-hire"))
            .expect("the navigation's Hire Us");
        hire.label = "Hire".to_owned();
        let problems = link_problems(&controls);
        assert!(
            problems.iter().any(
                |p| p.starts_with("NAV-HIRE ") && p.contains("shows \"Hire\", not \"Hire Us\"")
            ),
            "{problems:?}"
        );
        let hire = controls
            .iter_mut()
            .find(|c| c.test_id.as_deref() == Some("nav-hire"))
            .expect("the navigation's Hire Us");
        hire.shown = false;
        hire.label = String::new();
        // At phone width the navigation bar's links give way to the menu, so a hidden one
        // has no label to compare; at desktop width it is one a visitor should see.
        let phone = Situation::at_rest(Viewport::Mobile);
        assert_eq!(link_problems_in(&controls, &phone), Vec::<String>::new());
        assert_eq!(
            link_problems(&controls),
            vec!["NAV-HIRE / at rest: \"nav-hire\" is hidden, where a visitor should see it"]
        );
    }

    #[test]
    fn a_dialog_close_button_is_expected_only_while_its_dialog_is_open() {
        let catalogues = Catalogues::load().expect("the catalogues load");
        let at_rest = catalogues.problems(Route::Hire, &[], &Situation::default());
        assert!(
            !at_rest
                .iter()
                .any(|p| p.starts_with("CTA-HIRE-DIALOG-CLOSE ")),
            "{at_rest:?}"
        );
        let open = Situation {
            dialog: Some("book-now-dialog".to_owned()),
            ..Situation::default()
        };
        let with_dialog = catalogues.problems(Route::Hire, &[], &open);
        assert!(
            with_dialog
                .iter()
                .any(|p| p.starts_with("CTA-HIRE-DIALOG-CLOSE /hire with the book-now-dialog open")),
            "{with_dialog:?}"
        );
        assert!(
            !with_dialog
                .iter()
                .any(|p| p.starts_with("CTA-HIRE-LARGE-DIALOG-CLOSE ")),
            "{with_dialog:?}"
        );
    }

    fn action_problems(controls: &[Control]) -> Vec<String> {
        Catalogues::load()
            .expect("the catalogues load")
            .problems(Route::Home, controls, &Situation::default())
            .into_iter()
            .filter(|p| !p.contains("data-testid"))
            .collect()
    }

    #[test]
    fn the_home_page_as_catalogued_has_no_problem() {
        assert_eq!(action_problems(&home_controls()), Vec::<String>::new());
    }

    #[test]
    fn a_call_to_action_pointed_elsewhere_fails_by_its_id() {
        let mut controls = home_controls();
        let join = controls
            .iter_mut()
            .find(|c| c.label == "Join The Hive")
            .expect("the hero's Join The Hive");
        join.href = Some("/contact".to_owned());
        let problems = action_problems(&controls);
        assert!(
            problems.iter().any(|p| p.starts_with("CTA-HOME-JOIN / ")
                && p.contains("goes to \"/contact\", not to \"/#contact\"")),
            "{problems:?}"
        );
    }

    #[test]
    fn a_new_link_in_main_is_unlisted() {
        let mut controls = home_controls();
        controls.push(control("section-about", "link", "Book a Tasting", "/hire"));
        let problems = action_problems(&controls);
        assert!(
            problems
                .iter()
                .any(|p| p.starts_with("CTA-UNLISTED / at rest: ") && p.contains("Book a Tasting")),
            "{problems:?}"
        );
    }

    #[test]
    fn the_event_lead_address_needs_its_form_and_key_in_the_query() {
        let expected = Expected::EventLead {
            base: "https://e.example/f".to_owned(),
            form_id: "form-1".to_owned(),
            public_key: "pk_1".to_owned(),
        };
        assert!(expected.admits("https://e.example/f?form=form-1&key=pk_1"));
        assert!(!expected.admits("https://e.example/f?form=form-1"));
        assert!(!expected.admits("https://e.example/other?form=form-1&key=pk_1"));
    }
}
