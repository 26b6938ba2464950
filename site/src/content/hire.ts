import { paths } from '../config/route-paths';
import { siteConfig } from '../config/site';
import { homeStats } from './stats';
import type { EmbedCopy, VideoCopy } from './types/embeds';
import type { LinkCta } from './types/links';
import type { Point, SectionHeading } from './types/sections';
import type { Stat } from './types/figures';

/** The /hire hero (spec §2). 'Book Now' opens the booking dialog rather than navigating. */
export const hireHero = {
  eyebrow: 'For event hosts',
  title: 'Hire The Hive',
  lede: 'Food trucks for corporate lunches, campus nights, weddings and festivals across New England, booked through one team that handles the menus, the trucks and the day itself.',
  bookNowLabel: 'Book Now',
  learnMore: {
    label: 'Learn More',
    context: 'about The Hive and its services',
    target: { kind: 'route', to: paths['learn-more'] },
    ariaLabel: 'Learn more about The Hive and its services',
  },
} as const satisfies SectionHeading & { readonly bookNowLabel: string; readonly learnMore: LinkCta };

/** Which headline figures (spec §1, the home page's reading) sit under the /hire hero. */
const hireProofIds: readonly string[] = ['private-events', 'college-partnerships', 'customers'];

/** Figures under the /hire hero that tell a host the collective has done this before. */
export const hireProof = {
  label: 'The Hive in numbers',
  stats: homeStats.filter((stat) => hireProofIds.includes(stat.id)) as readonly Stat[],
} as const;

/** The poster over the /hire video until it is played. */
export const hireVideo = {
  title: 'See a Hive event in motion',
  caption: 'Two minutes on the lot with our trucks, from setup to the last plate.',
  playLabel: 'Play the video: a Hive event in motion',
  frameTitle: 'Video: a Hive food truck event',
} as const satisfies VideoCopy;

/** 'Every booking includes' (spec §2). */
export const bookingIncludesSection = {
  eyebrow: 'No surprises',
  title: 'Every booking includes',
  lede: 'Whether you need one truck for forty people or six trucks for four thousand, the essentials come standard.',
  items: [
    {
      id: 'locally-sourced-menus',
      title: 'Locally-sourced menus',
      description:
        'Menus built with New England farms, dairies and bakeries wherever the season allows, and adjusted for your guests\' dietary needs.',
      icon: 'leaf',
    },
    {
      id: 'event-management',
      title: 'Professional event management',
      description:
        'One coordinator from first call to last plate: truck selection, permits and site checks, arrival times, and a clear contract and invoice.',
      icon: 'clipboard',
    },
  ],
} as const satisfies SectionHeading & { readonly items: readonly Point[] };

/** The 'Perfect For' heading on /hire. */
export const eventTypesSection = {
  eyebrow: 'Events we cater',
  title: 'Perfect For',
} as const satisfies SectionHeading;

/** The six event types of spec §2, in order. */
export const eventTypes = [
  {
    id: 'corporate-nonprofit',
    title: 'Corporate and nonprofit events',
    description: 'Employee appreciation days, client lunches, galas and volunteer days.',
    icon: 'building',
  },
  {
    id: 'campus-alumni',
    title: 'Campus engagement and alumni programming',
    description: 'Orientation, reunions, homecoming and finals-week study breaks.',
    icon: 'graduation-cap',
  },
  {
    id: 'weddings-private',
    title: 'Weddings and private parties',
    description: 'Rehearsal dinners, late-night bites, showers and milestone birthdays.',
    icon: 'ring',
  },
  {
    id: 'community-festivals',
    title: 'Community festivals',
    description: 'Town days, street fairs, concerts on the common and holiday markets.',
    icon: 'tent',
  },
  {
    id: 'wellness-environmental',
    title: 'Wellness and environmental days',
    description: 'Earth Day events, fun runs and health fairs with fresh, local menus.',
    icon: 'sun',
  },
  {
    id: 'educational-programs',
    title: 'Educational programs, K-12 and higher ed',
    description: 'Field days, career fairs and food-business talks for students of every age.',
    icon: 'book',
  },
] as const satisfies readonly Point[];

/**
 * The closing section of /hire (spec §2). The spec leaves the action of 'Join the Movement'
 * open; it opens the membership application, since it is the one call to truck operators
 * on a page otherwise written for event hosts.
 */
export const hireClosing = {
  eyebrow: 'Start planning',
  title: "Let's Build Something Delicious Together",
  lede: 'Tell us the date, the place and the crowd. We will come back within 24 hours with trucks, menus and a clear quote.',
  bookNowLabel: 'Book Now',
  join: {
    label: 'Join the Movement',
    target: { kind: 'external', href: siteConfig.links.applicationForm },
    ariaLabel: 'Join the Movement: apply to join The Hive as a truck (opens in a new tab)',
  },
  steps: [
    { id: 'share', title: 'Share the basics', description: 'Date, place, head count and what your guests love to eat.' },
    { id: 'proposal', title: 'Get one clear proposal', description: 'Trucks, menus and a single quote within 24 hours.' },
    { id: 'enjoy', title: 'Enjoy the day', description: 'Your coordinator handles arrival, service and clean-up.' },
  ],
  formHeading: 'Request your event',
  formLede: 'Prefer to fill it in here? The same booking form, right on the page.',
} as const satisfies SectionHeading & {
  readonly bookNowLabel: string;
  readonly join: LinkCta;
  readonly steps: readonly { readonly id: string; readonly title: string; readonly description: string }[];
  readonly formHeading: string;
  readonly formLede: string;
};

/** The Book Now dialog that holds the embedded event-lead form. */
export const bookingDialog = {
  title: 'Book a Food Truck Event',
  description:
    'Share your event details and a Hive coordinator will confirm availability, trucks and pricing within 24 hours.',
  closeLabel: 'Close booking form',
} as const;

/** The embedded event-lead form, in the dialog and inline (spec §7). */
export const bookingEmbed = {
  title: 'Event booking form',
  loading: 'Loading the booking form...',
  facadeHeading: 'Tell us about your event',
  facadeNote:
    'A short form: date, place, guests and the food you have in mind. It is hosted by our event-booking provider, and loads from their site when you open it here.',
  loadLabel: 'Load the booking form',
  directLabel: 'Open the booking form in a new tab',
  fallbackText: 'Form not loading?',
} as const satisfies EmbedCopy;
