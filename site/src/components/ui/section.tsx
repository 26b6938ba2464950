import type { ReactNode } from 'react';
import type { SectionHeading } from '../../content/types/sections';
import './section.css';

/** The band colours sections alternate between, so long pages read as chapters. */
export type SectionTone = 'cream' | 'paper' | 'dark' | 'honey';

interface SectionProps {
  readonly id?: string;
  readonly tone?: SectionTone;
  /** The heading this section is labelled by. */
  readonly heading?: SectionHeading;
  readonly headingAlign?: 'start' | 'center';
  readonly testId?: string;
  /** Shows the faint honeycomb texture behind the band. */
  readonly textured?: boolean;
  readonly children: ReactNode;
}

/** A full-width band with a centred container and an optional heading block. */
export function Section({
  id,
  tone = 'cream',
  heading,
  headingAlign = 'center',
  testId,
  textured = false,
  children,
}: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      className="section"
      data-tone={tone}
      data-textured={textured ? 'true' : undefined}
      data-testid={testId ?? (id ? `section-${id}` : undefined)}
      aria-labelledby={heading ? headingId : undefined}
    >
      <div className="container">
        {heading ? <SectionHeader heading={heading} id={headingId} align={headingAlign} /> : null}
        {children}
      </div>
    </section>
  );
}

interface SectionHeaderProps {
  readonly heading: SectionHeading;
  readonly id?: string | undefined;
  readonly align?: 'start' | 'center';
  readonly level?: 2 | 3;
}

/** The eyebrow, heading and lede that open a section. */
export function SectionHeader({ heading, id, align = 'center', level = 2 }: SectionHeaderProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <header className="section-header" data-align={align}>
      {heading.eyebrow ? <p className="section-header__eyebrow">{heading.eyebrow}</p> : null}
      <Heading id={id} className="section-header__title">
        {heading.title}
      </Heading>
      {heading.lede ? <p className="section-header__lede">{heading.lede}</p> : null}
    </header>
  );
}
