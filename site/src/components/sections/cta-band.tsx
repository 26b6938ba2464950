import type { LinkCta } from '../../content/types/links';
import type { SectionHeading } from '../../content/types/sections';
import { testIdOf } from '../../lib/test-id';
import { Section } from '../ui/section';
import { SmartLink } from '../ui/smart-link';
import './cta-band.css';

interface CtaBandProps {
  readonly heading: SectionHeading;
  /** The buttons, most important first; each gets the kebab-case test id of its label. */
  readonly actions: readonly LinkCta[];
  /** The section's name for its test id (`section-<name>`). */
  readonly name: string;
}

/** A closing call to action: a honey band with a big centred heading and its buttons. */
export function CtaBand({ heading, actions, name }: CtaBandProps) {
  return (
    <Section tone="honey" heading={heading} testId={`section-${name}`}>
      <div className="cta-band__actions button-row">
        {actions.map((cta, index) => (
          <SmartLink
            key={cta.label}
            target={cta.target}
            className={`button button--large ${index === 0 ? 'button--dark' : 'button--outline'}`}
            testId={testIdOf(cta.label)}
            {...(cta.ariaLabel ? { ariaLabel: cta.ariaLabel } : {})}
          >
            {cta.label}
          </SmartLink>
        ))}
      </div>
    </Section>
  );
}
