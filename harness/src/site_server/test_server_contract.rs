//! What the harness's own test server (`test_server`) and the browser side of the harness
//! agree on: the paths, cookies and query parameters by which a test asks the server for a
//! fault or a fixture, and axe-core's source. Both sides read them here, so neither imports
//! the other.

use crate::base::workspace;
use anyhow::Result;
use std::sync::OnceLock;

/// The site's addresses, by who opens it.
#[derive(Debug, Clone)]
pub struct SiteUrls {
    /// The site as every visitor gets it.
    pub plain: String,
    /// The harness's own server's second origin for WebKit, whose pages load the page
    /// instrumentation before their own scripts (WebKit has no other way to run a script
    /// first); none against `SITE_URL`.
    pub instrumented: Option<String>,
}

/// Where the test server serves `fixtures/`, beside the real site. Only this process's
/// server has it, so nothing of it ships.
pub const FIXTURES_PREFIX: &str = "/__harness/fixtures";

/// Where the test server serves axe-core, so that a page of the in-process site loads it from
/// the browser's cache instead of receiving its half megabyte of source in every WebDriver
/// command.
pub const AXE_PATH: &str = "/__harness/axe.min.js";

/// axe-core's source, read once per process: served at [`AXE_PATH`], or sent whole to a page
/// of a site the harness does not serve.
pub fn axe_source() -> Result<&'static str> {
    static SOURCE: OnceLock<Result<String, String>> = OnceLock::new();
    SOURCE
        .get_or_init(|| {
            let path = workspace::root().join("node_modules/axe-core/axe.min.js");
            std::fs::read_to_string(&path).map_err(|e| {
                format!(
                    "cannot read {}: {e}; run `npm ci` at the repository root",
                    path.display()
                )
            })
        })
        .as_deref()
        .map_err(|message| anyhow::anyhow!("{message}"))
}

/// The scripts installed into every page before its own: the console capture, the timeline,
/// the record of click listeners and the scrollbars' hiding, by file name. Chromium installs them through CDP, Firefox as an add-on, and
/// the test server puts them first in every page of its WebKit origin, served from
/// [`INSTRUMENTATION_PATH`].
pub const INSTRUMENTATION: [(&str, &str); 4] = [
    (
        "console-capture.js",
        include_str!("../inject/console-capture.js"),
    ),
    ("timeline.js", include_str!("../inject/timeline.js")),
    (
        "click-handlers.js",
        include_str!("../inject/click-handlers.js"),
    ),
    (
        "hide-scrollbars.js",
        include_str!("../inject/hide-scrollbars.js"),
    ),
];

/// Where the test server serves the page instrumentation, as one script.
pub const INSTRUMENTATION_PATH: &str = "/__harness/instrumentation.js";

/// The cookie that makes the test server fail one script chunk for the browser that holds
/// it: its value is the chunk's name before the content hash (`hire-page` for
/// `/assets/hire-page-1a2b3c.js`). A cookie belongs to one session, so the failure stays in
/// that test, and any WebDriver browser can set it. The failed response clears it, so the
/// fault ends with the one request it fails.
pub const FAILING_CHUNK_COOKIE: &str = "harness-failing-chunk";

/// The cookie that makes the test server answer one script chunk late, by
/// `timings::LATE_CHUNK_MS`, for the browser that holds it: its value names the chunk as
/// [`FAILING_CHUNK_COOKIE`]'s does, and the late response clears it.
pub const LATE_CHUNK_COOKIE: &str = "harness-late-chunk";

/// The cookie that makes the test server hold back every web font (`.woff2`) of the browser
/// that holds it until its page has painted and says so at [`LATE_FONTS_RELEASE_PATH`]: the
/// fonts then swap in after the first paint, as on a slow connection. Its value names the
/// hold, one per test.
pub const LATE_FONTS_COOKIE: &str = "harness-late-fonts";

/// Where a page whose fonts are held says it has painted; the script that says it is
/// [`late_fonts_release_script`].
pub const LATE_FONTS_RELEASE_PATH: &str = "/__harness/late-fonts/release";

/// The script, for every document of a tab whose fonts are held, that lets the fonts through
/// once the page has painted for the first time.
pub fn late_fonts_release_script() -> String {
    include_str!("../inject/release-late-fonts.js").replace("RELEASE_PATH", LATE_FONTS_RELEASE_PATH)
}

/// The query parameter that asks for a [`LateLoad`] page.
pub const LATE_LOAD_PARAM: &str = "harness-late-load";

/// How a page asked of the test server with [`LATE_LOAD_PARAM`] is changed, so that its
/// window `load` event comes late. A test asks for it in the page's query, so it applies to
/// that one request of that one test and needs nothing from the browser (no DevTools), which
/// keeps it portable to any WebDriver browser.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LateLoad {
    /// One more image, which the server answers only when the page asks, a fixed gap
    /// (`timings::LATE_LOAD_GAP_MS`) after the app has hydrated: the page hydrates while its
    /// `load` event is still pending, as with a slow image or font.
    Held,
    /// As [`LateLoad::Held`], and broken on purpose for the test that proves the check can
    /// fail: a script sends the window a `load` event of its own once the app has hydrated,
    /// so anything that waits for `load` starts before the real one.
    HeldAndStartedEarly,
}

impl LateLoad {
    fn value(self) -> &'static str {
        match self {
            LateLoad::Held => "held",
            LateLoad::HeldAndStartedEarly => "held-and-started-early",
        }
    }

    /// The change a page's query asks for, if any.
    pub fn from_query(query: Option<&str>) -> Option<LateLoad> {
        let value = query?
            .split('&')
            .find_map(|pair| pair.strip_prefix(LATE_LOAD_PARAM)?.strip_prefix('='))?;
        [LateLoad::Held, LateLoad::HeldAndStartedEarly]
            .into_iter()
            .find(|mode| mode.value() == value)
    }

    /// `path` (a route's path without a query or hash) with this change asked for.
    pub fn path(self, path: &str) -> String {
        format!("{path}?{LATE_LOAD_PARAM}={}", self.value())
    }
}
