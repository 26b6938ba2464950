import table from './route-table.json';

/** Every page the site has, named for what the visitor sees. */
export type RouteId =
  | 'home'
  | 'v2'
  | 'contact'
  | 'hire'
  | 'learn-more'
  | 'our-results'
  | 'our-strategies'
  | 'terms-of-service'
  | 'privacy-policy'
  | 'not-found';

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

const knownIds: readonly RouteId[] = [
  'home',
  'v2',
  'contact',
  'hire',
  'learn-more',
  'our-results',
  'our-strategies',
  'terms-of-service',
  'privacy-policy',
  'not-found',
];

function checkTable(rows: readonly { id: string }[]): readonly RouteEntry[] {
  // The JSON is shared with the Rust server and harness, so its ids are checked once here
  // rather than trusted: a typo fails the build instead of producing a dead link.
  for (const row of rows) {
    if (!knownIds.includes(row.id as RouteId)) {
      throw new Error(`route-table.json has an unknown route id "${row.id}"`);
    }
  }
  return rows as readonly RouteEntry[];
}

/** The route table, in navigation order, with the 404 page last. */
export const routeTable: readonly RouteEntry[] = checkTable(table);

/** Path of every real page by id: `paths.contact` is `/contact`. */
export const paths = Object.fromEntries(routeTable.map((r) => [r.id, r.path])) as Record<
  Exclude<RouteId, 'not-found'>,
  string
>;

/** Looks a route up by id; the table is checked, so this cannot miss. */
export function routeById(id: RouteId): RouteEntry {
  const entry = routeTable.find((r) => r.id === id);
  if (!entry) throw new Error(`no route "${id}"`);
  return entry;
}
