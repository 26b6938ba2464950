import { SCROLL_DELAY_MS } from './timings';
import { prefersReducedMotion } from './motion';

/**
 * Scrolls to the element with `id` after the spec's delay (§2: 100 ms), smoothly unless the
 * visitor prefers reduced motion. The section's `scroll-margin-top` keeps it clear of the
 * fixed navigation. Returns a cancel function for effect clean-up.
 */
export function scrollToIdAfterDelay(id: string): () => void {
  const timer = window.setTimeout(() => {
    document.getElementById(id)?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    markScrolled();
  }, SCROLL_DELAY_MS);
  return () => window.clearTimeout(timer);
}

/** Scrolls to the top of the page after the spec's delay (§2: 100 ms). */
export function scrollToTopAfterDelay(): () => void {
  const timer = window.setTimeout(() => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    markScrolled();
  }, SCROLL_DELAY_MS);
  return () => window.clearTimeout(timer);
}

/** The element id a URL hash points at (`#our-strategies` → `our-strategies`). */
export function idFromHash(hash: string): string | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return id === '' ? null : id;
}

/**
 * Counts the delayed scrolls issued, on `<html data-scrolls>`, so tests can wait for the
 * state "the page has taken its scroll" instead of sleeping past the delay.
 */
function markScrolled(): void {
  const root = document.documentElement;
  root.dataset.scrolls = String(Number(root.dataset.scrolls ?? '0') + 1);
}
