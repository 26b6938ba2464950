import table from './route-table.json';
import type { RouteId } from './route-paths';

export type { RouteId };

/** One row of the route table: the single home of paths, titles and descriptions. */
export interface RouteEntry {
  readonly id: RouteId;
  /** The URL path, or `*` for the catch-all 404 page. */
  readonly path: string;
  /** The prerendered file in `dist/`. */
  readonly file: string;
  /** The page module, whose CSS the prerender links into this route's HTML. */
  readonly page: string;
  readonly title: string;
  readonly description: string;
}

/**
 * The route table, in navigation order, with the 404 page last. `RouteId` is written from
 * this same file (scripts/route-paths.mjs), so every row's id is one of its members; links
 * take their paths from route-paths.ts, which carries no titles or descriptions.
 */
export const routeTable = table as readonly RouteEntry[];
