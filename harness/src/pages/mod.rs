//! Page objects: the only place that knows selectors and URLs.
//!
//! Selectors are `data-testid`, roles and visible text, never styling classes.

mod booking_dialog;
mod embedded_form;
mod footer;
mod navigation;
mod not_found_page;
mod site_page;

pub use booking_dialog::{BookNow, BookingDialog, DialogState};
pub use embedded_form::{EmbedState, EmbeddedForm};
pub use footer::{Footer, SOCIAL_NETWORKS};
pub use navigation::Navigation;
pub use not_found_page::NotFoundPage;
pub use site_page::{
    IS_INTERACTIVE, IS_SETTLED_FOR_A_MOUSE, LinkInfo, PageReads, PlanCard, SitePage,
};
