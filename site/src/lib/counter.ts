import { COUNTER_STEPS } from './spec-delays';

/** Spec §4: a counter advances by ceil(end / 50) per tick. */
export function counterStep(end: number): number {
  return Math.max(1, Math.ceil(end / COUNTER_STEPS));
}

/** The value after one more tick, clamped so the last tick lands exactly on `end`. */
export function nextCounterValue(current: number, end: number): number {
  return Math.min(end, current + counterStep(end));
}

/**
 * Formats a whole counter value with grouping (60,000) and its optional prefix and suffix.
 * Grouping is written out rather than asked of `toLocaleString`, whose first call loads the
 * locale data: a 30 ms task, four times longer on a slow phone, when the counters start.
 */
export function formatCounter(value: number, prefix = '', suffix = ''): string {
  const grouped = String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${prefix}${grouped}${suffix}`;
}
