/**
 * The legal pages' documents.
 */

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
