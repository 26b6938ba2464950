/** Sizes the spec fixes, in one place (spec §2, §7 and §9). */

/** Videos are 16:9; the frame attributes use this ratio at 1600×900. */
export const VIDEO_WIDTH = 1600;
export const VIDEO_HEIGHT = 900;

/** How long a video frame may take to load before it is logged as failed. Frames fire no
 * error event, so a frame that never loads is the only failure a page can observe. */
export const VIDEO_LOAD_TIMEOUT_MS = 15_000;
