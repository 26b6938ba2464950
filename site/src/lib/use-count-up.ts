import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { COUNTER_TICK_MS } from './timings';
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
    const start = () => {
      timer = window.setInterval(() => {
        // Each tick is drawn in its own render: batched with a late tick (when another task
        // held the main thread past the next 30 ms), the display would skip a step.
        flushSync(() => {
          setValue((current) => {
            const next = nextCounterValue(current, end);
            if (next >= end) window.clearInterval(timer);
            return next;
          });
        });
      }, COUNTER_TICK_MS);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      window.clearInterval(timer);
    };
  }, [end, reduceMotion]);
  return reduceMotion ? end : value;
}
