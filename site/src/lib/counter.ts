import { COUNTER_STEPS } from './timings';

/** Spec §4: a counter advances by ceil(end / 50) per tick. */
export function counterStep(end: number): number {
  return Math.max(1, Math.ceil(end / COUNTER_STEPS));
}

/** The value after one more tick, clamped so the last tick lands exactly on `end`. */
export function nextCounterValue(current: number, end: number): number {
  return Math.min(end, current + counterStep(end));
}

/** Formats a counter value with grouping (60,000) and its optional prefix and suffix. */
export function formatCounter(value: number, prefix = '', suffix = ''): string {
  return `${prefix}${value.toLocaleString('en-US')}${suffix}`;
}
