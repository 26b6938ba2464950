import type { ReactNode } from 'react';
import { team, teamSection } from '../../content/team';
import { Section, type SectionTone } from '../ui/section';
import { TeamCard } from './team-card';
import './team-section.css';

interface TeamSectionProps {
  readonly tone?: SectionTone;
  /** What follows the people, such as the stats band on /learn-more. */
  readonly children?: ReactNode;
}

/** The `#team` band: five people, a row of three and a centred row of two. */
export function TeamSection({ tone = 'cream', children }: TeamSectionProps) {
  return (
    <Section id="team" tone={tone} heading={teamSection} textured>
      <ul data-stagger="" className="team-grid" data-testid="team-grid">
        {team.map((person, index) => (
          <TeamCard key={person.id} person={person} index={index} />
        ))}
      </ul>
      {children ? <div className="team-extra">{children}</div> : null}
    </Section>
  );
}
