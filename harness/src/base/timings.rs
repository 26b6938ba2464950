//! The harness's own waits and the tolerances of its timing checks, each with the
//! measurement behind it. The spec's delays themselves are in [`crate::base::spec_delays`],
//! generated from `specs/behaviour.json`.

use std::time::Duration;

/// How long a condition wait may take before the test fails. Generous because a cold
/// 2-core CI machine can stall for seconds while it compiles in parallel.
pub const CONDITION_TIMEOUT: Duration = Duration::from_secs(10);

/// [`CONDITION_TIMEOUT`] in milliseconds, for the waits that run inside the page.
pub fn condition_timeout_ms() -> u64 {
    u64::try_from(CONDITION_TIMEOUT.as_millis()).unwrap_or(u64::MAX)
}

/// How often a condition wait re-checks. Conditions are states, never timings, so the
/// interval only bounds how quickly a test notices success.
pub const CONDITION_INTERVAL: Duration = Duration::from_millis(50);

/// How often a wait inside the page ([`Browser::until_in_page`](crate::sessions::browser::Browser::until_in_page)) re-checks: far more
/// often than [`CONDITION_INTERVAL`], as a check there costs no WebDriver round trip.
pub const IN_PAGE_INTERVAL_MS: u64 = 5;

/// How often a wait inside the page checks whether an instant scroll has come to rest or a
/// tooltip has shown: about once a frame at 60 Hz, so that three checks without movement span
/// about three frames. On a timer, not by requesting animation frames, which makes a page
/// render one each time (WebKit composites each on the CPU here: 23 ms of a core at desktop
/// width); a smooth scroll's settling still counts frames (`scrolling.js`).
pub const STILL_CHECK_MS: u64 = 16;

/// How long one in-page wait runs before it answers the harness, which then asks again
/// until [`CONDITION_TIMEOUT`]: short enough that a page replaced meanwhile (a navigation)
/// is noticed, long enough that a wait is usually one round trip.
pub const IN_PAGE_SLICE_MS: u64 = 2_000;

/// The shortest page timer that a [`crate::pages::page_clock::PageClock`] holds. Well above the
/// harness's own in-page waits ([`IN_PAGE_INTERVAL_MS`]) and the spec's delays, which run
/// in real time, and below the site's long timeouts, which the clock runs out instead.
pub const HELD_TIMER_MIN_MS: u64 = 5_000;

/// How long the local Selenium server may take to report ready (about 1.5 s when warm).
pub const GRID_START_TIMEOUT: Duration = Duration::from_secs(60);

/// How long the harness's own site server keeps an idle connection open: longer than a
/// session may sit idle in the pool (240 s), so a browser, never the server, ends one. A
/// request that reaches hive-server within a millisecond of its idle deadline is reset (2 of
/// 120 sent 1,000-1,001 ms into a 1 s keep-alive were), and an app chunk lost so makes the
/// site fall back to a full page load, which a wait in the page meets as an unload (WebKit:
/// "no such frame").
pub const SITE_SERVER_KEEP_ALIVE: Duration = Duration::from_secs(600);

/// How much later than [`SCROLL_DELAY_MS`](crate::base::spec_delays::SCROLL_DELAY_MS) the page may ask to scroll. The delay is a
/// timer, which fires late when the main thread is busy rendering the new route; on this
/// 2-core machine with two browsers running it came 0-40 ms late. 120 ms leaves room and
/// still fails a doubled delay.
pub const SCROLL_DELAY_TOLERANCE_MS: f64 = 120.0;

/// How much before its delay a browser may run a page's timer. Firefox's timer thread fires
/// timers up to 250 µs early by design (`mAllowedEarlyFiringMicroseconds` in its
/// `TimerThread::Run`), and a fresh-clone run saw the spec's 100 ms scroll asked for a few
/// hundredths of a millisecond short of 100 ms after the address changed, on a timer started
/// after the change. Lower bounds of delay checks allow this much and no more
/// ([`earliest_firing_ms`]).
pub const TIMER_EARLY_FIRING_MS: f64 = 0.25;

/// The earliest that a page's timer of `delay_ms` may fire, as a browser counts: the lower
/// bound of a check that a spec delay was waited.
pub fn earliest_firing_ms(delay_ms: u64) -> f64 {
    delay_ms as f64 - TIMER_EARLY_FIRING_MS
}

/// How far below the fixed navigation a scrolled-to section may land: its
/// `scroll-margin-top` adds 16 px, and a few pixels of rounding are allowed.
pub const SECTION_LANDING_SLACK_PX: f64 = 24.0;

/// How much later than [`TOOLTIP_OPEN_DELAY_MS`](crate::base::spec_delays::TOOLTIP_OPEN_DELAY_MS) a tooltip may open. Radix's timer fires
/// on time; the MutationObserver records the change in the same task.
pub const TOOLTIP_DELAY_TOLERANCE_MS: f64 = 150.0;

/// Within the skip window, a tooltip opens at once: no later than this after the pointer
/// arrives.
pub const TOOLTIP_INSTANT_MAX_MS: f64 = 100.0;

/// How far the counter's whole run (first tick to last) may stray from 49 ticks of
/// [`COUNTER_TICK_MS`](crate::base::spec_delays::COUNTER_TICK_MS). Interval timers drift late under load, never early by much.
pub const COUNTER_RUN_TOLERANCE_MS: f64 = 400.0;

/// How much a counting figure's width may change between two ticks of the same length. Its
/// figures sit in slots one zero wide, so only sub-pixel rounding may differ; with the
/// display face's own proportional figures, `$1,200+` and `$2,400+` differed by 8.1 px.
pub const COUNTER_WIDTH_TOLERANCE_PX: f64 = 0.5;

/// How long after the app has hydrated a late-load page (`test_server_contract::LateLoad`) gets its window
/// `load` event. The harness's own server holds the page's one extra image until the page
/// asks for it, this long after the app marks itself hydrated, so `load` comes a known time
/// after hydration on a fast machine and a slow one alike. Ten counter ticks: a counter that
/// wrongly starts at hydration has moved by then, and one that waits for `load` has not.
/// Timed from hydration rather than navigation, so no hold has to outlast a slow hydration.
pub const LATE_LOAD_GAP_MS: u64 = 300;

/// How long the harness's own server holds back a late chunk
/// (`test_server_contract::LATE_CHUNK_COOKIE`): several times the spec's 100 ms scroll delay,
/// so the page it renders appears well after the scroll its navigation asked for.
pub const LATE_CHUNK_MS: u64 = 500;

/// The longest the harness's own server holds back the web fonts of a session that asked
/// (`test_server_contract::LATE_FONTS_COOKIE`) while waiting for its page to report its first paint. Past
/// it the fonts are answered anyway, so a page that never paints still loads, and its test
/// fails on what it checks instead of on a timeout.
pub const LATE_FONTS_HOLD_MAX: Duration = Duration::from_secs(10);

/// The longest the held image of a late-load page waits to be asked for. Past it the image
/// is answered anyway, so a page that never hydrates still loads, and its test fails on the
/// hydration it checks instead of on a timeout.
pub const LATE_LOAD_HOLD_MAX: Duration = Duration::from_secs(10);

/// The time from `from` to `to`, two `performance.now()` readings, in milliseconds to the
/// microsecond. Browsers coarsen their clocks, and the difference of two coarse readings in
/// floating point can fall a hair below the true span (1334.1 - 1234.1 is
/// 99.99999999999991), which would read as a timer firing early.
pub fn elapsed_ms(from: f64, to: f64) -> f64 {
    ((to - from) * 1_000.0).round() / 1_000.0
}
