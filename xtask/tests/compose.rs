//! No Docker engine runs on the project's machines, so `docker-compose.yml` is checked with
//! a YAML parser instead: the structure the README promises must be there.

use std::path::PathBuf;
use yaml_rust2::{Yaml, YamlLoader};

fn compose() -> Yaml {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../docker-compose.yml");
    let text = std::fs::read_to_string(&path).expect("docker-compose.yml is readable");
    let mut docs = YamlLoader::load_from_str(&text).expect("docker-compose.yml is valid YAML");
    assert_eq!(docs.len(), 1, "docker-compose.yml holds one document");
    docs.remove(0)
}

fn ports(service: &Yaml) -> Vec<String> {
    service["ports"]
        .as_vec()
        .map(|ports| {
            ports
                .iter()
                .filter_map(|p| p.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn the_site_service_builds_the_dockerfile_and_publishes_8080_with_a_health_check() {
    let compose = compose();
    let site = &compose["services"]["site"];
    assert_eq!(site["build"]["dockerfile"].as_str(), Some("Dockerfile"));
    assert!(
        ports(site).contains(&"8080:8080".to_owned()),
        "site must publish 8080"
    );
    assert!(
        site["healthcheck"]["test"].as_vec().is_some(),
        "site needs a health check"
    );
    let dockerfile =
        std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../Dockerfile"))
            .expect("Dockerfile is readable");
    let stages = dockerfile
        .lines()
        .filter(|l| l.starts_with("FROM "))
        .count();
    assert!(
        stages >= 3,
        "the Dockerfile builds the site, the server, then a slim runtime"
    );
    assert!(
        dockerfile
            .lines()
            .any(|l| l.starts_with("USER ") && !l.contains("root")),
        "the runtime stage runs as a non-root user"
    );
}

#[test]
fn the_selenium_service_is_pinned_has_shared_memory_and_a_health_check() {
    let compose = compose();
    let selenium = &compose["services"]["selenium"];
    let image = selenium["image"].as_str().expect("selenium has an image");
    let (name, tag) = image.split_once(':').expect("the image has a tag");
    assert_eq!(name, "selenium/standalone-chromium");
    assert!(
        tag.chars().next().is_some_and(|c| c.is_ascii_digit()) && tag != "latest",
        "the image tag must be pinned to a release, not {tag:?}"
    );
    assert!(
        selenium["shm_size"].as_str().is_some(),
        "Chromium needs shm_size"
    );
    assert!(
        selenium["healthcheck"]["test"].as_vec().is_some(),
        "selenium needs a health check"
    );
    assert!(
        ports(selenium).contains(&"4444:4444".to_owned()),
        "selenium must publish 4444"
    );
}
