import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { COUNTER_TICK_MS } from './spec-delays';
import { nextCounterValue } from './counter';
import { usePrefersReducedMotion } from './motion';

/**
 * Spec §4: once the page has loaded, count from 0 to `end` in steps of ceil(end / 50)
 * every 30 ms. With reduced motion the final value shows at once. The server renders 0,
 * matching the first client render, so hydration never mismatches.
 */
export function useCountUp(end: number): number {
  const [value, setValue] = useState(0);
  const reduceMotion = usePrefersReducedMotion();
  useEffect(() => {
    if (reduceMotion) return;
    let timer = 0;
    let current = 0;
    let ticks = 0;
    let origin = 0;
    // Each tick is due at a fixed multiple of 30 ms after the first, rather than 30 ms after
    // the last: a browser whose intervals drift by when the callback ran (Firefox, on a busy
    // machine, measured 20% slow) would otherwise stretch the whole run.
    const schedule = () => {
      ticks += 1;
      const due = origin + ticks * COUNTER_TICK_MS;
      timer = window.setTimeout(tick, Math.max(0, due - performance.now()));
    };
    const tick = () => {
      current = nextCounterValue(current, end);
      // Each tick is drawn in its own render: batched with a late tick (when another task
      // held the main thread past the next 30 ms), the display would skip a step.
      flushSync(() => setValue(current));
      if (current < end) schedule();
    };
    const start = () => {
      origin = performance.now();
      schedule();
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      window.clearTimeout(timer);
    };
  }, [end, reduceMotion]);
  return reduceMotion ? end : value;
}
