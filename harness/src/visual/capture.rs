//! Deterministic full-page captures: through CDP in Chromium, through geckodriver's
//! full-page screenshot in Firefox.
//!
//! Before each capture, as Playwright does: reduced motion (set by the caller), every
//! section laid out (the site skips those off screen), animations finished, the caret
//! hidden, third-party frames hidden (their content is not ours and is unreachable
//! offline), lazy images loaded at once, fonts and images decoded, and two animation
//! frames. Then the page is captured repeatedly until two consecutive captures
//! are identical, or one is identical to the baseline, itself recorded that way.

use crate::browser::{Browser, firefox_full_page_png};
use crate::engine::Engine;
use anyhow::{Context, Result, bail};
use base64::Engine as _;
use image::RgbaImage;
use serde_json::{Value, json};

/// Chrome cannot encode a PNG taller than 16,384 px, so pages are captured in tiles of at
/// most this height and stitched.
pub const MAX_TILE_HEIGHT: u32 = 16_000;

/// A page taller than this is a layout bug, not something to compare pixel by pixel.
pub const MAX_PAGE_HEIGHT: u32 = 60_000;

/// Why the Chromium capture cannot run elsewhere (it is only called in Chromium).
const CDP_CAPTURE: &str = "the Chromium capture uses CDP";

/// Attempts at two identical consecutive captures before giving up.
const STABLE_ATTEMPTS: usize = 6;

/// Freezes everything that could differ between two captures of the same page.
const PREPARE: &str = "
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`
    *, *::before, *::after { caret-color: transparent !important; }
    iframe { visibility: hidden !important; }
    /* The site lays out sections only near the viewport; a capture shows them all at once,
       as a visitor sees each when scrolled to, so its height is measured with real ones. */
    * { content-visibility: visible !important; }
  `);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  document.activeElement?.blur?.();
  document.getAnimations().forEach(a => { try { a.finish(); } catch { a.cancel(); } });
  // Lazy images below the fold would otherwise arrive while the page is being captured.
  document.querySelectorAll('img[loading=lazy]').forEach(img => { img.loading = 'eager'; });
  const images = Promise.all([...document.images].map(img => img.decode().catch(() => null)));
  return Promise.all([document.fonts.ready, images])
    .then(() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r))))
    .then(() => null);
";

/// Captures the whole page once it is stable, as RGBA pixels.
///
/// `settled` is the page as it was once recorded stable (its baseline, itself the second of
/// two identical captures). A capture identical to it shows the page settled in that same
/// state, so capturing stops there; this halves the captures of a page that matches its
/// baseline. Otherwise the page is captured until two consecutive captures are identical.
pub async fn full_page(browser: &Browser, settled: Option<&RgbaImage>) -> Result<RgbaImage> {
    browser
        .eval::<Value>(PREPARE, Vec::new())
        .await
        .context("cannot prepare the page for a capture")?;
    match browser.engine() {
        Engine::Chrome => chrome_full_page(browser, settled).await,
        Engine::Firefox => until_stable(|| capture_firefox(browser), settled).await,
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
    let metrics = |height: u32| {
        json!({
            "width": viewport.width(),
            "height": height,
            "deviceScaleFactor": 1,
            "mobile": viewport.is_mobile(),
        })
    };
    browser
        .eval::<Value>(
            "window.scrollTo({ top: 0, behavior: 'instant' }); return null;",
            Vec::new(),
        )
        .await?;
    let height = content_height(browser).await?;
    anyhow::ensure!(
        height <= MAX_PAGE_HEIGHT,
        "the page is {height} px tall, over the {MAX_PAGE_HEIGHT} px the harness captures"
    );
    browser
        .cdp(
            "Emulation.setDeviceMetricsOverride",
            metrics(height),
            CDP_CAPTURE,
        )
        .await?;
    let captured = until_stable(|| chrome_tiles(browser, height), settled).await;
    browser
        .cdp(
            "Emulation.setDeviceMetricsOverride",
            metrics(viewport.height()),
            CDP_CAPTURE,
        )
        .await?;
    captured
}

/// One capture of a page laid out `height` px tall. Chrome encodes at most
/// [`MAX_TILE_HEIGHT`] pixels per PNG, so taller pages are captured in tiles of one layout
/// and stitched. PNG is lossless whatever its compression, so the encoder is asked for
/// speed over size.
async fn chrome_tiles(browser: &Browser, height: u32) -> Result<RgbaImage> {
    let width = browser.viewport().width();
    browser
        .eval::<Value>(
            "return new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(null))));",
            Vec::new(),
        )
        .await?;
    let mut image = RgbaImage::new(width, height);
    let mut top = 0;
    while top < height {
        let tile_height = (height - top).min(MAX_TILE_HEIGHT);
        let shot = browser
            .cdp(
                "Page.captureScreenshot",
                json!({
                    "format": "png",
                    "fromSurface": true,
                    "optimizeForSpeed": true,
                    "clip": { "x": 0, "y": top, "width": width, "height": tile_height, "scale": 1 },
                }),
                CDP_CAPTURE,
            )
            .await?;
        let data = shot["data"].as_str().context("the capture has no data")?;
        let png = base64::engine::general_purpose::STANDARD
            .decode(data)
            .context("the capture is not valid base64")?;
        let tile = image::load_from_memory(&png)
            .context("the capture is not a PNG")?
            .to_rgba8();
        anyhow::ensure!(
            tile.dimensions() == (width, tile_height),
            "a capture tile is {:?}, expected {width}x{tile_height}",
            tile.dimensions(),
        );
        image::imageops::replace(&mut image, &tile, 0, i64::from(top));
        top += tile_height;
    }
    Ok(image)
}

/// Captures the page with Firefox's own full-page screenshot, which renders the whole
/// document at the current viewport, so no resizing is needed.
async fn capture_firefox(browser: &Browser) -> Result<RgbaImage> {
    browser
        .eval::<Value>(
            "window.scrollTo({ top: 0, behavior: 'instant' });
             return new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(null))));",
            Vec::new(),
        )
        .await?;
    let height: u32 = browser
        .eval("return document.documentElement.scrollHeight;", Vec::new())
        .await?;
    anyhow::ensure!(
        height <= MAX_PAGE_HEIGHT,
        "the page is {height} px tall, over the {MAX_PAGE_HEIGHT} px the harness captures"
    );
    let png = firefox_full_page_png(browser).await?;
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

async fn content_height(browser: &Browser) -> Result<u32> {
    let metrics = browser
        .cdp("Page.getLayoutMetrics", json!({}), CDP_CAPTURE)
        .await?;
    let height = metrics["cssContentSize"]["height"]
        .as_f64()
        .context("no content height")?;
    Ok(height.ceil() as u32)
}
