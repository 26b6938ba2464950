//! `cargo xtask review` approves exactly what was reviewed. Approving a changed
//! screenshot writes that run's capture, byte for byte, as the baseline; a stale approve, a
//! second approve, a comparison the run does not list, a write without the secret and a
//! write from another page are each refused, and nothing is written.

use anyhow::{Context, ensure};
use harness::pages::{PageBreak, ReviewPage, SMALL_CHANGE_ROUTE, SitePage};
use harness::record::outcome::Run;
use harness::{Viewport, base::workspace, browser_test, environment};
use review::{broken_page, sample, server};
use std::net::{Ipv4Addr, SocketAddr};

/// Why the review is checked only with this machine's browsers.
const NEEDS_LOCAL_GRID: &str = "the review server listens on this machine's loopback, which a remote Grid's browsers cannot reach";

fn loopback() -> SocketAddr {
    SocketAddr::from((Ipv4Addr::LOCALHOST, 0))
}

#[test]
fn approving_a_changed_screenshot_writes_exactly_the_reviewed_capture() {
    if !environment().grid.local {
        harness::record::run_record::skip(NEEDS_LOCAL_GRID);
        return;
    }
    browser_test(Viewport::Desktop, |browser| async move {
        let page = SitePage::open_at_rest(&browser, SMALL_CHANGE_ROUTE).await?;
        PageBreak::OnePixelLine.apply(&page).await?;
        let dir = workspace::output_dir()
            .join("review-approve")
            .join(browser.engine().name());
        let run = broken_page::of_the_page(&browser, SMALL_CHANGE_ROUTE, &dir).await?;
        let server = server::start(&run.report, Some(&run.screenshots), loopback()).await?;
        let review = ReviewPage::open(&browser, &server.url).await?;
        review.press("Approve", &run.name).await?;
        let notice = review.notice().await?;
        let written = std::fs::read(&run.baseline)?;
        let reviewed = std::fs::read(&run.actual)?;
        server.stop();
        ensure!(
            written == reviewed && notice.starts_with("Approved"),
            "REVIEW-APPROVE {SMALL_CHANGE_ROUTE}: the baseline ({} bytes) should now be the reviewed capture's \
             bytes ({} bytes); the page says {notice:?}",
            written.len(),
            reviewed.len()
        );
        Ok(())
    });
}

#[test]
fn a_stale_approve_and_forged_writes_are_refused() {
    if !environment().grid.local {
        harness::record::run_record::skip(NEEDS_LOCAL_GRID);
        return;
    }
    browser_test(Viewport::Desktop, |browser| async move {
        let dir = workspace::output_dir()
            .join("review-refusals")
            .join(browser.engine().name());
        sample::write(&dir)?;
        let run = Run::read(&dir)?;
        let comparisons = run.visual_comparisons();
        let id_of = |route: &str| {
            comparisons
                .iter()
                .find(|(_, c)| c.route == route)
                .map(|(id, c)| {
                    (
                        id.clone(),
                        dir.join("screenshots").join(&c.baseline),
                        (*c).clone(),
                    )
                })
                .with_context(|| format!("the sample run has no comparison of {route}"))
        };
        let (home, home_baseline, _) = id_of("/")?;
        let (hire, hire_baseline, hire_comparison) = id_of("/hire")?;
        let (_, v2_baseline, v2_comparison) = id_of("/v2")?;
        let before = std::fs::read(&home_baseline)?;
        let server = server::start(&dir, None, loopback()).await?;
        let origin = format!("http://{}", server.address);
        let client = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()?;
        let post = |url: String, origin: &str, items: &str| {
            client
                .post(url)
                .header("Origin", origin)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .body(format!("items={items}"))
                .send()
        };
        let unchanged = |what: &str| -> anyhow::Result<()> {
            ensure!(
                std::fs::read(&home_baseline)? == before,
                "REVIEW-REFUSES: {what} changed the baseline"
            );
            Ok(())
        };

        let no_secret = post(
            format!("{origin}/not-the-secret/do/approve"),
            &origin,
            &home,
        )
        .await?;
        ensure!(
            no_secret.status() == 404,
            "REVIEW-REFUSES: a write without the secret answered {}",
            no_secret.status()
        );
        unchanged("a write without the secret")?;

        let elsewhere = post(
            format!("{}do/approve", server.url),
            "http://evil.example",
            &home,
        )
        .await?;
        ensure!(
            elsewhere.status() == 403,
            "REVIEW-REFUSES: a write from another origin answered {}",
            elsewhere.status()
        );
        unchanged("a write from another origin")?;

        let review = ReviewPage::open(&browser, &server.url).await?;
        review
            .forge_from_another_page(&format!("{}do/approve", server.url), &home)
            .await?;
        unchanged("a form another page submitted")?;

        let files_before = tree(&dir.join("screenshots"))?;
        post(
            format!("{}do/approve", server.url),
            &origin,
            "../../../etc/passwd",
        )
        .await?;
        review.reload().await?;
        let notice = review.notice().await?;
        ensure!(
            notice.contains("the run lists no comparison")
                && tree(&dir.join("screenshots"))? == files_before,
            "REVIEW-REFUSES: a path outside the run's list was not refused: {notice:?}"
        );

        // Someone edits the baseline after the run: approving what the run saw is stale.
        std::fs::write(&home_baseline, b"edited after the run")?;
        review.press("Approve", "/ chrome desktop 1280x800").await?;
        let notice = review.notice().await?;
        ensure!(
            notice.contains("changed since the run")
                && std::fs::read(&home_baseline)? == b"edited after the run",
            "REVIEW-REFUSES: a stale approve was not refused: {notice:?}"
        );

        review
            .press("Approve", "/hire chrome desktop 1280x800")
            .await?;
        let approved = std::fs::read(dir.join(&hire_comparison.actual))?;
        ensure!(
            std::fs::read(&hire_baseline)? == approved,
            "REVIEW-APPROVE /hire: the approved baseline is not the run's capture"
        );
        post(format!("{}do/approve", server.url), &origin, &hire).await?;
        review.reload().await?;
        let notice = review.notice().await?;
        ensure!(
            notice.contains("already approved"),
            "REVIEW-REFUSES: a second approve of /hire was not refused: {notice:?}"
        );

        // A browser version with no baselines yet: approving creates its folder.
        ensure!(
            !v2_baseline.exists(),
            "the sample's /v2 baseline should be missing"
        );
        review
            .press("Approve", "/v2 chrome desktop 1280x800")
            .await?;
        let created = std::fs::read(&v2_baseline).unwrap_or_default();
        server.stop();
        ensure!(
            created == std::fs::read(dir.join(&v2_comparison.actual))?,
            "REVIEW-APPROVE /v2: approving a missing baseline did not create it from the capture"
        );
        Ok(())
    });
}

/// Every file under `dir` with its bytes, to show that nothing was written.
fn tree(dir: &std::path::Path) -> anyhow::Result<Vec<(std::path::PathBuf, Vec<u8>)>> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            files.extend(tree(&path)?);
        } else {
            files.push((path.clone(), std::fs::read(&path)?));
        }
    }
    files.sort();
    Ok(files)
}
