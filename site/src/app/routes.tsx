import type { RouteObject } from 'react-router-dom';
import type { ComponentType } from 'react';
import { routeTable, type RouteId } from './route-table';
import { SiteLayout } from '../components/layout/site-layout';

type PageModule = Promise<{ Component: ComponentType }>;

/**
 * Each page is its own chunk, loaded through React Router's `lazy`, so a visitor downloads
 * only the page they open. A chunk that fails to load is a routing failure, which shows the
 * default error screen (spec §8).
 */
const pages: Record<RouteId, () => PageModule> = {
  home: () => import('./pages/home-page').then((m) => ({ Component: m.HomePage })),
  v2: () => import('./pages/alternate-home-page').then((m) => ({ Component: m.AlternateHomePage })),
  contact: () => import('./pages/contact-page').then((m) => ({ Component: m.ContactPage })),
  hire: () => import('./pages/hire-page').then((m) => ({ Component: m.HirePage })),
  'learn-more': () => import('./pages/learn-more-page').then((m) => ({ Component: m.LearnMorePage })),
  'our-results': () => import('./pages/our-results-page').then((m) => ({ Component: m.OurResultsPage })),
  'our-strategies': () => import('./pages/our-strategies-page').then((m) => ({ Component: m.OurStrategiesPage })),
  'terms-of-service': () => import('./pages/terms-of-service-page').then((m) => ({ Component: m.TermsOfServicePage })),
  'privacy-policy': () => import('./pages/privacy-policy-page').then((m) => ({ Component: m.PrivacyPolicyPage })),
  'not-found': () => import('./pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
};

/**
 * The data-router tree, derived from the route table. No `errorElement` is set on purpose:
 * spec §8 asks for React Router's default "Unexpected Application Error!" screen.
 */
const pageRoutes: RouteObject[] = routeTable.map((route) =>
  route.path === '/' ? { index: true, lazy: pages[route.id] } : { path: route.path, lazy: pages[route.id] },
);

export const routes: RouteObject[] = [{ element: <SiteLayout />, children: pageRoutes }];

/**
 * Loads the page chunk for `pathname` into the route tree, so the first client render
 * matches the prerendered HTML (React Router's pattern for lazy routes with server
 * rendering). The site has no route parameters, so an exact path match, else the catch-all,
 * is the router's own choice too. If the load fails the route stays lazy, and the router's
 * own attempt then surfaces the failure on its error screen.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const exact = routeTable.findIndex((route) => route.path === pathname);
  const position = exact >= 0 ? exact : routeTable.findIndex((route) => route.path === '*');
  const entry = routeTable[position];
  const route = pageRoutes[position];
  if (!entry || !route) return;
  try {
    const loaded = await pages[entry.id]();
    Object.assign(route, { ...loaded, lazy: undefined });
  } catch {
    // Left lazy on purpose; see above.
  }
}
