//! Page objects: the only place that knows selectors and URLs.
//!
//! Selectors are `data-testid`, roles and visible text, never styling classes.

mod booking_dialog;
mod breaks;
mod call_to_action;
mod counters;
mod embedded_form;
mod error_screen;
mod footer;
mod framed_site;
mod navigation;
mod new_tabs;
mod not_found_page;
pub mod page_clock;
mod page_reads;
mod run_report;
mod scrolling;
mod site_page;
pub mod timeline;
mod tooltip;

pub use booking_dialog::{BookNow, BookingDialog, DialogState, FocusAtRest};
pub use breaks::{PageBreak, SMALL_CHANGE_ROUTE};
pub use call_to_action::{CallToAction, Locator};
pub use counters::{CounterFaces, Counters};
pub use embedded_form::{EmbedState, EmbeddedForm};
pub use error_screen::{ErrorScreen, FailedImport};
pub use footer::{Footer, SOCIAL_NETWORKS};
pub use framed_site::FramedSite;
pub use navigation::Navigation;
pub use new_tabs::NewTabs;
pub use not_found_page::NotFoundPage;
pub use page_reads::{Control, ElementText, LinkInfo, PageReads, PageText, PlanCard, TextScope};
pub use run_report::{ReviewPage, RunReport};
pub use scrolling::{Arrival, Landing};
pub(crate) use site_page::SCRIPTS as SITE_PAGE_SCRIPTS;
pub use site_page::{CardMotion, Focused, OwnOriginRequests, SitePage};
pub use tooltip::{Shown, Tooltip};
