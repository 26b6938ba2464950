import { cloneElement, type FocusEvent, type ReactElement } from 'react';
import { loadTooltips } from './tooltip-loader';
import { noteFocus } from './tooltip-store';

/** A focusable element (button or link) that a tooltip describes. */
export type TooltipTrigger = ReactElement<{
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}>;

/**
 * The trigger until Radix arrives: itself, with the `data-state="closed"` Radix gives a closed
 * trigger, so the prerendered HTML and the first client render are the same as with Radix.
 * Pointing at it or focusing it loads Radix at once, and its focus is noted so that the Radix
 * trigger that replaces it takes the focus over.
 */
export function placeholderTrigger(content: string, trigger: TooltipTrigger): ReactElement {
  const { onFocus, onBlur } = trigger.props;
  return cloneElement(trigger, {
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
