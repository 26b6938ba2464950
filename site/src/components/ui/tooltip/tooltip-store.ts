import { startTransition, useEffect, useState } from 'react';

/*
 * What every tooltip on the page shares. Each island is its own React root, so this lives
 * outside React: the Radix module once it has loaded, whether hydration is over, the groups
 * still waiting to swap, and which trigger has the focus.
 */

export type RadixTooltipModule = typeof import('./radix-tooltip');

let loaded: RadixTooltipModule | null = null;
/** Whether the first client render, which must match the prerendered HTML, is over. */
let hydrated = false;
const subscribers = new Set<() => void>();
/**
 * Groups on the page still rendering their triggers without Radix. Each island is its own
 * React root and commits the swap on its own, and a swapped trigger is a new element, so the
 * page is ready for tests only when every group has swapped (WebKit showed a footer link
 * replaced after the first group had marked the page ready).
 */
let groupsWaiting = 0;
/** The content of the tooltip whose trigger has focus, so the Radix trigger can take it over. */
let focusedContent: string | null = null;

/** Keeps the Radix module and re-renders every group with it, as a transition. */
export function radixLoaded(module: RadixTooltipModule): void {
  loaded = module;
  startTransition(() => {
    for (const notify of subscribers) notify();
  });
}

/** Notes that hydration is over: a group mounted from now on may take Radix at once. */
export function noteHydrated(): void {
  hydrated = true;
}

/**
 * The Radix module once it has loaded. While hydrating, every trigger renders as the
 * prerender wrote it; a group mounted later (after a client navigation) takes Radix at once.
 */
export function useTooltipModule(): RadixTooltipModule | null {
  const [module, setModule] = useState<RadixTooltipModule | null>(() => (hydrated ? loaded : null));
  useEffect(() => {
    const update = () => setModule(loaded);
    subscribers.add(update);
    // The chunk may have arrived between this group's render and this effect.
    if (loaded) startTransition(update);
    return () => {
      subscribers.delete(update);
    };
  }, []);
  return module;
}

/** Counts a group that still renders without Radix; the returned function uncounts it. */
export function noteGroupWaiting(): () => void {
  groupsWaiting += 1;
  return () => {
    groupsWaiting -= 1;
  };
}

/** `<html data-tooltips="ready">`, the moment tests wait for, once no group is left to swap. */
export function markReadyOnceEveryGroupSwapped(): void {
  if (loaded && groupsWaiting === 0) document.documentElement.dataset.tooltips = 'ready';
}

/** Notes that a trigger got or lost the focus. */
export function noteFocus(content: string, focused: boolean): void {
  if (focused) focusedContent = content;
  else if (focusedContent === content) focusedContent = null;
}

/** Whether the trigger of the tooltip with this content has the focus. */
export function hasFocus(content: string): boolean {
  return focusedContent === content;
}
