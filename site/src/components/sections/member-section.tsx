import type { ReactNode } from 'react';
import { members, membersSection } from '../../content/members';
import type { SectionHeading } from '../../content/types/sections';
import { Section, type SectionTone } from '../ui/section';
import { MemberCard } from './member-card';
import './member-section.css';

interface MemberSectionProps {
  readonly heading?: SectionHeading;
  readonly tone?: SectionTone;
  /** What follows the cards, such as the 'Proudly New England' block on /learn-more. */
  readonly children?: ReactNode;
}

/** The `#members` band: the seven member trucks, four then three on wide screens. */
export function MemberSection({ heading = membersSection, tone = 'paper', children }: MemberSectionProps) {
  return (
    <Section id="members" tone={tone} heading={heading}>
      <ul data-stagger="" className="member-grid" data-testid="member-grid">
        {members.map((member, index) => (
          <MemberCard key={member.id} member={member} emblem={index} />
        ))}
      </ul>
      {children}
    </Section>
  );
}
