/**
 * The records behind the site's cards: plans, strategies, members, people, testimonials,
 * venues and partner results.
 */

import type { IconName } from './icons';

/** A membership plan card. */
export interface Plan {
  readonly id: string;
  readonly name: string;
  readonly icon: IconName;
  /** A price range as text, such as `$500-$750`. */
  readonly price: string;
  /** Text after the price: `''` for the one-time learn-more plans, `/month` for the /v2 plans. */
  readonly period: string;
  readonly description: string;
  readonly features: readonly string[];
  /** Shows the 'Most Popular' badge (spec §4). */
  readonly popular: boolean;
  readonly cta: string;
}

/** A marketing strategy card with exactly three bullets. */
export interface Strategy {
  readonly id: string;
  readonly title: string;
  readonly icon: IconName;
  readonly summary: string;
  readonly bullets: readonly [string, string, string];
}

/** Which text color reads well on a member's gradient. */
export type Ink = 'dark' | 'light';

/** A member truck. The trucks are invented sample content. */
export interface Member {
  readonly id: string;
  readonly name: string;
  readonly specialty: string;
  readonly description: string;
  readonly highlights: readonly string[];
  /** Two hex colors, start and end of the card's gradient. */
  readonly gradient: readonly [string, string];
  /** Text color that passes contrast on both gradient colors. */
  readonly ink: Ink;
  readonly sample: true;
}

/** A person on the team. The people are invented sample content; the UI shows initials. */
export interface TeamMember {
  readonly id: string;
  readonly name: string;
  readonly role: string;
  readonly bio: string;
  readonly education: string;
  readonly achievements: readonly string[];
  readonly sample: true;
}

/** A testimonial card led by a figure. Trucks and people are invented sample content. */
export interface Testimonial {
  readonly id: string;
  /** The headline figure, such as `$23,000+` or `3x`. */
  readonly figure: string;
  /** What the figure measures, such as `in 2 months`. */
  readonly figureContext: string;
  readonly quote: string;
  readonly truck: string;
  readonly person: string;
  readonly sample: true;
}

/** A venue hosts can book trucks at. The venue names are generic sample content. */
export interface Venue {
  readonly id: string;
  readonly name: string;
  readonly location: string;
  readonly description: string;
  readonly icon: IconName;
  readonly sample: true;
}

/** A partner success card on /our-results. The trucks are invented sample content. */
export interface PartnerResult {
  readonly id: string;
  readonly name: string;
  readonly amount: string;
  readonly period: string;
  readonly icon: IconName;
  readonly sample: true;
}
