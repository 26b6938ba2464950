//! Baselines in `screenshots/<browser>/<viewport>/<route>.png`, the one visual assertion,
//! and the strictly parsed update switch.

use super::capture;
use super::diff::{Comparison, Tolerance, compare};
use super::failed::{self, write_png};
use crate::base::routes::Route;
use crate::base::viewport::Viewport;
use crate::base::workspace;
use crate::record::outcome::Attachment;
use crate::record::run_record;
use crate::sessions::browser::Browser;
use anyhow::{Context, Result, bail};
use image::RgbaImage;
use image::codecs::png::CompressionType::Best;
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

/// The folder of this browser's baselines: `<engine>-<release>` (`chrome-156`,
/// `firefox-153`, `webkit-2.50`), or `SCREENSHOT_PROFILE` if set, for a Grid's own browser build (a
/// Selenium Docker image's Chrome keeps its own). When the run covers more than one browser,
/// the profile is suffixed with the engine (`docker-chromium-chrome`), so the browsers never
/// share baselines.
pub fn profile(browser: &Browser) -> Result<String> {
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
        return Ok(
            if crate::running::environment::environment().engines.len() > 1 {
                format!("{profile}-{engine}")
            } else {
                profile
            },
        );
    }
    Ok(format!("{engine}-{}", browser.release()?))
}

/// The folder of every baseline, `screenshots/`.
pub fn screenshots_dir() -> PathBuf {
    workspace::root().join("screenshots")
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
    let settled = settled_baseline(browser, route, mode)?;
    let actual = capture::full_page(browser, settled.as_ref()).await?;
    check_capture_against_baseline(browser, route, actual, mode)
}

/// The route's baseline for this browser and viewport, for a capture to settle on
/// ([`capture::full_page`]). None while baselines are being recorded (any `mode` but
/// [`UpdateMode::Off`]), since a new recording must settle on its own, or when there is none
/// yet.
pub fn settled_baseline(
    browser: &Browser,
    route: Route,
    mode: UpdateMode,
) -> Result<Option<RgbaImage>> {
    if mode != UpdateMode::Off {
        return Ok(None);
    }
    let baseline = baseline_path(&profile(browser)?, browser.viewport(), route);
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
pub fn check_capture_against_baseline(
    browser: &Browser,
    route: Route,
    actual: RgbaImage,
    mode: UpdateMode,
) -> Result<Verdict> {
    let profile = profile(browser)?;
    let baseline = baseline_path(&profile, browser.viewport(), route);
    if mode == UpdateMode::All {
        write_png(&baseline, &actual, Best)?;
        return Ok(Verdict::Updated);
    }
    if !baseline.exists() {
        if mode == UpdateMode::Changed {
            write_png(&baseline, &actual, Best)?;
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
        write_png(&baseline, &actual, Best)?;
        return Ok(Verdict::Updated);
    }
    Ok(Verdict::Differs {
        expected,
        actual,
        comparison,
    })
}

/// The one visual assertion: the page matches its baseline. On failure it writes the
/// baseline, the capture, the diff and their changed regions beside the run report, attaches
/// the comparison to the test's outcome (the report shows it, and `cargo xtask review` can
/// approve it), and fails with a message naming the report and how to accept the change.
pub fn assert_matches_baseline(browser: &Browser, route: Route, capture: RgbaImage) -> Result<()> {
    let mode = UpdateMode::from_env()?;
    let viewport = browser.viewport();
    let profile = profile(browser)?;
    let (expected, actual, comparison, summary) = match check_capture_against_baseline(
        browser, route, capture, mode,
    )? {
        Verdict::Matches | Verdict::Updated => return Ok(()),
        Verdict::Missing {
            other_profiles,
            profile,
            actual,
            ..
        } => {
            let summary = if other_profiles.is_empty() {
                "no baseline".to_owned()
            } else {
                format!(
                    "no baselines for this browser ({profile}); they were recorded with {}, \
                         and pixels from another browser version differ anyway",
                    other_profiles.join(", ")
                )
            };
            (None, actual, Comparison::Identical, summary)
        }
        Verdict::Differs {
            expected,
            actual,
            comparison,
        } => {
            let summary = match &comparison {
                Comparison::Different {
                    diff_pixels,
                    total_pixels,
                    ..
                } => {
                    let tolerance = tolerance();
                    format!(
                        "{diff_pixels} of {total_pixels} pixels differ (limit {}, {} threshold {})",
                        tolerance.max_diff_pixels,
                        tolerance_name(tolerance),
                        tolerance.threshold
                    )
                }
                Comparison::SizeMismatch { expected, actual } => format!(
                    "size mismatch: expected {}x{}, got {}x{}",
                    expected.0, expected.1, actual.0, actual.1
                ),
                Comparison::Identical => "identical".to_owned(),
            };
            (Some(expected), actual, comparison, summary)
        }
    };
    let baseline = format!("{profile}/{}/{}.png", viewport.name(), route.id());
    let report = run_record::report_dir();
    let failed = failed::record(
        &failed::Subject {
            report: &report,
            screenshots: &screenshots_dir(),
            baseline: &baseline,
            route: &route.to_string(),
            browser: browser.engine().name(),
            viewport_name: viewport.name(),
            viewport: &viewport.to_string(),
            route_id: route.id(),
        },
        expected.as_ref(),
        &actual,
        &comparison,
        &summary,
    )
    .context("cannot write the failed comparison beside the report")?;
    let actual_path = report.join(&failed.actual);
    browser.attach(Attachment::Visual(failed));
    bail!(
        "VISUAL-BASELINE {route} [{viewport}]: {summary}. The capture is at {}; the report, \
         {}, shows it beside the baseline. If the change is intended, approve it with `cargo \
         xtask review` (it writes exactly this capture), or re-record with `{UPDATE_COMMAND}`.",
        actual_path.display(),
        report.join("index.html").display()
    )
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
