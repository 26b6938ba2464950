import type { Counter } from '../../content/types/figures';
import { formatCounter } from '../../lib/counter';
import { useCountUp } from '../../lib/use-count-up';
import './animated-counter.css';

interface AnimatedCounterProps {
  readonly counter: Counter;
}

/**
 * A counter that counts up once the page has loaded. The ticking figure is hidden from
 * assistive technology, which reads the final value instead, so nothing is announced 50 times.
 * With reduced motion, CSS shows the final value from the first paint, before any script
 * runs, so the prerendered 0 is never seen.
 */
export function AnimatedCounter({ counter }: AnimatedCounterProps) {
  const value = useCountUp(counter.end);
  const final = formatCounter(counter.end, counter.prefix, counter.suffix);
  return (
    <div className="animated-counter" data-testid={`counter-${counter.id}`} data-end={counter.end}>
      <p className="animated-counter__value tabular">
        <span aria-hidden="true" className="animated-counter__ticker" data-testid="counter-value">
          <FigureSlots text={formatCounter(value, counter.prefix, counter.suffix)} />
        </span>
        <span aria-hidden="true" className="animated-counter__still" data-testid="counter-still">
          <FigureSlots text={final} />
        </span>
        <span className="visually-hidden">{final}</span>
      </p>
      <p className="animated-counter__label">{counter.label}</p>
    </div>
  );
}

/**
 * `text` with each digit in a slot as wide as a zero. The display face has proportional
 * figures only (no `tnum`), so without slots a ticking value would change width at every
 * tick and, centred, wobble.
 */
function FigureSlots({ text }: { readonly text: string }) {
  // Splitting on single digits keeps each run of other characters in one text node.
  return text
    .split(/(\d)/)
    .filter((part) => part !== '')
    .map((part, index) =>
      /\d/.test(part) ? (
        // A figure's place in the value is its identity, so the index is the right key.
        <span key={index} className="animated-counter__figure">
          {part}
        </span>
      ) : (
        part
      ),
    );
}
