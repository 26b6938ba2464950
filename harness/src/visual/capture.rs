//! Deterministic full-page captures: through CDP in Chromium, through geckodriver's
//! full-page screenshot in Firefox, through a window as tall as the page in WebKit.
//!
//! Before each capture, as Playwright does: reduced motion (set by the caller), every
//! section laid out (the site skips those off screen), animations finished, the caret
//! hidden, third-party frames hidden (their content is not ours and is unreachable
//! offline), lazy images loaded at once, fonts and images decoded, and two animation
//! frames. Then the page is captured repeatedly until two consecutive captures
//! are identical, or one is identical to the baseline, itself recorded that way.

use crate::base::engine::Engine;
use crate::sessions::browser::{Browser, chromium, firefox, webkit};
use anyhow::{Context, Result, bail};
use image::RgbaImage;
use serde_json::json;

/// Chrome cannot encode a PNG taller than 16,384 px, so pages are captured in tiles of at
/// most this height and stitched.
pub const MAX_TILE_HEIGHT: u32 = 16_000;

/// A page taller than this is a layout bug, not something to compare pixel by pixel.
pub const MAX_PAGE_HEIGHT: u32 = 60_000;

/// Attempts at two identical consecutive captures before giving up.
const STABLE_ATTEMPTS: usize = 6;

/// What the capture runs in the page (see [`Browser::call`]).
const SCRIPTS: &str = include_str!("../inject/capture.js");

/// Captures the whole page once it is stable, as RGBA pixels.
///
/// `settled` is the page as it was once recorded stable (its baseline, itself the second of
/// two identical captures). A capture identical to it shows the page settled in that same
/// state, so capturing stops there; this halves the captures of a page that matches its
/// baseline. Otherwise the page is captured until two consecutive captures are identical.
pub async fn full_page(browser: &Browser, settled: Option<&RgbaImage>) -> Result<RgbaImage> {
    browser
        .call::<()>(SCRIPTS, "prepare", Vec::new())
        .await
        .context("cannot prepare the page for a capture")?;
    match browser.engine() {
        Engine::Chrome => chrome_full_page(browser, settled).await,
        Engine::Firefox => until_stable(|| capture_firefox(browser), settled).await,
        Engine::WebKit => webkit_full_page(browser, settled).await,
    }
}

/// Captures until two consecutive captures are identical, or one is identical to `settled`,
/// and returns the last.
async fn until_stable<F, Fut>(mut capture: F, settled: Option<&RgbaImage>) -> Result<RgbaImage>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Result<RgbaImage>>,
{
    let same =
        |a: &RgbaImage, b: &RgbaImage| a.dimensions() == b.dimensions() && a.as_raw() == b.as_raw();
    let mut previous: Option<RgbaImage> = None;
    for _ in 0..STABLE_ATTEMPTS {
        let capture = capture().await?;
        if settled.is_some_and(|s| same(s, &capture))
            || previous.as_ref().is_some_and(|p| same(p, &capture))
        {
            return Ok(capture);
        }
        previous = Some(capture);
    }
    bail!("the page never settled: {STABLE_ATTEMPTS} consecutive captures all differed")
}

/// Captures the page by growing the emulated viewport to the page's full height, as
/// Playwright does, rather than with `captureBeyondViewport`: under device emulation that
/// option re-lays the page out at inconsistent sizes (seen here as whole pages captured
/// with different type sizes). The viewport grows once for all the captures that
/// [`until_stable`] takes, so the page is laid out at full height once, and is restored
/// afterwards.
async fn chrome_full_page(browser: &Browser, settled: Option<&RgbaImage>) -> Result<RgbaImage> {
    let viewport = browser.viewport();
    browser.call::<()>(SCRIPTS, "toTop", Vec::new()).await?;
    let (_, height) = chromium::content_size(browser).await?;
    let height = height.ceil() as u32;
    anyhow::ensure!(
        height <= MAX_PAGE_HEIGHT,
        "the page is {height} px tall, over the {MAX_PAGE_HEIGHT} px the harness captures"
    );
    chromium::lay_out(browser, viewport, height).await?;
    let captured = until_stable(|| chrome_tiles(browser, height), settled).await;
    chromium::lay_out(browser, viewport, viewport.height()).await?;
    captured
}

/// One capture of a page laid out `height` px tall. Chrome encodes at most
/// [`MAX_TILE_HEIGHT`] pixels per PNG, so taller pages are captured in tiles of one layout
/// and stitched. PNG is lossless whatever its compression, so the encoder is asked for
/// speed over size.
async fn chrome_tiles(browser: &Browser, height: u32) -> Result<RgbaImage> {
    let width = browser.viewport().width();
    browser.call::<()>(SCRIPTS, "twoFrames", Vec::new()).await?;
    stitched(width, height, MAX_TILE_HEIGHT, |top, rows| async move {
        let png = chromium::screenshot(
            browser,
            json!({
                "format": "png",
                "fromSurface": true,
                "optimizeForSpeed": true,
                "clip": { "x": 0, "y": top, "width": width, "height": rows, "scale": 1 },
            }),
        )
        .await?;
        let tile = image::load_from_memory(&png)
            .context("the capture is not a PNG")?
            .to_rgba8();
        anyhow::ensure!(
            tile.dimensions() == (width, rows),
            "a capture tile is {:?}, expected {width}x{rows}",
            tile.dimensions(),
        );
        Ok(tile)
    })
    .await
}

/// A `width` x `height` image from tiles at most `tile_height` tall, each taken by `tile`
/// from its top and its number of rows, top to bottom.
async fn stitched<F, Fut>(
    width: u32,
    height: u32,
    tile_height: u32,
    mut tile: F,
) -> Result<RgbaImage>
where
    F: FnMut(u32, u32) -> Fut,
    Fut: std::future::Future<Output = Result<RgbaImage>>,
{
    let mut image = RgbaImage::new(width, height);
    let mut top = 0;
    while top < height {
        let rows = (height - top).min(tile_height);
        image::imageops::replace(&mut image, &tile(top, rows).await?, 0, i64::from(top));
        top += rows;
    }
    Ok(image)
}

/// Captures the page with Firefox's own full-page screenshot, which renders the whole
/// document at the current viewport, so no resizing is needed.
async fn capture_firefox(browser: &Browser) -> Result<RgbaImage> {
    browser
        .call::<()>(SCRIPTS, "toTopAfterTwoFrames", Vec::new())
        .await?;
    let height: u32 = browser.call(SCRIPTS, "height", Vec::new()).await?;
    anyhow::ensure!(
        height <= MAX_PAGE_HEIGHT,
        "the page is {height} px tall, over the {MAX_PAGE_HEIGHT} px the harness captures"
    );
    let png = firefox::full_page_png(browser).await?;
    let image = image::load_from_memory(&png)
        .context("the capture is not a PNG")?
        .to_rgba8();
    anyhow::ensure!(
        image.width() == browser.viewport().width(),
        "the capture is {:?}, expected the viewport's width {}",
        image.dimensions(),
        browser.viewport().width()
    );
    Ok(image)
}

/// Captures the page with MiniBrowser's window grown to the page's full height, as
/// [`chrome_full_page`] grows Chromium's emulated viewport: once for all the captures that
/// [`until_stable`] takes, and restored afterwards. WebKit paints nothing in a window taller
/// than [`webkit::MAX_WINDOW_HEIGHT`], so a taller page is captured in tiles of one window
/// that tall, the body shifted up by each tile's top (a shift, not a scroll, so that the
/// fixed navigation stays at the top of the page and sticky parts where they are laid out,
/// as in one tall window).
async fn webkit_full_page(browser: &Browser, settled: Option<&RgbaImage>) -> Result<RgbaImage> {
    let viewport = browser.viewport();
    browser.call::<()>(SCRIPTS, "toTop", Vec::new()).await?;
    let height: u32 = browser.call(SCRIPTS, "height", Vec::new()).await?;
    anyhow::ensure!(
        height <= MAX_PAGE_HEIGHT,
        "the page is {height} px tall, over the {MAX_PAGE_HEIGHT} px the harness captures"
    );
    let window = height.min(webkit::MAX_WINDOW_HEIGHT);
    webkit::lay_out(browser, viewport.width(), window).await?;
    let captured = until_stable(|| webkit_tiles(browser, height, window), settled).await;
    if window < height {
        browser
            .call::<()>(SCRIPTS, "shiftBody", vec![0.into()])
            .await?;
    }
    webkit::lay_out(browser, viewport.width(), viewport.height()).await?;
    // A rendering update at the restored size before anything clicks: once, right after a
    // tiled capture, WebKit found the mobile menu's toggle not interactable.
    browser.call::<()>(SCRIPTS, "twoFrames", Vec::new()).await?;
    captured
}

/// One capture of a page `height` px tall through a MiniBrowser window `window` px tall.
async fn webkit_tiles(browser: &Browser, height: u32, window: u32) -> Result<RgbaImage> {
    let width = browser.viewport().width();
    stitched(width, height, window, |top, rows| async move {
        if window < height {
            browser
                .call::<()>(SCRIPTS, "shiftBody", vec![top.into()])
                .await?;
        }
        browser.call::<()>(SCRIPTS, "twoFrames", Vec::new()).await?;
        let png = browser.driver().screenshot_as_png().await?;
        let shot = image::load_from_memory(&png)
            .context("the capture is not a PNG")?
            .to_rgba8();
        anyhow::ensure!(
            shot.dimensions() == (width, window),
            "a capture tile is {:?}, expected the {width}x{window} window",
            shot.dimensions(),
        );
        Ok(image::imageops::crop_imm(&shot, 0, 0, width, rows).to_image())
    })
    .await
}
