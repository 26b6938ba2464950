import { createElement, type ComponentType } from 'react';

/*
 * The interactive parts of a page, which the first load hydrates one by one (entry-islands.tsx)
 * while everything else stays the HTML the prerender wrote. A component is made an island by
 * a single call in its own module, `export const Part = island('part-name', PartView)`, and
 * is registered nowhere else: the build makes each module with such a call the entry
 * `island-part-name` (vite.config.ts), the prerender names that chunk on each page the part
 * is on, and the runtime imports it and hydrates the view the call recorded.
 */

/** The element an island's markup sits in; the stylesheet gives it `display: contents`. */
export const ISLAND_TAG = 'hive-island';

/** An island's component, as the first load hydrates it from the props the prerender wrote. */
export type IslandView = ComponentType<Record<string, unknown>>;

/** Each island's view by name, recorded when its module is evaluated. */
export const islandViews = new Map<string, IslandView>();

/**
 * Wraps `Component` as island `name`: its markup goes inside a `<hive-island>` element, and
 * the prerender writes its props there as JSON (`data-props`), so the first load can hydrate
 * it with no copy of the page's content in its script. On the client after the first load
 * (the whole app), the wrapper is only an element. Props must survive JSON: plain data.
 */
export function island<P extends object>(name: string, Component: ComponentType<P>): ComponentType<P> {
  islandViews.set(name, Component as IslandView);
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
