import { teamLabels } from '../../content/team';
import type { TeamMember } from '../../content/types/cards';
import { initialsOf } from '../../lib/initials';
import { HexMonogram } from '../illustrations/hex-monogram';
import { Card } from '../ui/card';
import './hex-bullets.css';

/** Avatar tones, taken in turn so neighbouring cards differ. */
const tones = ['honey', 'teal', 'espresso'] as const;

/** One person: hexagon monogram, name and role, bio, education and key achievements. */
export function TeamCard({ person, index }: { readonly person: TeamMember; readonly index: number }) {
  return (
    <Card as="li" testId="team-card" className="team-card">
      <div className="team-card__head">
        <div className="team-card__avatar" data-testid="team-avatar">
          <HexMonogram initials={initialsOf(person.name)} size={96} tone={tones[index % tones.length] ?? 'honey'} decorative />
        </div>
        <div>
          <h3 className="team-card__name">{person.name}</h3>
          <p className="team-card__role">{person.role}</p>
        </div>
      </div>
      <p className="card__body">{person.bio}</p>
      <dl className="team-card__facts">
        <div>
          <dt className="team-card__label">{teamLabels.educationHeading}</dt>
          <dd>{person.education}</dd>
        </div>
        <div>
          <dt className="team-card__label">{teamLabels.achievementsHeading}</dt>
          <dd>
            <ul className="hex-bullets">
              {person.achievements.map((achievement) => (
                <li key={achievement}>{achievement}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </Card>
  );
}
