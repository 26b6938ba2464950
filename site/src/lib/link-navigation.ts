/**
 * Client-side navigation for the site's own links, by one click listener on the document
 * instead of a React Router `<Link>` in each: a `<SmartLink>` is a plain `<a>` marked with
 * `data-link`, so it needs no script of its own, and a link in a part of the page that is
 * never hydrated (outside the islands, lib/island.ts) navigates exactly like one that is. It
 * does what React Router's `<Link>` did (spec §2):
 * - a route link pushes a history entry, or replaces it when it points where the visitor is;
 * - a home anchor replaces the history entry on `/`, and pushes `/#id` elsewhere;
 * - a click with a modifier key, another button or a `target` is left to the browser.
 */

/** How a site link navigates; `SmartLink` writes it on the `<a>` as `data-link`. */
export type LinkKind = 'route' | 'anchor';

/** The part of the router's history a link needs (React Router's `Navigator`). */
export interface LinkNavigator {
  push(to: string): void;
  replace(to: string): void;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Where a click on a site link goes, and whether it replaces the entry; null leaves it be. */
function destination(anchor: HTMLAnchorElement): { to: string; replace: boolean } | null {
  const kind = anchor.dataset.link as LinkKind | undefined;
  if (kind !== 'route' && kind !== 'anchor') return null;
  if (anchor.target !== '' && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return null;
  const to = url.pathname + url.search + url.hash;
  const here = window.location.pathname + window.location.search + window.location.hash;
  // A home anchor points at the home page, so on that page it replaces the entry.
  const replace = (kind === 'anchor' && url.pathname === window.location.pathname) || to === here;
  return { to, replace };
}

/**
 * Listens for clicks on site links and navigates with `navigator`. Returns the function that
 * stops listening. The listener is on the document, so the app's own click handlers (closing
 * a menu after a choice) have run first, and a handler that cancelled the click wins.
 */
export function listenForLinkClicks(navigator: LinkNavigator): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const next = destination(anchor);
    if (!next) return;
    event.preventDefault();
    if (next.replace) navigator.replace(next.to);
    else navigator.push(next.to);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
