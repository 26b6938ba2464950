import { memberLabels } from '../../content/members';
import type { Member } from '../../content/types/cards';
import { TruckEmblem } from '../illustrations/pictures';
import { Card } from '../ui/card';
import './hex-bullets.css';

interface MemberCardProps {
  readonly member: Member;
  /** Which of the seven truck drawings to use. */
  readonly emblem: number;
}

/**
 * One member truck: its emblem on the member's own colour gradient, then the story and
 * highlights. The gradient is drawn in SVG, since inline styles are not allowed (CSP).
 */
export function MemberCard({ member, emblem }: MemberCardProps) {
  const gradientId = `member-gradient-${member.id}`;
  return (
    <Card as="li" testId="member-card" className="member-card" data={{ 'data-member': member.id }}>
      <div className="member-card__banner" data-ink={member.ink}>
        <svg className="member-card__wash" viewBox="0 0 100 100" preserveAspectRatio="none" width="100" height="100" aria-hidden="true">
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor={member.gradient[0]} />
              <stop offset="1" stopColor={member.gradient[1]} />
            </linearGradient>
          </defs>
          <rect width="100" height="100" fill={`url(#${gradientId})`} />
        </svg>
        <div className="member-card__emblem">
          <TruckEmblem variant={emblem % 7} colors={member.gradient} />
        </div>
        <p className="member-card__specialty">{member.specialty}</p>
      </div>
      <div className="member-card__body">
        <h3 className="member-card__name">{member.name}</h3>
        <p className="card__body">{member.description}</p>
        <h4 className="member-card__highlights-heading">{memberLabels.highlightsHeading}</h4>
        <ul className="hex-bullets member-card__highlights">
          {member.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
