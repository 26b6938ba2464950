import { siteConfig } from '../config/site';
import { paths } from '../config/route-paths';
import type { LinkCta } from './types/links';
import type { ListItem, SectionHeading } from './types/sections';

/** The why-join section heading and pitch (`#why-join`). */
export const whyJoinSection = {
  eyebrow: 'Why join',
  title: 'Why Join The Hive?',
  lede: 'Great food is not enough. The trucks that last in New England are the ones with a business engine behind them, and most operators are trying to be that engine alone.',
} as const satisfies SectionHeading;

/** Body paragraphs of the why-join pitch. */
export const whyJoinPitch = [
  'You already work the longest hours in food. Between prep, service, cleanup and driving, there is no time left to write proposals, chase leads, film reels or learn search marketing.',
  'The Hive gives you a team that does exactly that, for a fraction of what one hire would cost, and only earns more when you do.',
] as const satisfies readonly string[];

/** Alt text for the why-join hero illustration. */
export const whyJoinImageAlt =
  'Illustration of food trucks parked side by side in front of a New England brick skyline';

/** 'Most Food Trucks Don't Have': exactly three items (spec §2). */
export const lacksSection = {
  title: "Most Food Trucks Don't Have",
  items: [
    { id: 'marketing-budget', label: 'A marketing budget', icon: 'dollar' },
    { id: 'sales-team', label: 'A dedicated sales team', icon: 'handshake' },
    { id: 'media-manager', label: 'A media or social content manager', icon: 'video' },
  ],
} as const satisfies { readonly title: string; readonly items: readonly ListItem[] };

/** 'So they miss out on': exactly six items (spec §2). */
export const missOutSection = {
  title: 'So they miss out on',
  items: [
    { id: 'corporate-catering', label: 'Corporate lunches and catering contracts', icon: 'building' },
    { id: 'campus-events', label: 'Campus events and alumni weekends', icon: 'graduation-cap' },
    { id: 'private-events', label: 'Weddings and private parties', icon: 'ring' },
    { id: 'festivals', label: 'Festival and brewery spots', icon: 'tent' },
    { id: 'search', label: 'Customers searching for a truck nearby', icon: 'search' },
    { id: 'repeat-business', label: 'Repeat bookings from happy hosts', icon: 'star' },
  ],
} as const satisfies { readonly title: string; readonly items: readonly ListItem[] };

/** The call to action that closes the why-join section. */
export const whyJoinCta = {
  title: 'Stop doing it alone.',
  text: 'Join a collective that brings you the events, the content and the plan, and keep cooking the food you love.',
  apply: {
    label: 'Apply to Join The Hive',
    target: { kind: 'external', href: siteConfig.links.applicationForm },
  },
  services: {
    label: 'Learn About Our Services',
    target: { kind: 'route', to: paths['learn-more'] },
  },
} as const satisfies { readonly title: string; readonly text: string; readonly apply: LinkCta; readonly services: LinkCta };
