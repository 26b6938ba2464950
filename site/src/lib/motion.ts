import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** The query, made once: React reads the preference on every render of a counter. */
let query: MediaQueryList | null = null;

function reducedMotionQuery(): MediaQueryList {
  query ??= window.matchMedia(QUERY);
  return query;
}

/** Whether the visitor asked for less motion; false while prerendering. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && reducedMotionQuery().matches;
}

function subscribe(onChange: () => void): () => void {
  const query = reducedMotionQuery();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The reduced-motion preference as React state. The prerendered HTML assumes motion;
 * React re-renders after hydration if the visitor prefers less, without a mismatch.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
