//! Page objects: the only place that knows selectors and URLs.
//!
//! Selectors are `data-testid`, roles and visible text, never styling classes.

mod not_found_page;
mod site_page;

pub use not_found_page::NotFoundPage;
pub use site_page::SitePage;
