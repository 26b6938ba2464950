import { CARD_STAGGER_MS } from './spec-delays';
import { prefersReducedMotion } from './motion';

/** The attribute that marks a grid whose cards rise into view one after another. */
export const STAGGER_ATTRIBUTE = 'data-stagger';

/**
 * Spec §4: cards animate in with a stagger of 0.1 s per item. Every grid marked
 * `data-stagger` under `root` that is not yet set up is set up once: only cards that are still
 * off screen once the page is interactive are hidden and revealed, so prerendered content is
 * never hidden from crawlers, no-JS visitors or the first paint. With reduced motion nothing
 * moves. It works on the markup alone, so a grid in the prerendered page that no script
 * hydrates staggers exactly as one the app rendered. A grid's observers end with its cards'
 * reveal, or with the grid when its page goes.
 */
export function revealCardGrids(root: ParentNode): void {
  const grids = Array.from(root.querySelectorAll<HTMLElement>(`[${STAGGER_ATTRIBUTE}=""]`));
  for (const grid of grids) grid.setAttribute(STAGGER_ATTRIBUTE, 'set');
  if (prefersReducedMotion() || !('IntersectionObserver' in window)) return;
  grids.forEach(revealCards);
}

function revealCards(container: HTMLElement): void {
  const items = Array.from(container.querySelectorAll<HTMLElement>(':scope > [data-card]'));
  if (items.length === 0) return;
  const reveal = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      const pending = items.filter((item) => item.dataset.reveal === 'pending');
      pending.forEach((item, index) => {
        item.style.animationDelay = `${index * CARD_STAGGER_MS}ms`;
        item.dataset.reveal = 'in';
      });
      reveal.disconnect();
    },
    { rootMargin: '0px 0px -10% 0px' },
  );
  // Where each card lies is read from an observer's first report, which the browser makes
  // with the layout it does for the next frame anyway. Reading positions here would force
  // a layout of the whole new page inside React's effects (36 ms on /hire), which delayed
  // the first scroll and blocked input.
  // A card off screen may lie in a section the browser has not laid out yet (see
  // `content-visibility` in base.css), so "off screen" is all that is asked, not where.
  const measure = new IntersectionObserver((entries) => {
    measure.disconnect();
    let hidden = 0;
    for (const entry of entries) {
      if (!entry.isIntersecting) {
        (entry.target as HTMLElement).dataset.reveal = 'pending';
        hidden += 1;
      }
    }
    if (hidden > 0) reveal.observe(container);
  });
  for (const item of items) measure.observe(item);
}
