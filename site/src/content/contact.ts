import { paths } from '../config/route-paths';
import { mailtoHref, siteConfig, telHref } from '../config/site';
import type { EmbedCopy } from './types/embeds';
import type { IconName } from './types/icons';
import type { LinkCta } from './types/links';
import type { SectionHeading } from './types/sections';

/**
 * Copy for /contact. The contact lines are `contactDetails` (contact-details.ts) and the
 * testimonials are `testimonials` (testimonials.ts).
 */

/** The /contact hero. */
export const contactHero = {
  eyebrow: 'Apply to join',
  title: 'Contact Us',
  lede: 'Apply to join The Hive below, or reach us directly. Boston-based, serving all of New England.',
  illustrationAlt: 'Food truck owners sharing a table under string lights at an evening market',
} as const satisfies SectionHeading & { readonly illustrationAlt: string };

/** The heading over the embedded application form. */
export const applicationSection = {
  eyebrow: 'Membership application',
  title: 'Apply to Join The Hive',
  lede: 'Tell us about your truck, your menu and where you want to grow. It takes about ten minutes, and every application is read by a person.',
  asideLabel: 'Other ways to reach us',
} as const satisfies SectionHeading & { readonly asideLabel: string };

/** The embedded application form (640 x 7723 frame, spec §2). */
export const applicationEmbed = {
  title: 'Application form: Join The Hive',
  loading: 'Loading the application form...',
  facadeHeading: 'The membership application',
  facadeNote: 'The form is hosted by our forms provider, and loads from their site when you open it here.',
  loadLabel: 'Load the application form',
  directLabel: 'Open the application in a new tab',
  fallbackText: 'Form not loading?',
} as const satisfies EmbedCopy;

/** The 'Get in Touch' card. */
export const getInTouchCard = {
  title: 'Get in Touch',
  lede: 'Questions about membership, an event or a partnership? Write or call and a member of our team will get back to you.',
  actions: [
    { id: 'email', label: 'Email us', target: { kind: 'mailto', href: mailtoHref } },
    { id: 'call', label: 'Call us', target: { kind: 'tel', href: telHref } },
  ],
} as const satisfies SectionHeading & { readonly actions: readonly (LinkCta & { readonly id: string })[] };

/** The 'Quick Actions' card (spec §2). */
export const quickActionsCard = {
  title: 'Quick Actions',
  actions: [
    {
      id: 'success-stories',
      label: 'View Success Stories',
      icon: 'trophy',
      target: { kind: 'route', to: paths['our-results'] },
    },
    {
      id: 'book-event',
      label: 'Book a Food Truck Event',
      icon: 'truck',
      target: { kind: 'route', to: `${paths.hire}#contact-form` },
    },
    {
      id: 'consultation',
      label: 'Schedule My Consultation',
      icon: 'calendar',
      target: { kind: 'external', href: siteConfig.links.consultation },
      ariaLabel: 'Schedule my consultation (opens in a new tab)',
    },
  ],
} as const satisfies {
  readonly title: string;
  readonly actions: readonly (LinkCta & { readonly id: string; readonly icon: IconName })[];
};
