/**
 * Every delay, step and stagger the spec names, in one place. The harness has the twin of
 * this module (harness/src/timings.rs) and measures the site against the same numbers.
 */

/** Spec §2 and §9: wait before scrolling to a hash target, and before scrolling to the top. */
export const SCROLL_DELAY_MS = 100;

/** Spec §4 and §9: hover time before a tooltip opens. */
export const TOOLTIP_OPEN_DELAY_MS = 700;

/** Spec §4 and §9: after a tooltip closes, another opens at once within this window. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Spec §4 and §9: a counter advances once per tick. */
export const COUNTER_TICK_MS = 30;

/** Spec §4 and §9: a counter reaches its end in this many steps of ceil(end / steps). */
export const COUNTER_STEPS = 50;

/** Spec §4: cards animate in one after another, this far apart. */
export const CARD_STAGGER_MS = 100;
