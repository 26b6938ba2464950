//! Times the harness's image comparison on a real full-page pair, identical and with a
//! small change, and writes the pair for pixelmatch to time too. Run by
//! `cargo xtask bench diff` in release mode.
//!
//! Usage: `diff-bench BASELINE.png OUT_DIR RUNS`

use harness::visual::diff;
use image::{Rgba, RgbaImage};
use std::path::Path;
use std::time::Instant;

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [baseline, out, runs] = args.as_slice() else {
        return Err("usage: diff-bench BASELINE.png OUT_DIR RUNS".to_owned());
    };
    let runs: usize = runs
        .parse()
        .map_err(|_| format!("RUNS must be a number, not {runs:?}"))?;
    let full = image::open(baseline)
        .map_err(|e| format!("cannot read {baseline}: {e}"))?
        .to_rgba8();
    let height = full.height().min(8000);
    let expected = image::imageops::crop_imm(&full, 0, 0, full.width(), height).to_image();
    let same = expected.clone();
    let mut changed = expected.clone();
    // A small, real-looking change: a 1-pixel line and a word-sized block of new colour.
    for x in 100..1100 {
        changed.put_pixel(x, height / 2, Rgba([200, 67, 47, 255]));
    }
    for y in 3000..3014 {
        for x in 400..470 {
            changed.put_pixel(x, y, Rgba([42, 30, 23, 255]));
        }
    }
    let out = Path::new(out);
    std::fs::create_dir_all(out).map_err(|e| e.to_string())?;
    for (name, image) in [
        ("expected.png", &expected),
        ("same.png", &same),
        ("changed.png", &changed),
    ] {
        image.save(out.join(name)).map_err(|e| e.to_string())?;
    }
    let time = |actual: &RgbaImage| {
        let mut times: Vec<f64> = (0..runs)
            .map(|_| {
                let started = Instant::now();
                let result = diff::compare(&expected, actual, diff::Tolerance::default());
                std::hint::black_box(&result);
                started.elapsed().as_secs_f64() * 1000.0
            })
            .collect();
        times.sort_by(f64::total_cmp);
        times[times.len() / 2]
    };
    let identical = time(&same);
    let different = time(&changed);
    // The diff image is drawn only for a failure report; timed on its own.
    let mut render_times: Vec<f64> = (0..runs)
        .map(|_| {
            let started = Instant::now();
            if let diff::Comparison::Different { marks, .. } =
                diff::compare(&expected, &changed, diff::Tolerance::default())
            {
                std::hint::black_box(diff::render_diff(&expected, &marks));
            }
            started.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    render_times.sort_by(f64::total_cmp);
    let with_image = render_times[render_times.len() / 2];
    let pixels = match diff::compare(&expected, &changed, diff::Tolerance::default()) {
        diff::Comparison::Different { diff_pixels, .. } => diff_pixels,
        _ => 0,
    };
    println!(
        "{{\"width\":{},\"height\":{},\"identical_ms\":{identical:.3},\"different_ms\":{different:.3},\"with_image_ms\":{with_image:.3},\"diff_pixels\":{pixels}}}",
        expected.width(),
        height
    );
    Ok(())
}
