//! Repository checks that need no browser: the route lists and the timing constants
//! cannot drift between the site, `specs/` and the harness.

use harness::{Route, specs, timings, workspace};
use serde::Deserialize;

#[derive(Deserialize)]
struct SiteRoute {
    id: String,
    path: String,
}

fn site_routes() -> Vec<SiteRoute> {
    let path = workspace::root().join("site/src/app/route-table.json");
    let text = std::fs::read_to_string(&path).expect("site/src/app/route-table.json is readable");
    serde_json::from_str(&text).expect("site/src/app/route-table.json is valid")
}

#[test]
fn the_harness_route_list_matches_the_site_route_table() {
    let site: Vec<(String, String)> = site_routes().into_iter().map(|r| (r.id, r.path)).collect();
    let harness: Vec<(String, String)> = Route::ALL
        .iter()
        .map(|r| (r.id().to_owned(), r.pattern().to_owned()))
        .collect();
    assert_eq!(
        harness, site,
        "harness/src/routes.rs and site/src/app/route-table.json list different routes"
    );
}

#[test]
fn specs_cover_exactly_the_site_route_table() {
    let site: Vec<(String, String)> = site_routes().into_iter().map(|r| (r.id, r.path)).collect();
    let specs: Vec<(String, String)> = specs::routes()
        .expect("specs/routes.json is readable")
        .into_iter()
        .map(|r| (r.route, r.path))
        .collect();
    assert_eq!(
        specs, site,
        "specs/routes.json and site/src/app/route-table.json list different routes"
    );
}

#[derive(Deserialize)]
struct Delay {
    id: String,
    name: String,
    ms: u64,
}

#[derive(Deserialize)]
struct Behaviour {
    delays: Vec<Delay>,
}

#[test]
fn spec_delays_match_between_specs_the_site_and_the_harness() {
    let path = workspace::root().join("site/src/lib/timings.ts");
    let text = std::fs::read_to_string(&path).expect("site/src/lib/timings.ts is readable");
    let site_value = |name: &str| -> u64 {
        let line = text
            .lines()
            .find(|line| line.starts_with(&format!("export const {name} =")))
            .unwrap_or_else(|| panic!("site/src/lib/timings.ts has no {name}"));
        line.trim_end_matches(';')
            .rsplit('=')
            .next()
            .and_then(|value| value.trim().parse().ok())
            .unwrap_or_else(|| panic!("{name} in site/src/lib/timings.ts is not a number"))
    };
    let path = workspace::root().join("specs/behaviour.json");
    let behaviour: Behaviour = serde_json::from_str(
        &std::fs::read_to_string(&path).expect("specs/behaviour.json is readable"),
    )
    .expect("specs/behaviour.json is valid");
    for (name, harness_value) in [
        ("SCROLL_DELAY_MS", timings::SCROLL_DELAY_MS),
        ("TOOLTIP_OPEN_DELAY_MS", timings::TOOLTIP_OPEN_DELAY_MS),
        ("TOOLTIP_SKIP_DELAY_MS", timings::TOOLTIP_SKIP_DELAY_MS),
        ("COUNTER_TICK_MS", timings::COUNTER_TICK_MS),
        ("COUNTER_STEPS", timings::COUNTER_STEPS),
        ("CARD_STAGGER_MS", timings::CARD_STAGGER_MS),
    ] {
        assert_eq!(
            site_value(name),
            harness_value,
            "{name} differs between site/src/lib/timings.ts and harness/src/timings.rs"
        );
        let spec = behaviour
            .delays
            .iter()
            .find(|delay| delay.name == name)
            .unwrap_or_else(|| panic!("specs/behaviour.json has no delay named {name}"));
        assert_eq!(
            spec.ms, harness_value,
            "{}: specs/behaviour.json says {} for {name}, harness/src/timings.rs says {harness_value}",
            spec.id, spec.ms
        );
    }
}
