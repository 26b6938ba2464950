import { paths } from '../config/route-paths';
import { siteConfig } from '../config/site';
import type { LinkCta } from './types/links';
import type { ProseSection, SectionHeading } from './types/sections';

/**
 * Copy for the alternate one-page landing (/v2). Its stats are `alternateStats` (stats.ts),
 * its plans `alternatePlans` (plans.ts) and its members `members` (members.ts). Anchors:
 * #about, #services, #members, #contact.
 */

/** The /v2 hero. */
export const v2Hero = {
  eyebrow: 'For New England food truck owners',
  title: 'Grow Your Truck With a Team Behind It',
  lede: 'Branding, bookings, content and a business plan, handled by a Boston collective that has already doubled bookings for its members.',
  badge: 'Trusted by 40K+ New England diners',
  statsLabel: 'What members have seen',
  join: {
    label: 'Join The Hive',
    target: { kind: 'external', href: siteConfig.links.applicationForm },
    ariaLabel: 'Join The Hive: apply (opens in a new tab)',
  },
  plans: {
    label: 'View Membership Plans',
    target: { kind: 'route', to: `${paths.v2}#services` },
  },
} as const satisfies SectionHeading & {
  readonly badge: string;
  readonly statsLabel: string;
  readonly join: LinkCta;
  readonly plans: LinkCta;
};

/** The /v2 about section (`#about`). */
export const v2About = {
  eyebrow: 'Who we are',
  title: 'Independent Trucks, Working as One',
  paragraphs: [
    'Most food trucks are one or two people doing everything. The Hive pools the work that no single truck can afford alone: design, photography, sales, search and planning.',
    'Members keep their name, their menu and their regulars. We add the engine, and we earn an agreed share only on the events we book.',
  ],
} as const satisfies ProseSection;

/** The /v2 contact section (`#contact`). */
export const v2Contact = {
  eyebrow: 'Get in touch',
  title: 'Ready When You Are',
  lede: 'Tell us about your truck and where you want it to be by the end of the season. We will tell you honestly which plan fits, or whether you need one at all yet.',
  detailsHeading: 'Reach us directly',
  apply: {
    label: 'Apply to Join',
    target: { kind: 'external', href: siteConfig.links.applicationForm },
    ariaLabel: 'Apply to join The Hive (opens in a new tab)',
  },
  consult: {
    label: 'Schedule a Consultation',
    target: { kind: 'external', href: siteConfig.links.consultation },
    ariaLabel: 'Schedule a consultation (opens in a new tab)',
  },
} as const satisfies SectionHeading & {
  readonly detailsHeading: string;
  readonly apply: LinkCta;
  readonly consult: LinkCta;
};
