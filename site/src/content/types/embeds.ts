/**
 * The copy around embedded forms and videos, whose frames load only on request.
 */

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
