/**
 * The heading and prose blocks sections open with, and the titled points they list.
 */

import type { IconName } from './icons';

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

/**
 * A titled point with an icon: explanatory points, why-join items, New England reach, event
 * types, booking inclusions, services, differentiators, pillars and media items all share
 * this shape.
 */
export interface Point {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
}

/** One of the ten support services (spec §1). */
export type Service = Point;

/** One of the four differentiator cards. */
export type Differentiator = Point;

/** A pillar of the mission on /hire. */
export type Pillar = Point;

/** A media support item on /our-results. */
export type MediaItem = Point;

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
