import { contactDetails, replyPromise } from '../../content/contact-details';
import type { LinkCta } from '../../content/types/links';
import type { SectionHeading } from '../../content/types/sections';
import { testIdOf } from '../../lib/test-id';
import { ContactList } from './contact-list';
import { Section, SectionHeader } from '../ui/section';
import { SmartLink } from '../ui/smart-link';
import './home-contact-section.css';

interface HomeContactSectionProps {
  readonly copy: SectionHeading & { readonly detailsHeading: string };
  readonly primary: LinkCta;
  readonly secondary: LinkCta;
  /** Test ids default to the kebab-case label. */
  readonly secondaryTestId?: string;
}

/**
 * The `#contact` band of the landing pages: the invitation and two actions on the left, the
 * contact details card (e-mail, phone, place, hours, reply promise) on the right.
 */
export function HomeContactSection({ copy, primary, secondary, secondaryTestId }: HomeContactSectionProps) {
  return (
    <Section id="contact" tone="honey">
      <div className="home-contact">
        <div className="home-contact__text">
          <SectionHeader heading={copy} id="contact-heading" align="start" />
          <div className="button-row">
            <ContactAction cta={primary} className="button button--dark button--large" testId={testIdOf(primary.label)} />
            <ContactAction
              cta={secondary}
              className="button button--outline button--large"
              testId={secondaryTestId ?? testIdOf(secondary.label)}
            />
          </div>
        </div>
        <div className="home-contact__card">
          <h3 className="home-contact__card-title">{copy.detailsHeading}</h3>
          <ContactList details={contactDetails} tone="light" />
          <p className="home-contact__promise">{replyPromise}</p>
        </div>
      </div>
    </Section>
  );
}

function ContactAction({ cta, className, testId }: { readonly cta: LinkCta; readonly className: string; readonly testId: string }) {
  return (
    <SmartLink target={cta.target} className={className} testId={testId} {...(cta.ariaLabel ? { ariaLabel: cta.ariaLabel } : {})}>
      {cta.label}
    </SmartLink>
  );
}
