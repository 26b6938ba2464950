import { eventLeadEmbedUrl } from '../../config/site';
import { bookingEmbed, hireClosing } from '../../content/hire';
import { testIdOf } from '../../lib/test-id';
import { BookingDialog } from './booking-dialog';
import { EmbedFrame } from './embed-frame';
import { Section, SectionHeader } from '../ui/section';
import { SmartLink } from '../ui/smart-link';
import './hire-closing.css';

/** Height of the inline booking form; the provider's form fits it without an inner scrollbar. */
const INLINE_FORM_HEIGHT = 900;
/** Nominal width attribute of the inline frame; CSS stretches it to its column. */
const INLINE_FORM_WIDTH = 640;

/**
 * The closing band of /hire (spec §2): Book Now opens the large dialog, 'Join the Movement'
 * opens the membership application, and the same booking form is embedded inline in the
 * `#contact-form` area that /contact's 'Book a Food Truck Event' links to.
 */
export function HireClosing() {
  const { bookNowLabel, join, steps, formHeading, formLede, ...heading } = hireClosing;
  return (
    <Section tone="honey" testId="section-hire-closing">
      <div className="hire-closing">
        <div className="hire-closing__pitch">
          <SectionHeader heading={heading} align="start" />
          <div className="button-row">
            <BookingDialog
              triggerLabel={bookNowLabel}
              size="large"
              testId="book-now-large-dialog"
              triggerClassName="button button--dark button--large"
            />
            <SmartLink
              target={join.target}
              ariaLabel={join.ariaLabel}
              className="button button--outline button--large"
              testId={testIdOf(join.label)}
            >
              {join.label}
            </SmartLink>
          </div>
          <ol className="hire-closing__steps">
            {steps.map((step, index) => (
              <li key={step.id} className="hire-closing__step">
                <span className="hire-closing__step-number tabular" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="hire-closing__step-text">
                  <strong>{step.title}</strong>
                  <span>{step.description}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>
        <section id="contact-form" className="hire-closing__form" data-testid="section-contact-form" aria-labelledby="contact-form-heading">
          <h3 id="contact-form-heading" className="hire-closing__form-title">
            {formHeading}
          </h3>
          <p className="hire-closing__form-lede">{formLede}</p>
          <EmbedFrame
            src={eventLeadEmbedUrl()}
            title={bookingEmbed.title}
            loadingText={bookingEmbed.loading}
            width={INLINE_FORM_WIDTH}
            height={INLINE_FORM_HEIGHT}
            facade={bookingEmbed}
            directHref={eventLeadEmbedUrl()}
            testId="contact-form-embed"
          />
        </section>
      </div>
    </Section>
  );
}
