import { consultationCta, consultationPrompt } from '../../content/learn-more';
import { SmartLink } from '../ui/smart-link';
import './consultation-cta.css';

/** The line and button under the /learn-more plans: opens the scheduling link in a new tab. */
export function ConsultationCta() {
  return (
    <div className="consultation-cta">
      <p className="consultation-cta__prompt">{consultationPrompt}</p>
      <SmartLink
        target={consultationCta.target}
        ariaLabel={consultationCta.ariaLabel}
        className="button button--outline"
        testId="schedule-consultation"
      >
        {consultationCta.label}
      </SmartLink>
    </div>
  );
}
