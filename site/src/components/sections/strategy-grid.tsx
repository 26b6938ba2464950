import { strategies } from '../../content/strategies';
import type { SectionHeading } from '../../content/types/sections';
import type { Strategy } from '../../content/types/cards';
import { Card, CardGrid } from '../ui/card';
import { Icon } from '../ui/icon';
import { Section, type SectionTone } from '../ui/section';
import './hex-bullets.css';
import './strategy-grid.css';

/** One marketing strategy: icon, title, summary and its three bullets. */
export function StrategyCard({ strategy }: { readonly strategy: Strategy }) {
  return (
    <Card testId="strategy-card" className="strategy-card">
      <div className="strategy-card__head">
        <span className="card__icon">
          <Icon name={strategy.icon} size={24} />
        </span>
      </div>
      <h3 className="card__title strategy-card__title">{strategy.title}</h3>
      <p className="card__body">{strategy.summary}</p>
      <ul className="hex-bullets strategy-card__bullets">
        {strategy.bullets.map((bullet) => (
          <li key={bullet}>{bullet}</li>
        ))}
      </ul>
    </Card>
  );
}

/** The six strategy cards, three across on wide screens. */
export function StrategyGrid() {
  return (
    <CardGrid columns={3} testId="strategy-grid">
      {strategies.map((strategy) => (
        <StrategyCard key={strategy.id} strategy={strategy} />
      ))}
    </CardGrid>
  );
}

interface StrategySectionProps {
  /** The heading over the cards; every page gives one, so headings step h1, h2, h3. */
  readonly heading?: SectionHeading;
  readonly tone?: SectionTone;
}

/** The `#our-strategies` band, shared by /learn-more and /our-strategies. */
export function StrategySection({ heading, tone = 'paper' }: StrategySectionProps) {
  return (
    <Section id="our-strategies" tone={tone} {...(heading ? { heading } : {})}>
      <StrategyGrid />
    </Section>
  );
}
