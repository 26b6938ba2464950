/**
 * Where links go, and the labelled links of the navigation, footer and calls to action.
 */

import type { SocialNetwork } from '../../config/site';
import type { IconName } from './icons';

/** Sections of the home page that links can jump to (`/#about` and so on). */
export type HomeAnchor = 'about' | 'services' | 'why-join' | 'members' | 'team' | 'contact';

/**
 * Where a link goes. The UI decides the behaviour from the kind:
 * - `anchor`: a section of the home page. On `/` it scrolls there and replaces the history
 *   entry; elsewhere it navigates to `/` plus the hash.
 * - `route`: an internal path from the route table, optionally with a `#hash` suffix.
 * - `external`: another site; always opens in a new tab.
 * - `mailto` and `tel`: the contact e-mail and phone; open in place.
 */
export type LinkTarget =
  | { readonly kind: 'anchor'; readonly anchor: HomeAnchor }
  | { readonly kind: 'route'; readonly to: string }
  | { readonly kind: 'external'; readonly href: string }
  | { readonly kind: 'mailto'; readonly href: string }
  | { readonly kind: 'tel'; readonly href: string };

/** A labelled link: a nav item, a footer link or a call-to-action button that navigates. */
export interface LinkCta {
  readonly label: string;
  readonly target: LinkTarget;
  /** A fuller accessible name when the visible label is short or repeated on the page. */
  readonly ariaLabel?: string;
  /**
   * Words that follow a generic label ('Learn More') off screen, so the link's own text says
   * where it goes, to screen readers and to crawlers that read link text.
   */
  readonly context?: string;
}

/** A nav item, optionally with a dropdown of further links. */
export interface NavItem extends LinkCta {
  readonly id: string;
  readonly children?: readonly (LinkCta & { readonly id: string })[];
}

/** A footer column of links. */
export interface FooterColumn {
  readonly id: string;
  readonly title: string;
  readonly links: readonly (LinkCta & { readonly id: string })[];
}

/** A social profile button (footer). */
export interface SocialLink {
  readonly network: SocialNetwork;
  readonly label: string;
  readonly href: string;
  readonly icon: IconName;
  readonly ariaLabel: string;
  /** The alert shown when opening fails and the link is copied instead (spec §8). */
  readonly copiedMessage: string;
}

/** One line of contact details, with an optional link. */
export interface ContactDetail {
  readonly id: string;
  readonly icon: IconName;
  readonly label: string;
  readonly value: string;
  /** A second, smaller line, such as the service area under the city. */
  readonly detail?: string;
  readonly target?: LinkTarget;
}
