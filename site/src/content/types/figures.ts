/**
 * Headline figures and the animated counters of spec §4.
 */

/** A headline figure: text such as `45,000+` and what it counts. */
export interface Stat {
  readonly id: string;
  readonly value: string;
  readonly label: string;
  /** A short context sentence for a tooltip; never needed to understand the figure. */
  readonly note?: string;
}

/** An animated counter: counts from 0 to `end` (spec §4), shown as prefix + number + suffix. */
export interface Counter {
  readonly id: string;
  readonly end: number;
  readonly prefix?: string;
  readonly suffix?: string;
  readonly label: string;
}
