//! Baselines in `screenshots/<browser>/<viewport>/<route>.png`, the one visual assertion,
//! and the strictly parsed update switch.

use super::capture;
use super::diff::{Comparison, Tolerance, compare};
use super::report::{self, Failure};
use crate::browser::Browser;
use crate::routes::Route;
use crate::viewport::Viewport;
use crate::workspace;
use anyhow::{Context, Result, bail};
use image::RgbaImage;
use std::path::{Path, PathBuf};

/// The command that re-records baselines, for failure messages.
pub const UPDATE_COMMAND: &str = "UPDATE_SCREENSHOTS=changed cargo test -p harness visual";

/// When a baseline is written instead of compared.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UpdateMode {
    /// Compare only; a missing baseline fails.
    Off,
    /// Write baselines that are missing or differ; keep those that match.
    Changed,
    /// Rewrite every baseline.
    All,
}

impl UpdateMode {
    /// Parses `UPDATE_SCREENSHOTS`: unset or empty is [`UpdateMode::Off`], `changed` and
    /// `all` are the others, and anything else is an error rather than a silent default.
    pub fn from_env() -> Result<UpdateMode> {
        match std::env::var("UPDATE_SCREENSHOTS") {
            Err(std::env::VarError::NotPresent) => Ok(UpdateMode::Off),
            Err(std::env::VarError::NotUnicode(_)) => {
                bail!("UPDATE_SCREENSHOTS is not valid UTF-8")
            }
            Ok(value) => UpdateMode::parse(&value),
        }
    }

    /// Parses one value of the switch.
    pub fn parse(value: &str) -> Result<UpdateMode> {
        match value {
            "" => Ok(UpdateMode::Off),
            "changed" => Ok(UpdateMode::Changed),
            "all" => Ok(UpdateMode::All),
            other => bail!("UPDATE_SCREENSHOTS must be `changed` or `all`, not {other:?}"),
        }
    }
}

/// The comparison's tolerance: [`Tolerance::FOREIGN_BUILD`] when `SCREENSHOT_PROFILE` names
/// the baselines' folder (a Grid's own browser build, not ours), otherwise
/// [`Tolerance::OWN_BUILD`].
pub fn tolerance() -> Tolerance {
    match std::env::var("SCREENSHOT_PROFILE") {
        Ok(profile) if !profile.is_empty() => Tolerance::FOREIGN_BUILD,
        _ => Tolerance::OWN_BUILD,
    }
}

/// The name of [`tolerance`], for messages.
fn tolerance_name(tolerance: Tolerance) -> &'static str {
    if tolerance == Tolerance::FOREIGN_BUILD {
        "foreign-build"
    } else {
        "own-build"
    }
}

/// The folder of this browser's baselines: `<engine>-<major version>` (`chrome-156`,
/// `firefox-153`), or `SCREENSHOT_PROFILE` if set, for a Grid's own browser build (a
/// Selenium Docker image's Chrome keeps its own). When the run covers more than one browser,
/// the profile is suffixed with the engine (`docker-chromium-chrome`), so the browsers never
/// share baselines.
pub async fn profile(browser: &Browser) -> Result<String> {
    let engine = browser.engine();
    if let Ok(profile) = std::env::var("SCREENSHOT_PROFILE")
        && !profile.is_empty()
    {
        anyhow::ensure!(
            profile
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'.'),
            "SCREENSHOT_PROFILE may hold only letters, digits, '-' and '.', not {profile:?}"
        );
        return Ok(if crate::environment::environment().engines.len() > 1 {
            format!("{profile}-{engine}")
        } else {
            profile
        });
    }
    let major = browser.major_version()?;
    Ok(format!("{engine}-{major}"))
}

fn screenshots_dir() -> PathBuf {
    workspace::root().join("screenshots")
}

fn artifacts_dir() -> PathBuf {
    workspace::output_dir().join("visual")
}

/// Where the report of failed comparisons is written.
pub fn report_path() -> PathBuf {
    artifacts_dir().join("report.html")
}

fn write_png(path: &Path, image: &RgbaImage) -> Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    }
    // The best compression keeps committed baselines small; it costs time only when
    // baselines are written, not when they are compared.
    let file =
        std::fs::File::create(path).with_context(|| format!("cannot write {}", path.display()))?;
    let encoder = image::codecs::png::PngEncoder::new_with_quality(
        std::io::BufWriter::new(file),
        image::codecs::png::CompressionType::Best,
        image::codecs::png::FilterType::Adaptive,
    );
    image
        .write_with_encoder(encoder)
        .with_context(|| format!("cannot encode {}", path.display()))
}

/// What comparing a capture with its baseline found.
pub enum Verdict {
    /// The capture matches the baseline.
    Matches,
    /// The baseline was written, as the update mode asked.
    Updated,
    /// No baseline exists for this browser, route and viewport.
    Missing {
        /// The path the baseline should have.
        baseline: PathBuf,
        /// The capture.
        actual: RgbaImage,
        /// Other browsers' baseline folders, when this browser has none at all.
        other_profiles: Vec<String>,
        /// This browser's folder name.
        profile: String,
    },
    /// The capture differs beyond the tolerance, or in size.
    Differs {
        /// The baseline.
        expected: RgbaImage,
        /// The capture.
        actual: RgbaImage,
        /// The comparison, with its pixel count and where pixels differ.
        comparison: Comparison,
    },
}

/// Captures the whole page and compares it with the route's baseline for this browser and
/// viewport, writing baselines only as `mode` asks. It writes no artifacts and no report.
pub async fn check_against_baseline(
    browser: &Browser,
    route: Route,
    mode: UpdateMode,
) -> Result<Verdict> {
    let settled = settled_baseline(browser, route, mode).await?;
    let actual = capture::full_page(browser, settled.as_ref()).await?;
    check_capture_against_baseline(browser, route, actual, mode).await
}

/// The route's baseline for this browser and viewport, for a capture to settle on
/// ([`capture::full_page`]). None while baselines are being recorded (any `mode` but
/// [`UpdateMode::Off`]), since a new recording must settle on its own, or when there is none
/// yet.
pub async fn settled_baseline(
    browser: &Browser,
    route: Route,
    mode: UpdateMode,
) -> Result<Option<RgbaImage>> {
    if mode != UpdateMode::Off {
        return Ok(None);
    }
    let baseline = baseline_path(&profile(browser).await?, browser.viewport(), route);
    if !baseline.exists() {
        return Ok(None);
    }
    read_baseline(&baseline).map(Some)
}

/// Where the route's baseline for a browser profile and viewport is, or would be written.
fn baseline_path(profile: &str, viewport: Viewport, route: Route) -> PathBuf {
    screenshots_dir()
        .join(profile)
        .join(viewport.name())
        .join(format!("{}.png", route.id()))
}

fn read_baseline(baseline: &Path) -> Result<RgbaImage> {
    let context = || format!("cannot read the baseline {}", baseline.display());
    Ok(image::open(baseline).with_context(context)?.to_rgba8())
}

/// Compares a capture of the whole page with the route's baseline; see above.
pub async fn check_capture_against_baseline(
    browser: &Browser,
    route: Route,
    actual: RgbaImage,
    mode: UpdateMode,
) -> Result<Verdict> {
    let profile = profile(browser).await?;
    let baseline = baseline_path(&profile, browser.viewport(), route);
    if mode == UpdateMode::All {
        write_png(&baseline, &actual)?;
        return Ok(Verdict::Updated);
    }
    if !baseline.exists() {
        if mode == UpdateMode::Changed {
            write_png(&baseline, &actual)?;
            return Ok(Verdict::Updated);
        }
        let other_profiles = if screenshots_dir().join(&profile).exists() {
            Vec::new()
        } else {
            std::fs::read_dir(screenshots_dir())
                .into_iter()
                .flatten()
                .filter_map(|entry| entry.ok())
                .filter(|entry| entry.path().is_dir())
                .map(|entry| entry.file_name().to_string_lossy().into_owned())
                .collect()
        };
        return Ok(Verdict::Missing {
            baseline,
            actual,
            other_profiles,
            profile,
        });
    }
    let expected = read_baseline(&baseline)?;
    let comparison = compare(&expected, &actual, tolerance());
    if comparison.passes() {
        return Ok(Verdict::Matches);
    }
    if mode == UpdateMode::Changed {
        write_png(&baseline, &actual)?;
        return Ok(Verdict::Updated);
    }
    Ok(Verdict::Differs {
        expected,
        actual,
        comparison,
    })
}

/// The one visual assertion: the page matches its baseline. On failure it writes expected,
/// actual and diff PNGs under `target/harness/visual/`, adds them to the HTML report, and
/// fails with a message naming the report and the update command.
pub async fn assert_matches_baseline(
    browser: &Browser,
    route: Route,
    capture: RgbaImage,
) -> Result<()> {
    let mode = UpdateMode::from_env()?;
    let viewport = browser.viewport();
    // Each browser's artifacts have their own folder, as its baselines do.
    let stem = artifacts_dir()
        .join(browser.engine().name())
        .join(viewport.name())
        .join(route.id());
    match check_capture_against_baseline(browser, route, capture, mode).await? {
        Verdict::Matches | Verdict::Updated => Ok(()),
        Verdict::Missing {
            baseline,
            actual,
            other_profiles,
            profile,
        } => {
            if !other_profiles.is_empty() {
                bail!(
                    "VISUAL-BASELINE {route} [{viewport}]: no baselines for this browser ({profile}); they \
                     were recorded with {}. Pixels from another browser version differ anyway, so \
                     none were compared. Record this browser's with `UPDATE_SCREENSHOTS=all cargo \
                     test -p harness visual` and review them before committing.",
                    other_profiles.join(", ")
                );
            }
            let actual_path = stem.with_extension("actual.png");
            write_png(&actual_path, &actual)?;
            bail!(
                "VISUAL-BASELINE {route} [{viewport}]: no baseline at {}; the capture is at {}. Accept it \
                 with `{UPDATE_COMMAND}`.",
                baseline.display(),
                actual_path.display()
            );
        }
        Verdict::Differs {
            expected,
            actual,
            comparison,
        } => {
            let expected_path = stem.with_extension("expected.png");
            let actual_path = stem.with_extension("actual.png");
            write_png(&expected_path, &expected)?;
            write_png(&actual_path, &actual)?;
            let (summary, diff_path) = match &comparison {
                Comparison::Different {
                    diff_pixels,
                    total_pixels,
                    marks,
                    ..
                } => {
                    let diff_path = stem.with_extension("diff.png");
                    write_png(&diff_path, &super::diff::render_diff(&expected, marks))?;
                    let tolerance = tolerance();
                    (
                        format!(
                            "{diff_pixels} of {total_pixels} pixels differ (limit {}, {} \
                             threshold {})",
                            tolerance.max_diff_pixels,
                            tolerance_name(tolerance),
                            tolerance.threshold
                        ),
                        Some(diff_path),
                    )
                }
                Comparison::SizeMismatch { expected, actual } => (
                    format!(
                        "size mismatch: expected {}x{}, got {}x{}",
                        expected.0, expected.1, actual.0, actual.1
                    ),
                    None,
                ),
                Comparison::Identical => ("identical".to_owned(), None),
            };
            report::record(
                &report_path(),
                Failure {
                    route: route.to_string(),
                    viewport: format!("{} {viewport}", browser.engine()),
                    summary: summary.clone(),
                    expected: Some(expected_path),
                    actual: actual_path,
                    diff: diff_path,
                },
            )
            .context("cannot write the visual report")?;
            bail!(
                "VISUAL-BASELINE {route} [{viewport}]: {summary}. Report: {} . If the change is \
                 intended, accept it with `{UPDATE_COMMAND}`.",
                report_path().display()
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::UpdateMode;

    #[test]
    fn the_update_switch_is_parsed_strictly() {
        assert_eq!(
            UpdateMode::parse("").expect("empty is off"),
            UpdateMode::Off
        );
        assert_eq!(
            UpdateMode::parse("changed").expect("valid"),
            UpdateMode::Changed
        );
        assert_eq!(UpdateMode::parse("all").expect("valid"), UpdateMode::All);
        for bad in ["1", "true", "yes", "ALL", "changed ", "update"] {
            assert!(UpdateMode::parse(bad).is_err(), "{bad:?} must be rejected");
        }
    }
}
