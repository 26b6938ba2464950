/** Sizes the spec fixes, in one place (spec §2, §7 and §9). */

/** Videos are 16:9; the frame attributes use this ratio at 1600×900. */
export const VIDEO_WIDTH = 1600;
export const VIDEO_HEIGHT = 900;

