import { paths } from '../config/route-paths';
import { siteConfig } from '../config/site';
import type { LinkCta } from './types/links';
import type { SectionHeading } from './types/sections';

/**
 * Copy for /learn-more. Its sections, in order, take their headings from: services.ts and
 * plans.ts (#services), explainers.ts, why-join.ts (#why-join), members.ts and new-england.ts
 * (#members), team.ts (#team), the 'Ready to Join' block below, and strategies.ts
 * (#our-strategies).
 */

/** The /learn-more hero. */
export const learnMoreHero = {
  eyebrow: 'Learn more',
  title: 'A Business Launchpad for Food Trucks',
  lede: 'Not a listing site. Not a booking agency. The Hive gives New England trucks the marketing, sales and operating support to grow, funded by one upfront payment and an agreed share of the events we book.',
} as const satisfies SectionHeading;

/** The 'On this page' index in the /learn-more hero: one link per chapter, in page order. */
export const learnMoreChapters = {
  title: 'On this page',
  items: [
    { id: 'services', label: 'Services and plans', target: { kind: 'route', to: `${paths['learn-more']}#services` } },
    { id: 'first-payment', label: 'How membership works', target: { kind: 'route', to: `${paths['learn-more']}#first-payment` } },
    { id: 'growth-plan', label: 'Our growth plan', target: { kind: 'route', to: `${paths['learn-more']}#growth-plan` } },
    { id: 'why-join', label: 'Why join The Hive', target: { kind: 'route', to: `${paths['learn-more']}#why-join` } },
    { id: 'members', label: 'Member trucks', target: { kind: 'route', to: `${paths['learn-more']}#members` } },
    { id: 'team', label: 'The team', target: { kind: 'route', to: `${paths['learn-more']}#team` } },
    { id: 'our-strategies', label: 'Our strategies', target: { kind: 'route', to: `${paths['learn-more']}#our-strategies` } },
  ],
} as const satisfies { readonly title: string; readonly items: readonly (LinkCta & { readonly id: string })[] };

/** The consultation button under the plans: opens the scheduling link in a new tab. */
export const consultationCta = {
  label: 'Schedule a Consultation',
  target: { kind: 'external', href: siteConfig.links.consultation },
  ariaLabel: 'Schedule a consultation (opens in a new tab)',
} as const satisfies LinkCta;

/** The line beside the consultation button. */
export const consultationPrompt =
  'Not sure which plan fits? Book a call and we will walk through your numbers with you.';

/** The 'Ready to Join The Hive?' block (spec §2). */
export const readyToJoin = {
  eyebrow: 'Next step',
  title: 'Ready to Join The Hive?',
  lede: 'Tell us about your truck, your menu and your goals, and we will come back within 24 hours with next steps.',
  getStarted: {
    label: 'Get Started Today',
    target: { kind: 'route', to: paths.contact },
  },
  apply: {
    label: 'Apply to Join',
    target: { kind: 'external', href: siteConfig.links.applicationForm },
    ariaLabel: 'Apply to join The Hive (opens in a new tab)',
  },
  contact: {
    label: 'Contact Us',
    target: { kind: 'anchor', anchor: 'contact' },
  },
} as const satisfies SectionHeading & {
  readonly getStarted: LinkCta;
  readonly apply: LinkCta;
  readonly contact: LinkCta;
};
