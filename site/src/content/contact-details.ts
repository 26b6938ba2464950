import { mailtoHref, siteConfig, telHref } from '../config/site';
import type { ContactDetail } from './types/links';

/**
 * The contact block used by the footer, the home #contact section and the /contact 'Get in
 * Touch' card. Every value comes from `siteConfig`, the one home of contact details.
 */
export const contactDetails = [
  {
    id: 'email',
    icon: 'mail',
    label: 'Email',
    value: siteConfig.contact.email,
    target: { kind: 'mailto', href: mailtoHref },
  },
  {
    id: 'phone',
    icon: 'phone',
    label: 'Phone',
    value: siteConfig.contact.phoneDisplay,
    target: { kind: 'tel', href: telHref },
  },
  {
    id: 'location',
    icon: 'map-pin',
    label: 'Location',
    value: `${siteConfig.contact.city}, ${siteConfig.contact.region}`,
    detail: siteConfig.contact.serviceArea,
  },
  {
    id: 'hours',
    icon: 'clock',
    label: 'Hours',
    value: siteConfig.contact.hours,
  },
] as const satisfies readonly ContactDetail[];

/** The reply promise shown under the contact block (spec §2, footer). */
export const replyPromise = siteConfig.contact.replyPromise;
