import { createContext, useContext } from 'react';

/**
 * The location as the site's components need it: `key` changes with every navigation (so a
 * menu opened at one location closes at the next), `pathname` is the address's path. The
 * whole app provides it from the router (app/routes.tsx); an island hydrated on the first
 * load has no router and gets the page it is on, which no navigation changes before the
 * whole app takes over.
 */
export interface SiteLocation {
  readonly key: string;
  readonly pathname: string;
}

export const SiteLocationContext = createContext<SiteLocation | null>(null);

/** The key the first page has, before any navigation; React Router's initial key too. */
const FIRST_PAGE_KEY = 'default';

export function useSiteLocation(): SiteLocation {
  const location = useContext(SiteLocationContext);
  if (location) return location;
  return { key: FIRST_PAGE_KEY, pathname: typeof window === 'undefined' ? '/' : window.location.pathname };
}
