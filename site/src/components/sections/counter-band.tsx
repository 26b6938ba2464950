import { counters, countersSection } from '../../content/counters';
import { AnimatedCounter } from '../ui/animated-counter';
import './counter-band.css';
import { island } from '../../lib/island';

/**
 * The four /our-results counters (spec §4, §9) as a band of big honey figures. It sits on a
 * dark surface (the results hero), where AnimatedCounter's colours are designed to read.
 */
function CounterBandView() {
  return (
    <section className="counter-band" aria-labelledby="counters-heading" data-testid="section-counters">
      <header className="counter-band__header">
        <p className="counter-band__eyebrow">{countersSection.eyebrow}</p>
        <h2 id="counters-heading" className="counter-band__title">
          {countersSection.title}
        </h2>
      </header>
      <ul className="counter-band__list">
        {counters.map((counter) => (
          <li key={counter.id} className="counter-band__item">
            <AnimatedCounter counter={counter} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export const CounterBand = island('counter-band', CounterBandView);
