import { useLayoutEffect, useRef, type ReactElement, type ReactNode } from 'react';
import * as Tooltip from '@radix-ui/react-tooltip';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../../lib/spec-delays';

/*
 * The Radix half of the tooltips, in a chunk of its own that tooltip-loader.ts fetches: Radix
 * Tooltip and floating-ui weigh about 17 KB gzipped, and tooltips are extra context, so they
 * load after the page is interactive instead of with it.
 */

/** Spec §4: tooltips open after 700 ms of hover, and at once within 300 ms of another closing. */
export function RadixTooltipGroup({ children }: { readonly children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_OPEN_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </Tooltip.Provider>
  );
}

interface RadixInfoTooltipProps {
  readonly content: string;
  readonly children: ReactElement;
  readonly testId?: string | undefined;
  /** Whether the trigger this one replaces had keyboard focus: it gets the focus back. */
  readonly refocus: boolean;
}

/** A Radix tooltip with the site's look. */
export function RadixInfoTooltip({ content, children, testId, refocus }: RadixInfoTooltipProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (refocus) trigger.current?.focus();
    // Only the first mount replaces a trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Tooltip.Root>
      {/* The ref reaches the child, a link or a button, through Radix's Slot. */}
      <Tooltip.Trigger asChild ref={trigger}>
        {children}
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className="info-tooltip" sideOffset={8} data-testid={testId}>
          {content}
          <Tooltip.Arrow className="info-tooltip__arrow" width={12} height={6} />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
