import { planCtaTarget, planLabels } from '../../content/plans';
import type { Plan } from '../../content/types/cards';
import { Card } from '../ui/card';
import { Icon } from '../ui/icon';
import { SmartLink } from '../ui/smart-link';

/**
 * One membership plan. The popular plan is the dark, raised card with the 'Most Popular'
 * badge (spec §4); every CTA opens the external application form in a new tab (spec §7).
 */
export function PlanCard({ plan }: { readonly plan: Plan }) {
  const [low, high] = plan.price.split('-');
  return (
    <Card
      as="li"
      variant={plan.popular ? 'dark' : 'plain'}
      testId="plan-card"
      className="plan-card"
      data={{ 'data-popular': String(plan.popular), 'data-plan': plan.id }}
    >
      {plan.popular ? (
        <p className="plan-card__badge" data-testid="plan-badge-popular">
          {planLabels.popularBadge}
        </p>
      ) : null}
      <div className="plan-card__head">
        <span className="card__icon">
          <Icon name={plan.icon} size={24} />
        </span>
        <h3 className="plan-card__name">{plan.name}</h3>
      </div>
      <p className="plan-card__price">
        <span className="visually-hidden">{planLabels.priceLabel}: </span>
        <span className="plan-card__amount tabular" data-testid="plan-price">
          {high === undefined ? (
            plan.price
          ) : (
            <>
              {low}
              <span className="plan-card__dash">-</span>
              {high}
            </>
          )}
        </span>
        {plan.period ? <span className="plan-card__period">{plan.period}</span> : null}
      </p>
      <p className="plan-card__description">{plan.description}</p>
      <div className="plan-card__features">
        <p className="plan-card__features-heading">{planLabels.featuresHeading}</p>
        <ul className="plan-card__list">
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </div>
      <SmartLink
        target={planCtaTarget}
        className={`button ${plan.popular ? 'button--primary' : 'button--dark'} plan-card__cta`}
        testId="plan-cta"
      >
        {plan.cta}
      </SmartLink>
    </Card>
  );
}
