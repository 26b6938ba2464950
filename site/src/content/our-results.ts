import { paths } from '../config/route-paths';
import type { LinkCta } from './types/links';
import type { SectionHeading } from './types/sections';

/**
 * Copy for /our-results. Counters are in counters.ts, partner cards in partner-results.ts,
 * the media trio in media.ts and the success stories in testimonials.ts.
 */

/** The /our-results hero (spec §2): the spec's hero word 'RESULTS' is the eyebrow over the heading. */
export const resultsHero = {
  eyebrow: 'RESULTS',
  title: 'Transforming Food Trucks in Just 60 Days',
  lede: 'New menus, new media, new bookings. Here is what the first two months with The Hive have meant for our member trucks.',
} as const satisfies SectionHeading;

/** The bottom-line section that closes /our-results. */
export const resultsBottomLine = {
  eyebrow: 'The bottom line',
  title: 'More Bookings. Better Margins. Less Guesswork.',
  lede: 'Operators join for the marketing and stay for the calendar. Hosts book once and come back every season.',
  join: {
    label: 'Join The Hive Now',
    target: { kind: 'anchor', anchor: 'contact' },
  },
  hire: {
    label: 'Hire Us Today',
    target: { kind: 'route', to: paths.hire },
  },
} as const satisfies SectionHeading & { readonly join: LinkCta; readonly hire: LinkCta };
