import { SCROLL_DELAY_MS } from './spec-delays';
import { idFromHash, scrollToId, scrollToTop } from './scroll';

/**
 * Spec §2: after every navigation, scroll to the hash target after 100 ms if there is a hash,
 * and to the top after 100 ms if there is not.
 *
 * The 100 ms count from the change of address, on a timer started right then, and not from
 * the next page's first effects: rendering the next page takes from 10 ms on a quiet machine
 * to several hundred on a busy one, and a timer started after it fired that much late. The
 * router renders the next page in a transition, which yields to the browser every few
 * milliseconds, so the timer fires on time while the page is still rendering.
 *
 * The top is the same place on every page, so the scroll to the top starts on time even if
 * the next page has not appeared yet. A hash target is on the next page, so that scroll waits
 * for the page to appear, if it has not by then (`notePageShown`). A page that appears after
 * its scroll to the top was taken (back to a page whose chunk was slow) takes no second one:
 * it would come unasked, and possibly within 100 ms of the visitor's next navigation.
 */
interface PendingScroll {
  readonly key: string;
  readonly id: string | null;
  shown: boolean;
  due: boolean;
  timer: number;
}

let pending: PendingScroll | null = null;
/** The key of the latest navigation noted, whose scroll may already have been taken. */
let latestKey: string | null = null;

/** Notes that the address has just changed to `location`; its scroll is due in 100 ms. */
export function noteNavigation(location: { readonly key: string; readonly hash: string }): void {
  if (pending) window.clearTimeout(pending.timer);
  latestKey = location.key;
  const scroll: PendingScroll = { key: location.key, id: idFromHash(location.hash), shown: false, due: false, timer: 0 };
  scroll.timer = window.setTimeout(() => {
    scroll.due = true;
    if (scroll.id === null) {
      pending = null;
      scrollToTop();
    } else if (scroll.shown) {
      pending = null;
      scrollToId(scroll.id);
    }
  }, SCROLL_DELAY_MS);
  pending = scroll;
}

/**
 * Notes that the page for the location with `key` is on screen, and takes its scroll if that
 * is due. Returns false if no navigation to `key` was noted: the page the visitor opened, whose
 * 100 ms the caller counts from now.
 */
export function notePageShown(key: string): boolean {
  if (key !== latestKey) return false;
  const scroll = pending;
  if (!scroll || scroll.key !== key) return true;
  scroll.shown = true;
  if (scroll.due && scroll.id !== null) {
    pending = null;
    scrollToId(scroll.id);
  }
  return true;
}
