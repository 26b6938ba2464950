import {
  cloneElement,
  useEffect,
  useSyncExternalStore,
  type FocusEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import './info-tooltip.css';

/*
 * Tooltips are extra context, never information a visitor needs, so Radix Tooltip (about
 * 17 KB gzipped with floating-ui) is not part of any page's first load. Until it arrives,
 * each trigger renders as itself, with the `data-state="closed"` Radix gives a closed
 * trigger, so the prerendered HTML and the first client render are the same as with Radix.
 * The chunk loads when the browser is idle after hydration, or at once when a visitor
 * points at or focuses a trigger first. Then each group swaps in Radix's Provider, and
 * `<html data-tooltips="ready">` marks the moment for tests.
 */

type RadixTooltipModule = typeof import('./radix-tooltip');

/** Longest wait for an idle moment after hydration before the tooltip chunk is fetched anyway. */
const TOOLTIP_LOAD_IDLE_TIMEOUT_MS = 2000;

let loaded: RadixTooltipModule | null = null;
let loading: Promise<void> | null = null;
const subscribers = new Set<() => void>();
/** The content of the tooltip whose trigger has focus, so the Radix trigger can take it over. */
let focusedContent: string | null = null;

/** Fetches the Radix chunk once; every group re-renders with it when it arrives. */
export function loadTooltips(): Promise<void> {
  loading ??= import('./radix-tooltip').then((module) => {
    loaded = module;
    for (const notify of subscribers) notify();
  });
  return loading;
}

/** Loads the tooltips once the browser is idle after hydration. */
export function scheduleTooltips(): void {
  const load = () => void loadTooltips();
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(load, { timeout: TOOLTIP_LOAD_IDLE_TIMEOUT_MS });
  } else {
    window.setTimeout(load, 0);
  }
}

/** Notes that a trigger got or lost the focus. */
function noteFocus(content: string, focused: boolean): void {
  if (focused) focusedContent = content;
  else if (focusedContent === content) focusedContent = null;
}

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

function useTooltipModule(): RadixTooltipModule | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
}

/**
 * Tooltips that share the spec's 300 ms skip window: one closing lets the next in the group
 * open at once (spec §4). The social buttons are one group, each row of stat badges another.
 */
export function TooltipGroup({ children }: { readonly children: ReactNode }) {
  const module = useTooltipModule();
  useEffect(() => {
    if (module) document.documentElement.dataset.tooltips = 'ready';
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
