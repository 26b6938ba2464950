import { partnerResults, partnerResultsSection } from '../../content/partner-results';
import type { PartnerResult } from '../../content/types/cards';
import { Card, CardGrid } from '../ui/card';
import { Icon } from '../ui/icon';
import { Section } from '../ui/section';
import './partner-results.css';

/** Splits `$23,335.50` into the whole dollars and the cents, so the cents can be set smaller. */
function splitAmount(amount: string): readonly [string, string] {
  const dot = amount.lastIndexOf('.');
  return dot === -1 ? [amount, ''] : [amount.slice(0, dot), amount.slice(dot)];
}

function PartnerCard({ result, featured }: { readonly result: PartnerResult; readonly featured: boolean }) {
  const [dollars, cents] = splitAmount(result.amount);
  return (
    <Card as="li" variant={featured ? 'dark' : 'plain'} testId="partner-card" className="partner-card">
      <div className="partner-card__top">
        <span className="card__icon">
          <Icon name={result.icon} size={22} />
        </span>
        <h3 className="partner-card__name">{result.name}</h3>
      </div>
      <p className="partner-card__amount tabular">
        {dollars}
        {cents ? <span className="partner-card__cents">{cents}</span> : null}
      </p>
      <p className="partner-card__period">
        <Icon name="clock" size={16} />
        <span>{result.period}</span>
      </p>
    </Card>
  );
}

/** The partner success cards on /our-results: seven trucks, the largest result featured. */
export function PartnerResults() {
  return (
    <Section tone="cream" heading={partnerResultsSection} testId="section-partner-results">
      <CardGrid columns={4} as="ul" testId="partner-grid">
        {partnerResults.map((result, index) => (
          <PartnerCard key={result.id} result={result} featured={index === 0} />
        ))}
      </CardGrid>
    </Section>
  );
}
