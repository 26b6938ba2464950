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
    /// The routes `HARNESS_ROUTES` narrows the every-route checks to: every route when it
    /// is unset or empty.
    pub fn selected() -> anyhow::Result<Vec<Route>> {
        match std::env::var("HARNESS_ROUTES") {
            Err(std::env::VarError::NotPresent) => Ok(Route::ALL.to_vec()),
            Err(std::env::VarError::NotUnicode(_)) => {
                anyhow::bail!("HARNESS_ROUTES is not valid UTF-8")
            }
            Ok(value) if value.trim().is_empty() => Ok(Route::ALL.to_vec()),
            Ok(value) => Route::parse_list(&value),
        }
    }

    /// Parses a comma-separated list of route ids such as `hire,contact`, in the route
    /// table's order. An unknown id is an error that lists the known ones.
    pub fn parse_list(value: &str) -> anyhow::Result<Vec<Route>> {
        let mut routes = Vec::new();
        for id in value.split(',').map(str::trim) {
            let Some(route) = Route::ALL.into_iter().find(|r| r.id() == id) else {
                anyhow::bail!(
                    "HARNESS_ROUTES {value:?}: {id:?} is not a route id; use a comma-separated \
                     list of {}",
                    Route::ALL.map(Route::id).join(", ")
                );
            };
            if !routes.contains(&route) {
                routes.push(route);
            }
        }
        routes.sort_by_key(|route| Route::ALL.iter().position(|r| r == route));
        Ok(routes)
    }

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
}

impl fmt::Display for Route {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.sample_path())
    }
}

#[cfg(test)]
mod tests {
    use super::Route;

    #[test]
    fn the_route_list_is_parsed_strictly_and_in_table_order() {
        assert_eq!(
            Route::parse_list("contact, hire").expect("valid"),
            vec![Route::Contact, Route::Hire]
        );
        let error = Route::parse_list("hire,contacts").expect_err("a typo");
        let message = format!("{error:#}");
        assert!(
            message.contains("\"contacts\" is not a route id"),
            "{message}"
        );
        assert!(message.contains("home, v2, contact"), "{message}");
    }
}
