//! Faults a test asks of its session: a script chunk that fails to load or comes late, and
//! web fonts that come after the first paint.

use super::{Browser, Unsupported, chromium, firefox};
use crate::base::engine::Engine;
use crate::site_server::test_server_contract::{FAILING_CHUNK_COOKIE, LATE_CHUNK_COOKIE};
use anyhow::{Context, Result};
use thirtyfour::Cookie;

impl Browser {
    /// Makes the next request for the script chunk named `chunk` (`hire-page` for
    /// `/assets/hire-page-<hash>.js`) fail in this session only. Chromium blocks it through
    /// CDP, on any site. Firefox and WebKit ask the harness's own server with a cookie (see
    /// `test_server_contract::FAILING_CHUNK_COOKIE`), Firefox after emptying its cache so the
    /// chunk is fetched again (the server has WebKit revalidate every asset); that needs the
    /// in-process site ([`Browser::site_is_local`]).
    pub async fn fail_chunk(&self, chunk: &str) -> Result<()> {
        match self.engine {
            Engine::Chrome => chromium::block_chunk(self, chunk).await,
            Engine::Firefox | Engine::WebKit if self.site_is_local => {
                self.ask_server_about_chunk(FAILING_CHUNK_COOKIE, chunk)
                    .await
            }
            Engine::Firefox | Engine::WebKit => Err(Unsupported(
                "only Chromium fails a chunk without the harness's own server, and SITE_URL is set",
            )
            .into()),
        }
    }

    /// Makes the next request for the script chunk named `chunk` (as in
    /// [`Browser::fail_chunk`]) answered `timings::LATE_CHUNK_MS` late in this session only,
    /// through the harness's own server (see `test_server_contract::LATE_CHUNK_COOKIE`).
    pub async fn make_chunk_late(&self, chunk: &str) -> Result<()> {
        if !self.site_is_local {
            return Err(Unsupported(
                "a late chunk needs the harness's own server, and SITE_URL is set",
            )
            .into());
        }
        self.ask_server_about_chunk(LATE_CHUNK_COOKIE, chunk).await
    }

    /// Sets the harness server's fault `cookie` for `chunk`, after making sure the browser
    /// fetches the chunk rather than take it from its cache (Chromium's is turned off for the
    /// tab, Firefox's emptied; the server has WebKit revalidate every asset).
    async fn ask_server_about_chunk(&self, cookie: &'static str, chunk: &str) -> Result<()> {
        match self.engine {
            Engine::Chrome => chromium::disable_cache(self).await?,
            Engine::Firefox => firefox::clear_cache(self).await?,
            Engine::WebKit => {}
        }
        self.driver()
            .add_cookie(Cookie::new(cookie, chunk.to_owned()))
            .await
            .with_context(|| format!("cannot set the {cookie} cookie"))
    }

    /// Holds back the web fonts of every later page in this tab until the page has painted
    /// for the first time, through the harness's own server (see `test_server_contract::LATE_FONTS_COOKIE`),
    /// so they swap in after the first paint, as on a slow connection. The tab's cache is
    /// turned off, since fonts kept from an earlier page would arrive at once; the session's
    /// next reset opens a tab without either. Chromium only, as the layout shifts a late font
    /// could cause are measured only there (`reason`), and only with the in-process site.
    pub async fn make_fonts_late(&self, reason: &'static str) -> Result<()> {
        self.require(Engine::Chrome, reason)?;
        static NEXT_HOLD: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
        let hold = NEXT_HOLD.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        chromium::hold_fonts(self, format!("{}-{hold}", std::process::id())).await
    }
}
