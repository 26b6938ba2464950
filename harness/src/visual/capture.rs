//! Deterministic full-page captures through CDP.
//!
//! Before each capture, as Playwright does: reduced motion (set by the caller), animations
//! finished, the caret hidden, third-party frames hidden (their content is not ours and is
//! unreachable offline), fonts loaded, and two animation frames. Then the page is captured
//! repeatedly until two consecutive captures are identical.

use crate::browser::Browser;
use anyhow::{Context, Result, bail};
use serde_json::{Value, json};

/// Chrome cannot encode a PNG taller than this; captures are cut here, and the cut is
/// reported so it is never silent.
pub const MAX_CAPTURE_HEIGHT: u32 = 16_000;

/// Attempts at two identical consecutive captures before giving up.
const STABLE_ATTEMPTS: usize = 6;

/// Freezes everything that could differ between two captures of the same page.
const PREPARE: &str = "
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`
    *, *::before, *::after { caret-color: transparent !important; }
    iframe { visibility: hidden !important; }
  `);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  document.activeElement?.blur?.();
  document.getAnimations().forEach(a => { try { a.finish(); } catch { a.cancel(); } });
  return document.fonts.ready
    .then(() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r))))
    .then(() => null);
";

/// A PNG of the whole page, and whether it had to be cut at [`MAX_CAPTURE_HEIGHT`].
pub struct Capture {
    /// The encoded PNG.
    pub png: Vec<u8>,
    /// The page's full height in CSS pixels.
    pub page_height: u32,
}

/// Captures the whole page once it is stable.
pub async fn full_page(browser: &Browser) -> Result<Capture> {
    browser
        .eval::<Value>(PREPARE, Vec::new())
        .await
        .context("cannot prepare the page for a capture")?;
    let mut previous: Option<Vec<u8>> = None;
    for _ in 0..STABLE_ATTEMPTS {
        let capture = capture_once(browser).await?;
        if previous.as_deref() == Some(capture.png.as_slice()) {
            return Ok(capture);
        }
        previous = Some(capture.png);
    }
    bail!("the page never settled: {STABLE_ATTEMPTS} consecutive captures all differed")
}

/// Captures the page by growing the emulated viewport to the page's full height, as
/// Playwright does, rather than with `captureBeyondViewport`: under device emulation that
/// option re-lays the page out at inconsistent sizes (seen here as whole pages captured
/// with different type sizes). The viewport is restored afterwards.
async fn capture_once(browser: &Browser) -> Result<Capture> {
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
    let page_height = content_height(browser).await?;
    let height = page_height.min(MAX_CAPTURE_HEIGHT);
    browser
        .cdp("Emulation.setDeviceMetricsOverride", metrics(height))
        .await?;
    let shot = async {
        browser
            .eval::<Value>(
                "return new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(null))));",
                Vec::new(),
            )
            .await?;
        browser
            .cdp(
                "Page.captureScreenshot",
                json!({
                    "format": "png",
                    "fromSurface": true,
                    "clip": { "x": 0, "y": 0, "width": viewport.width(), "height": height, "scale": 1 },
                }),
            )
            .await
    }
    .await;
    browser
        .cdp(
            "Emulation.setDeviceMetricsOverride",
            metrics(viewport.height()),
        )
        .await?;
    let shot = shot?;
    let data = shot["data"].as_str().context("the capture has no data")?;
    let png = base64_decode(data).context("the capture is not valid base64")?;
    Ok(Capture { png, page_height })
}

async fn content_height(browser: &Browser) -> Result<u32> {
    let metrics = browser.cdp("Page.getLayoutMetrics", json!({})).await?;
    let height = metrics["cssContentSize"]["height"]
        .as_f64()
        .context("no content height")?;
    Ok(height.ceil() as u32)
}

/// Decodes standard base64, which is all CDP sends; no crate is needed for that.
fn base64_decode(text: &str) -> Result<Vec<u8>> {
    let value = |byte: u8| -> Result<u32> {
        Ok(match byte {
            b'A'..=b'Z' => byte - b'A',
            b'a'..=b'z' => byte - b'a' + 26,
            b'0'..=b'9' => byte - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            other => bail!("unexpected byte {other:#x}"),
        } as u32)
    };
    let bytes: Vec<u8> = text.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
    let mut out = Vec::with_capacity(bytes.len() / 4 * 3);
    for chunk in bytes.chunks(4) {
        let data: Vec<u8> = chunk.iter().copied().filter(|&b| b != b'=').collect();
        let mut acc = 0u32;
        for &byte in &data {
            acc = (acc << 6) | value(byte)?;
        }
        acc <<= 6 * (4 - data.len() as u32);
        let produced = (data.len() * 6) / 8;
        for i in 0..produced {
            out.push((acc >> (16 - 8 * i)) as u8);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::base64_decode;

    #[test]
    fn base64_round_trips_known_values() {
        assert_eq!(base64_decode("aGl2ZQ==").expect("valid"), b"hive");
        assert_eq!(base64_decode("aGl2ZXM=").expect("valid"), b"hives");
        assert_eq!(base64_decode("aGl2ZXMh").expect("valid"), b"hives!");
        assert!(base64_decode("a*==").is_err());
    }
}
