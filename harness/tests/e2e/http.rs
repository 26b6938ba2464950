//! What the server answers before any browser is involved: real statuses, no soft 404s.

use harness::{Route, environment, pool::run, specs};

#[test]
fn every_route_answers_with_its_status_and_unknown_paths_answer_404() {
    let site = &environment().site_url;
    let failures: Vec<String> = run(async {
        let mut failures = Vec::new();
        for route in Route::ALL {
            let spec = specs::route(route).expect("specs/routes.json lists every route");
            let url = format!("{site}{}", route.sample_path());
            match reqwest::get(&url).await {
                Ok(response) if response.status().as_u16() == spec.status => {}
                Ok(response) => failures.push(format!(
                    "{} {url}: expected HTTP {}, got {}",
                    spec.id,
                    spec.status,
                    response.status()
                )),
                Err(error) => failures.push(format!("{} {url}: {error}", spec.id)),
            }
        }
        failures
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
