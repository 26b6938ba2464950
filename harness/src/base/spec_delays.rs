//! The spec's delays, step count and stagger, as the site has them.
//!
//! Generated from specs/behaviour.json by the tidy test `the_delay_modules_are_generated_from_specs`; edit the JSON, not this file.

/// Spec §2, §9: Wait before scrolling to a hash target, and before scrolling to the top.
pub const SCROLL_DELAY_MS: u64 = 100;

/// Spec §4, §9: Hover time before a tooltip opens.
pub const TOOLTIP_OPEN_DELAY_MS: u64 = 700;

/// Spec §4, §9: After a tooltip closes, another opens at once within this window.
pub const TOOLTIP_SKIP_DELAY_MS: u64 = 300;

/// Spec §4, §9: A counter advances once per tick.
pub const COUNTER_TICK_MS: u64 = 30;

/// Spec §4, §9: A counter reaches its end in this many steps of ceil(end / steps).
pub const COUNTER_STEPS: u64 = 50;

/// Spec §4: Cards animate in one after another, this far apart (0.1 s).
pub const CARD_STAGGER_MS: u64 = 100;

/// Spec §8 and decisions.md: A video frame that has not loaded after this long is logged as not loaded.
pub const VIDEO_LOAD_TIMEOUT_MS: u64 = 15000;
