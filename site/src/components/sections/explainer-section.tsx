import type { Explainer } from '../../content/types/sections';
import { Icon } from '../ui/icon';
import { Section, SectionHeader, type SectionTone } from '../ui/section';
import './explainer-section.css';

interface ExplainerSectionProps {
  readonly explainer: Explainer;
  readonly tone?: SectionTone;
  /**
   * `steps`: the heading beside a numbered column of points (a sequence to read in order).
   * `grid`: the heading over a grid of numbered points (a set of parallel items).
   */
  readonly layout?: 'steps' | 'grid';
}

/** An explanatory band: a heading and its numbered points, with an optional footnote. */
export function ExplainerSection({ explainer, tone = 'cream', layout = 'grid' }: ExplainerSectionProps) {
  return (
    <Section id={explainer.id} tone={tone} textured={layout === 'grid'}>
      <div className="explainer" data-layout={layout}>
        <div className="explainer__intro">
          <SectionHeader heading={explainer} id={`${explainer.id}-heading`} align={layout === 'steps' ? 'start' : 'center'} />
        </div>
        <ol className="explainer__points">
          {explainer.points.map((point, index) => (
            <li key={point.id} className="explainer__point" data-testid="explainer-point">
              <span className="explainer__number tabular" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <span className="explainer__icon" aria-hidden="true">
                <Icon name={point.icon} size={22} />
              </span>
              <div className="explainer__text">
                <h3 className="explainer__title">{point.title}</h3>
                <p className="explainer__description">{point.description}</p>
              </div>
            </li>
          ))}
        </ol>
        {explainer.footnote ? <p className="explainer__footnote">{explainer.footnote}</p> : null}
      </div>
    </Section>
  );
}
