//! A failed comparison, written beside the run report for the reviewer: the baseline's own
//! bytes (so an approval can tell whether it changed since), the capture, the diff, and the
//! changed region cut out of each, with a key that groups comparisons whose changed regions
//! show the same pixels.

use super::diff::{Comparison, render_diff};
use crate::record::outcome::{Crops, Region, VisualComparison};
use anyhow::{Context, Result};
use image::RgbaImage;
use image::codecs::png::CompressionType::{self, Fast};
use std::hash::{Hash, Hasher};
use std::path::Path;

/// The margin kept around the changed region in the report's zoomed views, in pixels.
const CROP_MARGIN: u32 = 24;

/// Writes `image` as PNG with `compression`: fast for the report's files, which live only as
/// long as the report; best for committed baselines.
pub fn write_png(path: &Path, image: &RgbaImage, compression: CompressionType) -> Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    }
    let file =
        std::fs::File::create(path).with_context(|| format!("cannot write {}", path.display()))?;
    let encoder = image::codecs::png::PngEncoder::new_with_quality(
        std::io::BufWriter::new(file),
        compression,
        image::codecs::png::FilterType::Adaptive,
    );
    image
        .write_with_encoder(encoder)
        .with_context(|| format!("cannot encode {}", path.display()))
}

/// The smallest rectangle holding every pixel index of `indices` in an image `width` wide.
fn bounding_box(indices: &[u32], width: u32) -> Option<Region> {
    let (mut left, mut top, mut right, mut bottom) = (u32::MAX, u32::MAX, 0, 0);
    for &index in indices {
        let (x, y) = (index % width, index / width);
        left = left.min(x);
        right = right.max(x);
        top = top.min(y);
        bottom = bottom.max(y);
    }
    (left <= right).then(|| Region {
        x: left,
        y: top,
        width: right - left + 1,
        height: bottom - top + 1,
    })
}

fn grown(region: Region, margin: u32, width: u32, height: u32) -> Region {
    let x = region.x.saturating_sub(margin);
    let y = region.y.saturating_sub(margin);
    Region {
        x,
        y,
        width: (region.x + region.width + margin).min(width) - x,
        height: (region.y + region.height + margin).min(height) - y,
    }
}

fn cut(image: &RgbaImage, region: Region) -> RgbaImage {
    image::imageops::crop_imm(image, region.x, region.y, region.width, region.height).to_image()
}

/// A key that two comparisons share when their changed regions hold the same pixels, before
/// and after: the same change, wherever it sits on whichever page.
fn group_key(expected: &RgbaImage, actual: &RgbaImage, region: Region) -> String {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    (region.width, region.height).hash(&mut hasher);
    cut(expected, region).as_raw().hash(&mut hasher);
    cut(actual, region).as_raw().hash(&mut hasher);
    format!("change-{:016x}", hasher.finish())
}

/// Where a comparison's files go and what it is of.
pub struct Subject<'a> {
    /// The report folder.
    pub report: &'a Path,
    /// The baselines folder (`screenshots/`).
    pub screenshots: &'a Path,
    /// The baseline's path, relative to `screenshots`.
    pub baseline: &'a str,
    /// The route's path.
    pub route: &'a str,
    /// `chrome` or `firefox`.
    pub browser: &'a str,
    /// The viewport's name (`desktop`).
    pub viewport_name: &'a str,
    /// The viewport's name and size, for people.
    pub viewport: &'a str,
    /// The route's id, for file names.
    pub route_id: &'a str,
}

/// Writes a failed comparison's files beside the report and describes it. `expected` is the
/// baseline as compared (none when there was none); `comparison` is what the comparison
/// found; `summary` says it in words.
pub fn record(
    subject: &Subject<'_>,
    expected: Option<&RgbaImage>,
    actual: &RgbaImage,
    comparison: &Comparison,
    summary: &str,
) -> Result<VisualComparison> {
    let stem = format!(
        "visual/{}/{}/{}",
        subject.browser, subject.viewport_name, subject.route_id
    );
    let file = |suffix: &str| format!("{stem}.{suffix}.png");
    let actual_file = file("actual");
    write_png(&subject.report.join(&actual_file), actual, Fast)?;
    // The baseline's bytes exactly as they are on disk, not a re-encoding, so that an
    // approval can tell whether someone changed the baseline since this run.
    let expected_file = match expected {
        Some(_) => {
            let source = subject.screenshots.join(subject.baseline);
            let bytes = std::fs::read(&source)
                .with_context(|| format!("cannot read the baseline {}", source.display()))?;
            let name = file("expected");
            std::fs::write(subject.report.join(&name), bytes)
                .with_context(|| format!("cannot copy the baseline beside the report as {name}"))?;
            Some(name)
        }
        None => None,
    };
    let marked = match (expected, comparison) {
        (Some(expected), Comparison::Different { marks, .. }) => Some((
            expected,
            render_diff(expected, marks),
            bounding_box(&marks.different, expected.width()),
        )),
        _ => None,
    };
    let mut diff_file = None;
    let mut region = None;
    let mut crops = None;
    let group = match &marked {
        Some((expected, diff, changed)) => {
            let name = file("diff");
            write_png(&subject.report.join(&name), diff, Fast)?;
            diff_file = Some(name);
            match changed {
                Some(changed) => {
                    let (width, height) = expected.dimensions();
                    let shown = grown(*changed, CROP_MARGIN, width, height);
                    let cropped = Crops {
                        expected: file("crop-expected"),
                        actual: file("crop-actual"),
                        diff: file("crop-diff"),
                        region: shown,
                    };
                    write_png(
                        &subject.report.join(&cropped.expected),
                        &cut(expected, shown),
                        Fast,
                    )?;
                    write_png(
                        &subject.report.join(&cropped.actual),
                        &cut(actual, shown),
                        Fast,
                    )?;
                    write_png(&subject.report.join(&cropped.diff), &cut(diff, shown), Fast)?;
                    region = Some(*changed);
                    crops = Some(cropped);
                    group_key(expected, actual, *changed)
                }
                None => stem.clone(),
            }
        }
        // A missing baseline: every route of one browser folder and viewport is approved
        // into existence together.
        None if expected.is_none() => format!(
            "missing-{}-{}",
            subject.baseline.split('/').next().unwrap_or_default(),
            subject.viewport_name
        ),
        None => stem.clone(),
    };
    Ok(VisualComparison {
        route: subject.route.to_owned(),
        browser: subject.browser.to_owned(),
        viewport: subject.viewport.to_owned(),
        summary: summary.to_owned(),
        baseline: subject.baseline.to_owned(),
        expected: expected_file,
        actual: actual_file,
        diff: diff_file,
        region,
        crops,
        group,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_changed_region_is_the_box_around_every_changed_pixel() {
        // In a 10-pixel-wide image: (2, 1), (5, 3) and (4, 2).
        let region = bounding_box(&[12, 35, 24], 10).expect("pixels changed");
        assert_eq!(
            region,
            Region {
                x: 2,
                y: 1,
                width: 4,
                height: 3
            }
        );
        assert_eq!(bounding_box(&[], 10), None);
        let shown = grown(region, 24, 10, 8);
        assert_eq!((shown.x, shown.y, shown.width, shown.height), (0, 0, 10, 8));
    }

    #[test]
    fn the_same_change_on_two_pages_shares_a_group() {
        let page = |top: u8, line_at: u32| {
            let mut image = RgbaImage::from_pixel(40, 60, image::Rgba([top, top, top, 255]));
            for x in 0..40 {
                image.put_pixel(x, line_at, image::Rgba([200, 40, 30, 255]));
            }
            image
        };
        let changed = |at: u32| Region {
            x: 0,
            y: at,
            width: 40,
            height: 1,
        };
        // The same red line over the same grey, at different heights of two pages.
        let a = group_key(&page(90, 59), &page(90, 10), changed(10));
        let b = group_key(&page(90, 59), &page(90, 30), changed(30));
        assert_eq!(a, b);
        let other = group_key(&page(120, 59), &page(120, 30), changed(30));
        assert_ne!(a, other);
    }
}
