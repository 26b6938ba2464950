/** Small interface strings shared by many components. */

/** Read by screen readers after a link that opens a new tab. */
export const newTabNotice = '(opens in a new tab)';

/** Labels of the click-to-load video facade and embedded frames. */
export const embedLabels = {
  loadingFrame: 'Loading…',
  closeDialog: 'Close',
} as const;
