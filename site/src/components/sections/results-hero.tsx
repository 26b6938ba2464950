import { partnerResults } from '../../content/partner-results';
import { resultsHero } from '../../content/our-results';
import { initialsOf } from '../../lib/initials';
import { HexMonogram } from '../illustrations/hex-monogram';
import { CounterBand } from './counter-band';
import { PageHero } from './page-hero';
import './results-hero.css';

const cellTones = ['honey', 'teal', 'espresso'] as const;

/** The partner trucks as one honeycomb of monograms (2-3-2); their names are in the cards below. */
function PartnerHive() {
  const rows = [
    [0, 2],
    [2, 5],
    [5, 7],
  ] as const;
  return (
    <div className="partner-hive" aria-hidden="true">
      {rows.map(([start, end]) => (
        <div key={start} className="partner-hive__row">
          {partnerResults.slice(start, end).map((result, offset) => (
            <HexMonogram
              key={result.id}
              initials={initialsOf(result.name)}
              size={128}
              tone={cellTones[(start + offset) % cellTones.length] ?? 'honey'}
              decorative
            />
          ))}
        </div>
      ))}
    </div>
  );
}

/** The /our-results hero (spec §2): dark, with the four counters as its proof underneath. */
export function ResultsHero() {
  return (
    <PageHero eyebrow={resultsHero.eyebrow} title={resultsHero.title} lede={resultsHero.lede} tone="dark" aside={<PartnerHive />}>
      <CounterBand />
    </PageHero>
  );
}
