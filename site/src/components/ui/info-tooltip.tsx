import {
  cloneElement,
  startTransition,
  useEffect,
  useState,
  type FocusEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { afterFirstDesktopInput } from '../../lib/first-input';
import './info-tooltip.css';

/*
 * Tooltips are extra context, never information a visitor needs, so Radix Tooltip (about
 * 17 KB gzipped with floating-ui) is not part of any page's first load. Until it arrives,
 * each trigger renders as itself, with the `data-state="closed"` Radix gives a closed
 * trigger, so the prerendered HTML and the first client render are the same as with Radix.
 * The chunk loads after hydration, at the visitor's first mouse, pen or keyboard input
 * (lib/first-input.ts), or at once when a trigger is pointed at or focused. Then each group
 * swaps in Radix's Provider, and `<html data-tooltips="ready">` marks the moment for tests.
 * The swap is a transition, so React renders it in slices of a few milliseconds. Its commit
 * is still one task (16 ms unthrottled, 64 ms on a 4x slower phone), which is why a touch
 * visitor never runs it.
 */

type RadixTooltipModule = typeof import('./radix-tooltip');

let loaded: RadixTooltipModule | null = null;
let loading: Promise<void> | null = null;
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

function markReadyOnceEveryGroupSwapped(): void {
  if (loaded && groupsWaiting === 0) document.documentElement.dataset.tooltips = 'ready';
}

/** The content of the tooltip whose trigger has focus, so the Radix trigger can take it over. */
let focusedContent: string | null = null;

/** Fetches the Radix chunk once; every group re-renders with it when it arrives. */
export function loadTooltips(): Promise<void> {
  loading ??= import('./radix-tooltip').then((module) => {
    loaded = module;
    startTransition(() => {
      for (const notify of subscribers) notify();
    });
  });
  return loading;
}

/**
 * Loads the tooltips once hydration is over (which it now is) and the visitor first uses a
 * mouse, pen or keyboard: tooltips never open on touch, so a phone never pays for them.
 */
export function scheduleTooltips(): void {
  hydrated = true;
  afterFirstDesktopInput(() => void loadTooltips());
}

/** Notes that a trigger got or lost the focus. */
function noteFocus(content: string, focused: boolean): void {
  if (focused) focusedContent = content;
  else if (focusedContent === content) focusedContent = null;
}

/**
 * The Radix module once it has loaded. While hydrating, every trigger renders as the
 * prerender wrote it; a group mounted later (after a client navigation) takes Radix at once.
 */
function useTooltipModule(): RadixTooltipModule | null {
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

/**
 * Tooltips that share the spec's 300 ms skip window: one closing lets the next in the group
 * open at once (spec §4). The social buttons are one group, each row of stat badges another.
 */
export function TooltipGroup({ children }: { readonly children: ReactNode }) {
  const module = useTooltipModule();
  useEffect(() => {
    if (module) {
      markReadyOnceEveryGroupSwapped();
      return;
    }
    groupsWaiting += 1;
    return () => {
      groupsWaiting -= 1;
    };
  }, [module]);
  return module ? <module.RadixTooltipGroup>{children}</module.RadixTooltipGroup> : children;
}

interface InfoTooltipProps {
  /** Extra context only: never information the visitor needs. */
  readonly content: string;
  /** A focusable element (button or link) that the tooltip describes. */
  readonly children: ReactElement<{
    onFocus?: (event: FocusEvent<HTMLElement>) => void;
    onBlur?: (event: FocusEvent<HTMLElement>) => void;
  }>;
  readonly testId?: string;
}

/** A tooltip with the site's look on one focusable trigger, inside a `TooltipGroup`. */
export function InfoTooltip({ content, children, testId }: InfoTooltipProps) {
  const module = useTooltipModule();
  if (module) {
    return (
      <module.RadixInfoTooltip content={content} testId={testId} refocus={focusedContent === content}>
        {children}
      </module.RadixInfoTooltip>
    );
  }
  const { onFocus, onBlur } = children.props;
  return cloneElement(children, {
    'data-state': 'closed',
    onPointerEnter: () => void loadTooltips(),
    onFocus: (event: FocusEvent<HTMLElement>) => {
      noteFocus(content, true);
      void loadTooltips();
      onFocus?.(event);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      noteFocus(content, false);
      onBlur?.(event);
    },
  } as Record<string, unknown>);
}
