import { useEffect, useRef } from 'react';
import { CARD_STAGGER_MS } from './timings';
import { prefersReducedMotion } from './motion';

/**
 * Spec §4: cards animate in with a stagger of 0.1 s per item. Only cards that are still
 * below the fold once the page is interactive are hidden and revealed, so prerendered
 * content is never hidden from crawlers, no-JS visitors or the first paint. With reduced
 * motion nothing moves.
 */
export function useStaggerReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container || prefersReducedMotion() || !('IntersectionObserver' in window)) return;
    const items = Array.from(container.querySelectorAll<HTMLElement>(':scope > [data-card]'));
    const below = items.filter((item) => item.getBoundingClientRect().top > window.innerHeight);
    if (below.length === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        below.forEach((item, index) => {
          item.style.animationDelay = `${index * CARD_STAGGER_MS}ms`;
          item.dataset.reveal = 'in';
        });
        observer.disconnect();
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    // Every grid measures in its effect, and all of them hide their cards in the next frame:
    // hiding at once would make the next grid's measurement lay the whole page out again.
    const frame = requestAnimationFrame(() => {
      for (const item of below) item.dataset.reveal = 'pending';
      observer.observe(container);
    });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);
  return ref;
}
