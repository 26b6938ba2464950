//! What the server answers before any browser is involved: real statuses, no soft 404s.

use anyhow::ensure;
use harness::{Route, base::specs, environment, http_test};

#[test]
fn every_route_answers_with_its_status_and_unknown_paths_answer_404() {
    // Exercises every <route id>: its HTTP status.
    http_test(|| async {
        let site = &environment().site_url;
        let mut failures = Vec::new();
        for route in Route::ALL {
            let spec = specs::route(route)?;
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
        ensure!(failures.is_empty(), "{}", failures.join("\n"));
        Ok(())
    });
}
