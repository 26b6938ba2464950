import { SCROLL_DELAY_MS } from './spec-delays';
import { prefersReducedMotion } from './motion';
import { layOutAllSections } from './section-layout';

/**
 * Scrolls to the element with `id`, smoothly unless the visitor prefers reduced motion. The
 * section's `scroll-margin-top` keeps it clear of the fixed navigation. Sections skipped
 * while off screen are laid out first, so the scroll lands on real heights.
 */
export function scrollToId(id: string): void {
  const target = document.getElementById(id);
  if (target) {
    layOutAllSections();
    target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  }
  markScrolled();
}

/** Scrolls to the top of the page, smoothly unless the visitor prefers reduced motion. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
  markScrolled();
}

/**
 * Takes the spec's delayed scroll (§2: 100 ms) for the page the visitor opened: to the
 * element `id` if there is one, else to the top. Returns a cancel function for effect
 * clean-up. Later navigations time theirs from the change of address (navigation-scroll.ts).
 */
export function scrollAfterDelay(id: string | null): () => void {
  const timer = window.setTimeout(() => (id ? scrollToId(id) : scrollToTop()), SCROLL_DELAY_MS);
  return () => window.clearTimeout(timer);
}

function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
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
