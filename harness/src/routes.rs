//! The harness's own list of the site's routes.
//!
//! It is written out here, not read from the site, so that a route dropped from the site
//! is caught: the tidy test checks this list, `site/src/config/route-table.json` and
//! `specs/routes.json` against each other.

use std::fmt;

/// A page of the site, named as in the site's route table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Route {
    /// `/`
    Home,
    /// `/v2`, the alternate one-page landing.
    AlternateHome,
    /// `/contact`
    Contact,
    /// `/hire`
    Hire,
    /// `/learn-more`
    LearnMore,
    /// `/our-results`
    OurResults,
    /// `/our-strategies`
    OurStrategies,
    /// `/terms-of-service`
    TermsOfService,
    /// `/privacy-policy`
    PrivacyPolicy,
    /// Any unknown path: the catch-all 404 page.
    NotFound,
}

impl Route {
    /// Every route, in the route table's order.
    pub const ALL: [Route; 10] = [
        Route::Home,
        Route::AlternateHome,
        Route::Contact,
        Route::Hire,
        Route::LearnMore,
        Route::OurResults,
        Route::OurStrategies,
        Route::TermsOfService,
        Route::PrivacyPolicy,
        Route::NotFound,
    ];

    /// The id used in the site's route table and in `specs/routes.json`.
    pub fn id(self) -> &'static str {
        match self {
            Route::Home => "home",
            Route::AlternateHome => "v2",
            Route::Contact => "contact",
            Route::Hire => "hire",
            Route::LearnMore => "learn-more",
            Route::OurResults => "our-results",
            Route::OurStrategies => "our-strategies",
            Route::TermsOfService => "terms-of-service",
            Route::PrivacyPolicy => "privacy-policy",
            Route::NotFound => "not-found",
        }
    }

    /// The route table's path: `*` for the catch-all.
    pub fn pattern(self) -> &'static str {
        match self {
            Route::Home => "/",
            Route::AlternateHome => "/v2",
            Route::Contact => "/contact",
            Route::Hire => "/hire",
            Route::LearnMore => "/learn-more",
            Route::OurResults => "/our-results",
            Route::OurStrategies => "/our-strategies",
            Route::TermsOfService => "/terms-of-service",
            Route::PrivacyPolicy => "/privacy-policy",
            Route::NotFound => "*",
        }
    }

    /// A path that opens this route: for the catch-all, one no route will ever claim.
    pub fn sample_path(self) -> &'static str {
        match self {
            Route::NotFound => facts::routes::UNKNOWN_PATH,
            other => other.pattern(),
        }
    }

    /// The HTTP status the server must answer for [`Route::sample_path`].
    pub fn expected_status(self) -> u16 {
        match self {
            Route::NotFound => 404,
            _ => 200,
        }
    }
}

impl fmt::Display for Route {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.sample_path())
    }
}
