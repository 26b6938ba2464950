import { SCROLL_DELAY_MS } from './timings';
import { prefersReducedMotion } from './motion';

/**
 * Scrolls to the element with `id` after the spec's delay (§2: 100 ms), smoothly unless the
 * visitor prefers reduced motion. The section's `scroll-margin-top` keeps it clear of the
 * fixed navigation. Returns a cancel function for effect clean-up.
 */
export function scrollToIdAfterDelay(id: string): () => void {
  const timer = window.setTimeout(() => {
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }, SCROLL_DELAY_MS);
  return () => window.clearTimeout(timer);
}

/** Scrolls to the top of the page after the spec's delay (§2: 100 ms). */
export function scrollToTopAfterDelay(): () => void {
  const timer = window.setTimeout(() => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, SCROLL_DELAY_MS);
  return () => window.clearTimeout(timer);
}

/** The element id a URL hash points at (`#our-strategies` → `our-strategies`). */
export function idFromHash(hash: string): string | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return id === '' ? null : id;
}
