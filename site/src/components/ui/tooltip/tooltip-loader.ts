import { afterFirstDesktopInput } from '../../../lib/first-input';
import { noteHydrated, radixLoaded } from './tooltip-store';

/*
 * When the Radix chunk loads: after hydration, at the visitor's first mouse, pen or keyboard
 * input (lib/first-input.ts), or at once when a trigger is pointed at or focused
 * (tooltip-placeholder.ts). Tooltips never open on touch, so a phone never pays for them.
 */

let loading: Promise<void> | null = null;

/** Fetches the Radix chunk once; every group re-renders with it when it arrives. */
export function loadTooltips(): Promise<void> {
  loading ??= import('./radix-tooltip').then(radixLoaded);
  return loading;
}

/** Called once hydration is over: loads the tooltips at the first mouse, pen or keyboard input. */
export function scheduleTooltips(): void {
  noteHydrated();
  afterFirstDesktopInput(() => void loadTooltips());
}
