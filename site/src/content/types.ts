/**
 * Record types for every piece of copy on the site (spec §3), plus the small shapes the pages
 * share: headings, calls to action and links. Content modules declare their data with
 * `as const satisfies readonly X[]`, so a missing field or a wrong icon name fails the build.
 *
 * Optional fields are written to suit `exactOptionalPropertyTypes`: leave a field out rather
 * than setting it to `undefined`.
 */

import type { SocialNetwork } from '../config/site';

/**
 * Every icon the content refers to, by name. One SVG is drawn per name and resolved in one
 * place by the UI; the list is kept as data so a check can prove each name has a drawing.
 */
export const iconNames = [
  'book',
  'building',
  'calendar',
  'camera',
  'chart-up',
  'chef-hat',
  'clipboard',
  'clock',
  'cog',
  'compass',
  'dollar',
  'facebook',
  'file-signature',
  'film',
  'globe',
  'graduation-cap',
  'handshake',
  'heart',
  'instagram',
  'key',
  'leaf',
  'mail',
  'map-pin',
  'megaphone',
  'palette',
  'phone',
  'piggy-bank',
  'ring',
  'rocket',
  'search',
  'shield',
  'sparkles',
  'star',
  'sun',
  'target',
  'tent',
  'tree',
  'trophy',
  'truck',
  'users',
  'utensils',
  'video',
  'x-logo',
  'beer',
] as const;

/** The name of one icon; see `iconNames`. */
export type IconName = (typeof iconNames)[number];

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

/** The heading block that opens a section: a small eyebrow, the heading and a lede. */
export interface SectionHeading {
  readonly eyebrow?: string;
  readonly title: string;
  readonly lede?: string;
}

/** A section heading with body paragraphs under it. */
export interface ProseSection extends SectionHeading {
  readonly paragraphs: readonly string[];
}

/** A headline figure: text such as `45,000+` and what it counts. */
export interface Stat {
  readonly id: string;
  readonly value: string;
  readonly label: string;
  /** A short context sentence for a tooltip; never needed to understand the figure. */
  readonly note?: string;
}

/** A membership plan card. */
export interface Plan {
  readonly id: string;
  readonly name: string;
  readonly icon: IconName;
  /** A price range as text, such as `$500-$750`. */
  readonly price: string;
  /** Text after the price: `''` for the one-time learn-more plans, `/month` for the /v2 plans. */
  readonly period: string;
  readonly description: string;
  readonly features: readonly string[];
  /** Shows the 'Most Popular' badge (spec §4). */
  readonly popular: boolean;
  readonly cta: string;
}

/** Which text color reads well on a member's gradient. */
export type Ink = 'dark' | 'light';

/** A member truck. The trucks are invented sample content. */
export interface Member {
  readonly id: string;
  readonly name: string;
  readonly specialty: string;
  readonly description: string;
  readonly highlights: readonly string[];
  /** Two hex colors, start and end of the card's gradient. */
  readonly gradient: readonly [string, string];
  /** Text color that passes contrast on both gradient colors. */
  readonly ink: Ink;
  readonly sample: true;
}

/** A person on the team. The people are invented sample content; the UI shows initials. */
export interface TeamMember {
  readonly id: string;
  readonly name: string;
  readonly role: string;
  readonly bio: string;
  readonly education: string;
  readonly achievements: readonly string[];
  readonly sample: true;
}

/** A testimonial card led by a figure. Trucks and people are invented sample content. */
export interface Testimonial {
  readonly id: string;
  /** The headline figure, such as `$23,000+` or `3x`. */
  readonly figure: string;
  /** What the figure measures, such as `in 2 months`. */
  readonly figureContext: string;
  readonly quote: string;
  readonly truck: string;
  readonly person: string;
  readonly sample: true;
}

/** A venue hosts can book trucks at. The venue names are generic sample content. */
export interface Venue {
  readonly id: string;
  readonly name: string;
  readonly location: string;
  readonly description: string;
  readonly icon: IconName;
  readonly sample: true;
}

/** A pillar of the mission on /hire. */
export interface Pillar {
  readonly id: string;
  readonly icon: IconName;
  readonly title: string;
  readonly description: string;
}

/** A partner success card on /our-results. The trucks are invented sample content. */
export interface PartnerResult {
  readonly id: string;
  readonly name: string;
  readonly amount: string;
  readonly period: string;
  readonly icon: IconName;
  readonly sample: true;
}

/** A media support item on /our-results. */
export interface MediaItem {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
}

/** An animated counter: counts from 0 to `end` (spec §4), shown as prefix + number + suffix. */
export interface Counter {
  readonly id: string;
  readonly end: number;
  readonly prefix?: string;
  readonly suffix?: string;
  readonly label: string;
}

/** One of the ten support services (spec §1). */
export interface Service {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
}

/** A marketing strategy card with exactly three bullets. */
export interface Strategy {
  readonly id: string;
  readonly title: string;
  readonly icon: IconName;
  readonly summary: string;
  readonly bullets: readonly [string, string, string];
}

/** One of the four differentiator cards. */
export interface Differentiator {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
}

/**
 * A titled point with an icon: explanatory points, why-join items, New England reach,
 * event types and booking inclusions all share this shape.
 */
export interface Point {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
}

/** A short list item with an icon and no body text. */
export interface ListItem {
  readonly id: string;
  readonly label: string;
  readonly icon: IconName;
}

/** An explanatory section: a heading and its numbered points. */
export interface Explainer extends SectionHeading {
  readonly id: string;
  readonly points: readonly Point[];
  /** A closing line under the points, if any. */
  readonly footnote?: string;
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

/** A titled section of a legal document. */
export interface LegalSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

/** A legal page: its title, when it was last updated, and its sections. */
export interface LegalDocument {
  readonly title: string;
  /** As the spec gives it, such as `8/28/24`. */
  readonly lastUpdated: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}

/**
 * An embedded frame's accessible title, the text shown while it loads, and its facade: a
 * note and a button that load the frame on request, so nothing is fetched from the form
 * provider before the visitor asks for it.
 */
export interface EmbedCopy {
  readonly title: string;
  readonly loading: string;
  /** The facade card's heading, note and load button. */
  readonly facadeHeading: string;
  readonly facadeNote: string;
  readonly loadLabel: string;
  /** The link that opens the form on the provider's own page, in a new tab. */
  readonly directLabel: string;
  /** Said before the direct link once the frame is loaded, for a browser that blocks it. */
  readonly fallbackText: string;
}

/** The poster facade shown over an embedded video until it is clicked. */
export interface VideoCopy {
  readonly title: string;
  readonly caption: string;
  readonly playLabel: string;
  readonly frameTitle: string;
}
