import type { ReactNode } from 'react';
import type { Plan } from '../../content/types/cards';
import type { SectionHeading } from '../../content/types/sections';
import { Section, SectionHeader, type SectionTone } from '../ui/section';
import { PlanCard } from './plan-card';
import './plan-grid.css';

interface PlanGridProps {
  readonly plans: readonly Plan[];
  /** Which set this is, for the harness: the one-time /learn-more plans or the monthly /v2 ones. */
  readonly planSet: 'learn-more' | 'alternate';
}

/** Three plans side by side on wide screens, stacked on narrow ones; the popular one raised. */
export function PlanGrid({ plans, planSet }: PlanGridProps) {
  return (
    <ul data-stagger="" className="plan-grid" data-testid="plan-grid" data-plan-set={planSet}>
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} />
      ))}
    </ul>
  );
}

interface PricingBlockProps extends PlanGridProps {
  readonly heading: SectionHeading;
  /** Heading level: 3 inside the /learn-more services band, 2 when the plans are the band. */
  readonly level?: 2 | 3;
  /** A line and button under the plans, such as the consultation call to action. */
  readonly children?: ReactNode;
}

/** A plan grid under its own heading, for use inside a section. */
export function PricingBlock({ heading, plans, planSet, level = 3, children }: PricingBlockProps) {
  return (
    <div className="pricing-block" data-level={level}>
      <SectionHeader heading={heading} level={level} />
      <PlanGrid plans={plans} planSet={planSet} />
      {children}
    </div>
  );
}

interface PlansSectionProps extends PlanGridProps {
  readonly heading: SectionHeading;
  readonly tone?: SectionTone;
}

/** The plans as a band of their own (`#services` on /v2). */
export function PlansSection({ heading, plans, planSet, tone = 'cream' }: PlansSectionProps) {
  return (
    <Section id="services" tone={tone} heading={heading} textured>
      <PlanGrid plans={plans} planSet={planSet} />
    </Section>
  );
}
