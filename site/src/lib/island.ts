import { createElement, type ComponentType } from 'react';

/**
 * The interactive parts of a page, which the first load hydrates one by one (entry-islands.tsx)
 * while everything else stays the HTML the prerender wrote. Each name is a module in
 * src/islands/ whose default export is the part's component.
 */
export type IslandName =
  | 'site-header'
  | 'social-buttons'
  | 'stat-badges'
  | 'counter-band'
  | 'video-facade'
  | 'embed-frame'
  | 'booking-dialog'
  | 'not-found-log';

/** The element an island's markup sits in; the stylesheet gives it `display: contents`. */
export const ISLAND_TAG = 'hive-island';

/**
 * Wraps `Component` as island `name`: its markup goes inside a `<hive-island>` element, and
 * the prerender writes its props there as JSON (`data-props`), so the first load can hydrate
 * it with no copy of the page's content in its script. On the client after the first load
 * (the whole app), the wrapper is only an element. Props must survive JSON: plain data.
 */
export function island<P extends object>(name: IslandName, Component: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    return createElement(
      ISLAND_TAG,
      { 'data-island': name, 'data-props': import.meta.env.SSR ? JSON.stringify(props) : undefined },
      createElement(Component, props),
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
