//! The empty-screen guard: a page must not hold a stretch taller than one screen where
//! nothing changes from one row of pixels to the next. That is what an empty placeholder, an
//! image that never arrived, or content hidden by a broken reveal looks like in a capture,
//! whatever its border and background.
//!
//! A row is *quiet* when almost none of its pixels differ from the row above: borders and
//! backgrounds run straight down, so they repeat row after row; text, pictures and edges do
//! not. The guard measures the tallest run of quiet rows across the whole width, and in each
//! half of it, so an empty column beside a short one is caught too.
//!
//! Calibrated on 20 baselines (10 routes at both viewports). Without the compact placeholder,
//! /contact held runs of 7,160 px (desktop) and 7,547 px (phone): the application form's
//! 7,723 px placeholder. With it, the tallest run on any page is 558 px (desktop /contact,
//! beside the side column), and otherwise at most 326 px (the space between two sections).
//! With the testimonial cards of /contact hidden, the run is 1,093 px (desktop) and
//! 3,207 px (phone). One screen (800 or 844 px), the limit the issue sets, lies between.

use crate::base::routes::Route;
use crate::base::viewport::Viewport;
use anyhow::{Result, ensure};
use image::RgbaImage;

/// A channel difference up to this between two vertically adjacent pixels is the same
/// colour. Gradients change by a few levels per row and the sections' faint honeycomb
/// texture by up to 20, and both are background; text, pictures and card edges change by
/// far more. At 16 the texture counted as content, and cards hidden on a textured section
/// passed the guard.
pub const SAME_COLOUR_MAX_CHANNEL_DIFFERENCE: u8 = 32;

/// A row is quiet when at most this share of its pixels changed from the row above: room
/// for a thin diagonal line or a rounded corner, not for a word of text (a word changes
/// more than 1 % of a half-row on either viewport).
pub const QUIET_ROW_MAX_CHANGED_SHARE: f64 = 0.002;

/// Which part of the width a run was measured in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Columns {
    /// The whole width.
    Full,
    /// The left half.
    Left,
    /// The right half.
    Right,
}

/// The tallest run of quiet rows: where it starts and how tall it is, in pixels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EmptyRun {
    /// The first quiet row.
    pub top: u32,
    /// How many rows the run holds.
    pub height: u32,
    /// Where across the page it was found.
    pub columns: Columns,
}

/// Fails when a capture of `route` at `viewport` holds an empty run taller than one screen.
pub fn assert_no_empty_screen(capture: &RgbaImage, route: Route, viewport: Viewport) -> Result<()> {
    assert_empty_run_fits(tallest_empty_run(capture), route, viewport)
}

/// Fails when `run`, the tallest empty run of a capture of `route` at `viewport` (see
/// [`tallest_empty_run`]), is taller than one screen.
pub fn assert_empty_run_fits(run: EmptyRun, route: Route, viewport: Viewport) -> Result<()> {
    let screen = viewport.height();
    ensure!(
        run.height <= screen,
        "EMPTY-SCREEN {route} [{viewport}]: {} px of the page from y={} ({}) show nothing, \
         more than one {screen} px screen: an empty placeholder, a missing image or content \
         that never appeared",
        run.height,
        run.top,
        match run.columns {
            Columns::Full => "across the whole width",
            Columns::Left => "in the left half",
            Columns::Right => "in the right half",
        }
    );
    Ok(())
}

/// The tallest empty run in the image, across the whole width or in either half. One pass
/// over the pixels: the harness is built without optimisation, and a phone capture of
/// /learn-more is 27,000 rows.
pub fn tallest_empty_run(image: &RgbaImage) -> EmptyRun {
    let width = image.width() as usize;
    let half = width / 2;
    let allowed = |span: usize| (span as f64 * QUIET_ROW_MAX_CHANGED_SHARE).floor() as usize;
    let mut runs = [
        Run::new(Columns::Full, allowed(width)),
        Run::new(Columns::Left, allowed(half)),
        Run::new(Columns::Right, allowed(width - half)),
    ];
    let raw = image.as_raw();
    let stride = width * 4;
    for y in 1..image.height() as usize {
        let row = &raw[y * stride..(y + 1) * stride];
        let above = &raw[(y - 1) * stride..y * stride];
        let changed_at = |x: usize| differs(&row[x * 4..x * 4 + 3], &above[x * 4..x * 4 + 3]);
        let left = (0..half).filter(|&x| changed_at(x)).count();
        let right = (half..width).filter(|&x| changed_at(x)).count();
        runs[0].row(y as u32, left + right);
        runs[1].row(y as u32, left);
        runs[2].row(y as u32, right);
    }
    // The first of equal runs wins, so a run across the whole width is named as such.
    runs.into_iter().fold(runs[0].best, |best, run| {
        if run.best.height > best.height {
            run.best
        } else {
            best
        }
    })
}

/// The run being measured in one set of columns, and the tallest so far.
#[derive(Debug, Clone, Copy)]
struct Run {
    allowed: usize,
    start: u32,
    length: u32,
    best: EmptyRun,
}

impl Run {
    fn new(columns: Columns, allowed: usize) -> Run {
        Run {
            allowed,
            start: 0,
            length: 0,
            best: EmptyRun {
                top: 0,
                height: 0,
                columns,
            },
        }
    }

    /// Counts row `y`, of which `changed` pixels differ from the row above.
    fn row(&mut self, y: u32, changed: usize) {
        if changed > self.allowed {
            self.length = 0;
            return;
        }
        if self.length == 0 {
            self.start = y;
        }
        self.length += 1;
        if self.length > self.best.height {
            self.best.top = self.start;
            self.best.height = self.length;
        }
    }
}

/// Whether two RGB pixels are different colours.
fn differs(a: &[u8], b: &[u8]) -> bool {
    a.iter()
        .zip(b)
        .any(|(p, q)| p.abs_diff(*q) > SAME_COLOUR_MAX_CHANNEL_DIFFERENCE)
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Rgba;

    const PAPER: Rgba<u8> = Rgba([255, 253, 248, 255]);
    const INK: Rgba<u8> = Rgba([42, 30, 23, 255]);
    const LINE: Rgba<u8> = Rgba([234, 223, 205, 255]);

    /// A page of `height` rows with a "line of text" (alternating ink) every 20 rows.
    fn page(width: u32, height: u32) -> RgbaImage {
        RgbaImage::from_fn(width, height, |x, y| {
            if y % 20 < 10 && x % 7 < 3 { INK } else { PAPER }
        })
    }

    #[test]
    fn a_page_of_text_has_no_tall_empty_run() {
        let run = tallest_empty_run(&page(400, 3000));
        assert!(run.height < 20, "{run:?}");
    }

    #[test]
    fn a_bordered_empty_box_is_one_empty_run_as_tall_as_the_box() {
        let mut image = page(400, 3000);
        for y in 1000..2200 {
            for x in 0..400 {
                let border = x == 40 || x == 360;
                let inside = x > 40 && x < 360;
                image.put_pixel(
                    x,
                    y,
                    if border {
                        LINE
                    } else if inside {
                        Rgba([251, 245, 234, 255])
                    } else {
                        PAPER
                    },
                );
            }
        }
        let run = tallest_empty_run(&image);
        assert_eq!(run.columns, Columns::Full);
        assert!((1195..=1205).contains(&run.height), "{run:?}");
        assert!((995..=1005).contains(&run.top), "{run:?}");
    }

    #[test]
    fn an_empty_column_beside_text_is_found_in_its_half() {
        let mut image = page(400, 3000);
        for y in 500..1500 {
            for x in 200..400 {
                image.put_pixel(x, y, PAPER);
            }
        }
        let run = tallest_empty_run(&image);
        assert_eq!(run.columns, Columns::Right);
        assert!(run.height >= 990, "{run:?}");
    }

    #[test]
    fn a_gentle_gradient_with_nothing_on_it_is_empty_too() {
        let image = RgbaImage::from_fn(300, 1200, |_, y| {
            let level = 200 + (y / 40) as u8;
            Rgba([level, level, 240, 255])
        });
        assert_eq!(tallest_empty_run(&image).height, 1199);
    }
}
