/*
 * A page's sections after the first are skipped by the browser while off screen
 * (`content-visibility: auto` in base.css), so a long page's first layout covers one screen
 * instead of all of it. Skipped sections count with an estimated height, so a jump far down
 * the page (the End key, a scroll-bar drag, a test's scrollIntoView) would land on sections
 * that then grow or shrink as they render and move what the visitor jumped to. So for a
 * visitor with a mouse or keyboard (lib/first-input.ts), the skipped sections are laid out
 * one per idle moment: each is a shorter task than laying them all out at once. On a phone,
 * sections render as a swipe brings them near.
 */

/** Longest wait for an idle moment before the next section is laid out anyway. */
const SECTION_LAYOUT_IDLE_TIMEOUT_MS = 200;

/** The sections of the page on screen that the browser may still be skipping. */
function skippableSections(): HTMLElement[] {
  const main = document.getElementById('main');
  if (!main) return [];
  return Array.from(main.querySelectorAll<HTMLElement>(':scope > section + section:not([data-laid-out])'));
}

/**
 * Lays out the page's skipped sections, one per idle moment, then marks
 * `<html data-sections="laid-out">` so tests can wait for a settled page. Returns a cancel
 * function, for when the visitor moves to another page first.
 */
export function layOutSkippedSections(): () => void {
  const root = document.documentElement;
  delete root.dataset.sections;
  const pending = skippableSections();
  let handle = 0;
  const idle = (step: () => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(step, { timeout: SECTION_LAYOUT_IDLE_TIMEOUT_MS })
      : window.setTimeout(step, 0);
  const cancelIdle = (id: number) =>
    typeof window.cancelIdleCallback === 'function' ? window.cancelIdleCallback(id) : window.clearTimeout(id);
  const step = () => {
    const section = pending.shift();
    if (!section) {
      root.dataset.sections = 'laid-out';
      return;
    }
    section.dataset.laidOut = 'true';
    handle = idle(step);
  };
  handle = idle(step);
  return () => cancelIdle(handle);
}

/**
 * Lays out every section at once. A smooth scroll is aimed once, at its start: with
 * estimated heights above its target it would land off the section as they render on the
 * way. This costs one full layout, at a visitor's request.
 */
export function layOutAllSections(): void {
  for (const section of skippableSections()) section.dataset.laidOut = 'true';
}
