import config from './site.json';

/**
 * Contact details and every external address, typed. The JSON beside this file is the one
 * home of these values: the Rust server builds its CSP `frame-src` from it and the harness
 * reads it to know which links must open in a new tab.
 */
export const siteConfig = config;

export type SocialNetwork = 'facebook' | 'instagram' | 'x';

/** The event-lead embed address: a form id and a public key in the query (spec §7). */
export function eventLeadEmbedUrl(): string {
  const { base, formId, publicKey } = config.embeds.eventLead;
  const url = new URL(base);
  url.searchParams.set('form', formId);
  url.searchParams.set('key', publicKey);
  return url.toString();
}

/** The `mailto:` address for the contact e-mail. */
export const mailtoHref = `mailto:${config.contact.email}`;

/** The `tel:` address for the contact phone. */
export const telHref = `tel:${config.contact.phone}`;
