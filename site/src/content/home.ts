import { paths } from '../config/route-paths';
import { siteConfig } from '../config/site';
import type { LinkCta } from './types/links';
import type { ProseSection, SectionHeading } from './types/sections';
import type { VideoCopy } from './types/embeds';

/**
 * Copy for the home page (/). The hero stats are `homeStats` in stats.ts; the sections below
 * the About band reuse the shared headings in services.ts, why-join.ts, members.ts and team.ts.
 */

/** The home hero (spec §2). 'Join The Hive' scrolls to #contact and sets the hash. */
export const homeHero = {
  eyebrow: 'Boston food truck collective',
  title: "Your Food Truck's Full-Service Engine",
  lede: 'Marketing, sales, media and business support for New England food trucks, from one team that only grows when you do. You cook. We fill the calendar.',
  badge: 'Trucks transformed in 60 days',
  statsLabel: 'The Hive in numbers',
  join: {
    label: 'Join The Hive',
    target: { kind: 'anchor', anchor: 'contact' },
  },
  learnMore: {
    label: 'Learn More',
    context: 'about our services, plans and team',
    target: { kind: 'route', to: paths['learn-more'] },
    ariaLabel: 'Learn more about our services, plans and team',
  },
  illustrationAlt:
    'Illustration of four food trucks in a row in front of a Boston skyline of brick row houses and a harbor',
} as const satisfies SectionHeading & {
  readonly badge: string;
  readonly statsLabel: string;
  readonly join: LinkCta;
  readonly learnMore: LinkCta;
  readonly illustrationAlt: string;
};

/** The poster over the About video until it is played. */
export const aboutVideo = {
  title: 'Meet The Hive',
  caption: 'Ninety seconds on who we are, the trucks we work with and why we started.',
  playLabel: 'Play the video: Meet The Hive',
  frameTitle: 'Video: Meet The Hive',
} as const satisfies VideoCopy;

/** The About section (`#about`): the mission and its two buttons (spec §2). */
export const homeAbout = {
  eyebrow: 'About us',
  title: 'Our Mission',
  paragraphs: [
    'The Hive is a collective of New England food trucks that work as one. We give independent operators what big restaurant groups take for granted: a marketing team, a sales pipeline, a media crew and someone who actually reads the permit rules.',
    'We are not a listing site and not a booking agency. We are building a collaborative ecosystem with real business infrastructure, so that a great truck from Worcester, Providence or Portland can grow into a lasting business.',
  ],
  viewPlans: {
    label: 'View Membership Plans',
    target: { kind: 'anchor', anchor: 'services' },
  },
  seeResults: {
    label: 'See Our Results',
    target: { kind: 'route', to: paths['our-results'] },
  },
} as const satisfies ProseSection & { readonly viewPlans: LinkCta; readonly seeResults: LinkCta };

/** The home contact section (`#contact`): an invitation, the contact block and two actions. */
export const homeContact = {
  eyebrow: 'Contact',
  title: "Let's Talk About Your Truck",
  lede: 'Whether you run a truck and want more bookings, or you are planning an event and want great food, start here. A real person on our team answers every message.',
  detailsHeading: 'Reach us directly',
  apply: {
    label: 'Apply to Join',
    target: { kind: 'external', href: siteConfig.links.applicationForm },
    ariaLabel: 'Apply to join The Hive (opens in a new tab)',
  },
  book: {
    label: 'Book a Food Truck Event',
    target: { kind: 'route', to: paths.hire },
  },
} as const satisfies SectionHeading & {
  readonly detailsHeading: string;
  readonly apply: LinkCta;
  readonly book: LinkCta;
};
