import { paths } from '../app/route-table';
import { siteConfig } from '../config/site';
import type { EmbedCopy, LinkCta, SectionHeading } from './types';

/**
 * Copy for /contact. The contact lines are `contactDetails` (contact-details.ts) and the
 * testimonials are `testimonials` (testimonials.ts).
 */

/** The /contact hero. */
export const contactHero = {
  eyebrow: 'Apply to join',
  title: 'Contact Us',
  lede: 'Apply to join The Hive below, or reach us directly. Boston-based, serving all of New England.',
} as const satisfies SectionHeading;

/** The embedded application form (640 x 7723 frame, spec §2). */
export const applicationEmbed = {
  title: 'Application form: Join The Hive',
  loading: 'Loading the application form...',
} as const satisfies EmbedCopy;

/** A fallback under the embedded form, for visitors whose browser blocks it. */
export const applicationFallback = {
  text: 'Form not loading?',
  link: {
    label: 'Open the application in a new tab',
    target: { kind: 'external', href: siteConfig.links.applicationForm },
  },
} as const satisfies { readonly text: string; readonly link: LinkCta };

/** The 'Get in Touch' card. */
export const getInTouchCard = {
  title: 'Get in Touch',
  lede: 'Questions about membership, an event or a partnership? Write or call and a member of our team will get back to you.',
} as const satisfies SectionHeading;

/** The 'Quick Actions' card (spec §2). */
export const quickActionsCard = {
  title: 'Quick Actions',
  actions: [
    {
      id: 'success-stories',
      label: 'View Success Stories',
      target: { kind: 'route', to: paths['our-results'] },
    },
    {
      id: 'book-event',
      label: 'Book a Food Truck Event',
      target: { kind: 'route', to: `${paths.hire}#contact-form` },
    },
    {
      id: 'consultation',
      label: 'Schedule My Consultation',
      target: { kind: 'external', href: siteConfig.links.consultation },
      ariaLabel: 'Schedule my consultation (opens in a new tab)',
    },
  ],
} as const satisfies { readonly title: string; readonly actions: readonly (LinkCta & { readonly id: string })[] };
