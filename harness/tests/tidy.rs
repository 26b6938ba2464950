//! Repository checks that need no browser: the route lists, the timing constants and the
//! sizes and targets the spec fixes cannot drift between the site, `specs/` and the harness.

use harness::{Route, site_config, specs, timings, workspace};
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

/// The value of `export const NAME = <number>;` in a TypeScript module of the site.
fn site_constant(file: &str, name: &str) -> u64 {
    let path = workspace::root().join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|_| panic!("{file} is readable"));
    let line = text
        .lines()
        .find(|line| line.starts_with(&format!("export const {name} =")))
        .unwrap_or_else(|| panic!("{file} has no {name}"));
    line.trim_end_matches(';')
        .rsplit('=')
        .next()
        .and_then(|value| value.trim().replace('_', "").parse().ok())
        .unwrap_or_else(|| panic!("{name} in {file} is not a number"))
}

#[test]
fn spec_delays_match_between_specs_the_site_and_the_harness() {
    let site_value = |name: &str| site_constant("site/src/lib/timings.ts", name);
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

#[test]
fn the_site_config_gives_the_application_frame_the_spec_size() {
    let spec = specs::embeds()
        .expect("specs/behaviour.json is readable")
        .into_iter()
        .find(|embed| embed.id == "EMBED-APPLICATION")
        .expect("specs/behaviour.json has EMBED-APPLICATION");
    let size = spec
        .frame
        .expect("EMBED-APPLICATION in specs/behaviour.json gives the frame size");
    let frame = site_config::load()
        .expect("site/src/config/site.json is readable")
        .application_frame;
    assert_eq!(
        (frame.width, frame.height),
        (size.width, size.height),
        "EMBED-APPLICATION: site/src/config/site.json (embeds.applicationFrame) says {}x{}, \
         the spec (specs/behaviour.json) says {}x{}",
        frame.width,
        frame.height,
        size.width,
        size.height
    );
}

#[test]
fn the_site_video_size_has_the_spec_ratio() {
    let spec = specs::video().expect("specs/behaviour.json has the video ratio");
    let file = "site/src/lib/dimensions.ts";
    let width = site_constant(file, "VIDEO_WIDTH");
    let height = site_constant(file, "VIDEO_HEIGHT");
    assert_eq!(
        width * u64::from(spec.ratio.height),
        height * u64::from(spec.ratio.width),
        "{}: {file} sizes videos {width}x{height}, which is not {}:{}",
        spec.id,
        spec.ratio.width,
        spec.ratio.height
    );
}

#[test]
fn the_site_counters_count_to_the_spec_targets() {
    let path = workspace::root().join("site/src/content/counters.ts");
    let text = std::fs::read_to_string(&path).expect("site/src/content/counters.ts is readable");
    // Each counter is an object literal with `id: '...'` and then `end: N` on lines of their own.
    let mut site = Vec::new();
    let mut id = None;
    for line in text.lines().map(str::trim) {
        if let Some(value) = line.strip_prefix("id: '") {
            id = value.split('\'').next().map(|v| format!("counter-{v}"));
        } else if let Some(value) = line.strip_prefix("end: ") {
            let end: u64 = value
                .trim_end_matches(',')
                .replace('_', "")
                .parse()
                .unwrap_or_else(|_| {
                    panic!("site/src/content/counters.ts: {line:?} is not a number")
                });
            site.push((id.take().unwrap_or_default(), end));
        }
    }
    let spec: Vec<(String, u64)> = specs::counters()
        .expect("specs/behaviour.json is readable")
        .into_iter()
        .map(|counter| (counter.test_id, counter.end))
        .collect();
    assert_eq!(
        site, spec,
        "COUNTER-*: site/src/content/counters.ts and specs/behaviour.json give different \
         counters or targets"
    );
}
