import { paths } from '../config/route-paths';
import type { LinkCta } from './types/links';
import type { SectionHeading } from './types/sections';

/** Copy for /our-strategies. The six cards are `strategies` in strategies.ts. */

/** The /our-strategies hero (spec §2). */
export const strategiesHero = {
  eyebrow: 'How we work',
  title: 'Our Strategies',
  lede: 'Six disciplines behind every member truck, from where you park on a Tuesday to what you charge for a wedding in October.',
} as const satisfies SectionHeading;

/** The call to action under the strategy cards. */
export const strategiesClosing = {
  title: 'Put these strategies to work on your truck.',
  plans: {
    label: 'View Membership Plans',
    target: { kind: 'route', to: `${paths['learn-more']}#services` },
  },
  getStarted: {
    label: 'Get Started',
    target: { kind: 'route', to: paths.contact },
  },
} as const satisfies { readonly title: string; readonly plans: LinkCta; readonly getStarted: LinkCta };

/** The heading over the six cards on /our-strategies, where the hero already says 'Our Strategies'. */
export const strategyCardsHeading = {
  eyebrow: 'The playbook',
  title: 'Six strategies, three moves each',
  lede: 'Every member gets all six, tuned to their truck, their menu and the towns they serve.',
} as const satisfies SectionHeading;
