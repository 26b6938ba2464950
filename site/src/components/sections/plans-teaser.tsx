import { learnMorePlans, plansTeaser } from '../../content/plans';
import { SmartLink } from '../ui/smart-link';
import { Icon } from '../ui/icon';
import './plans-teaser.css';

/**
 * A compact pointer to the plans under the services on the home page: each plan's name and
 * price, and a link to the full cards on /learn-more#services.
 */
export function PlansTeaser() {
  return (
    <aside className="plans-teaser" aria-labelledby="plans-teaser-title" data-testid="plans-teaser">
      <div className="plans-teaser__text">
        <p className="plans-teaser__eyebrow">{plansTeaser.eyebrow}</p>
        <h3 id="plans-teaser-title" className="plans-teaser__title">
          {plansTeaser.title}
        </h3>
        <p className="plans-teaser__body">{plansTeaser.text}</p>
      </div>
      <ul className="plans-teaser__plans">
        {learnMorePlans.map((plan) => (
          <li key={plan.id} className="plans-teaser__plan" data-popular={String(plan.popular)}>
            <span className="plans-teaser__icon">
              <Icon name={plan.icon} size={20} />
            </span>
            <span className="plans-teaser__name">{plan.name}</span>
            <span className="plans-teaser__price tabular">{plan.price}</span>
          </li>
        ))}
      </ul>
      <SmartLink
        target={plansTeaser.compare.target}
        ariaLabel={plansTeaser.compare.ariaLabel}
        className="button button--primary plans-teaser__cta"
        testId="compare-the-plans"
      >
        {plansTeaser.compare.label}
      </SmartLink>
    </aside>
  );
}
