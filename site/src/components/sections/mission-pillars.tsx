import { missionSection, pillars } from '../../content/pillars';
import { Card, CardGrid } from '../ui/card';
import { Icon } from '../ui/icon';
import { Section } from '../ui/section';
import './mission-pillars.css';

/** The mission of /hire (`#mission`, spec §2) and its four pillars, numbered in order. */
export function MissionPillars() {
  return (
    <Section id="mission" tone="paper" heading={missionSection}>
      <CardGrid columns={4} as="ul">
        {pillars.map((pillar) => (
          <Card key={pillar.id} as="li" testId="pillar-card" className="pillar-card">
            <div className="pillar-card__top">
              <span className="card__icon pillar-card__icon">
                <Icon name={pillar.icon} size={26} />
              </span>
            </div>
            <h3 className="card__title">{pillar.title}</h3>
            <p className="card__body">{pillar.description}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
