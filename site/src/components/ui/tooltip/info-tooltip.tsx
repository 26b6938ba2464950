import { useEffect, type ReactNode } from 'react';
import { placeholderTrigger, type TooltipTrigger } from './tooltip-placeholder';
import { hasFocus, markReadyOnceEveryGroupSwapped, noteGroupWaiting, useTooltipModule } from './tooltip-store';
import './info-tooltip.css';

/*
 * The tooltips' one public module: the entries start the loader through it, so the tooltips'
 * script and stylesheet stay one chunk, which every page's first load already fetches.
 */
export { scheduleTooltips } from './tooltip-loader';

/*
 * Tooltips are extra context, never information a visitor needs, so Radix Tooltip (about
 * 17 KB gzipped with floating-ui, radix-tooltip.tsx) is not part of any page's first load.
 * Until it arrives, each trigger renders as a placeholder (tooltip-placeholder.ts) that the
 * prerendered HTML and the first client render share. tooltip-loader.ts decides when the
 * chunk loads; tooltip-store.ts holds what every group shares. Then each group swaps in
 * Radix's Provider, and `<html data-tooltips="ready">` marks the moment for tests. The swap is
 * a transition, so React renders it in slices of a few milliseconds. Its commit is still one
 * task (16 ms unthrottled, 64 ms on a 4x slower phone), which is why a touch visitor never
 * runs it.
 */

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
    return noteGroupWaiting();
  }, [module]);
  return module ? <module.RadixTooltipGroup>{children}</module.RadixTooltipGroup> : children;
}

interface InfoTooltipProps {
  /** Extra context only: never information the visitor needs. */
  readonly content: string;
  /** A focusable element (button or link) that the tooltip describes. */
  readonly children: TooltipTrigger;
  readonly testId?: string;
}

/** A tooltip with the site's look on one focusable trigger, inside a `TooltipGroup`. */
export function InfoTooltip({ content, children, testId }: InfoTooltipProps) {
  const module = useTooltipModule();
  if (module) {
    return (
      <module.RadixInfoTooltip content={content} testId={testId} refocus={hasFocus(content)}>
        {children}
      </module.RadixInfoTooltip>
    );
  }
  return placeholderTrigger(content, children);
}
