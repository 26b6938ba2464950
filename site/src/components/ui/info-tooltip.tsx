import type { ReactElement, ReactNode } from 'react';
import * as Tooltip from '@radix-ui/react-tooltip';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../lib/timings';
import './info-tooltip.css';

/** Spec §4: tooltips open after 700 ms of hover, and at once within 300 ms of another closing. */
export function TooltipRoot({ children }: { readonly children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_OPEN_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </Tooltip.Provider>
  );
}

interface InfoTooltipProps {
  /** Extra context only: never information the visitor needs. */
  readonly content: string;
  /** A focusable element (button or link) that the tooltip describes. */
  readonly children: ReactElement;
  readonly testId?: string;
}

/** A Radix tooltip with the site's look. */
export function InfoTooltip({ content, children, testId }: InfoTooltipProps) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className="info-tooltip" sideOffset={8} data-testid={testId}>
          {content}
          <Tooltip.Arrow className="info-tooltip__arrow" width={12} height={6} />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
