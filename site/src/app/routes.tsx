import { Component, lazy, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { routeTable, type RouteId } from './route-table';
import { SiteLayout } from '../components/layout/site-layout';

/**
 * Each page is its own chunk, so a visitor downloads only the page they open. A chunk that
 * fails to load is a routing failure, which shows the default error screen (spec §8).
 * The router is React Router's component router (`unstable_HistoryRouter`, over the
 * preloading history of entry-client.tsx), not its data router: the site has no loaders or
 * actions, and the data router cost 13 KB gzipped on every page.
 */
type PageModule = Record<string, ComponentType>;

/** Each page's chunk, and the name its component is exported under. */
const pages: Record<RouteId, { readonly load: () => Promise<PageModule>; readonly name: string }> = {
  home: { load: () => import('./pages/home-page'), name: 'HomePage' },
  v2: { load: () => import('./pages/alternate-home-page'), name: 'AlternateHomePage' },
  contact: { load: () => import('./pages/contact-page'), name: 'ContactPage' },
  hire: { load: () => import('./pages/hire-page'), name: 'HirePage' },
  'learn-more': { load: () => import('./pages/learn-more-page'), name: 'LearnMorePage' },
  'our-results': { load: () => import('./pages/our-results-page'), name: 'OurResultsPage' },
  'our-strategies': { load: () => import('./pages/our-strategies-page'), name: 'OurStrategiesPage' },
  'terms-of-service': { load: () => import('./pages/terms-of-service-page'), name: 'TermsOfServicePage' },
  'privacy-policy': { load: () => import('./pages/privacy-policy-page'), name: 'PrivacyPolicyPage' },
  'not-found': { load: () => import('./pages/not-found-page'), name: 'NotFoundPage' },
};

/** The page component a loaded chunk exports; a chunk without it is a routing failure. */
function componentOf(id: RouteId, module: PageModule): ComponentType {
  const Page = module[pages[id].name];
  if (!Page) throw new Error(`the chunk of page ${id} exports no ${pages[id].name}`);
  return Page;
}

/** Page components whose chunk has loaded (by `preloadPage`, or by a navigation). */
const loaded = new Map<RouteId, ComponentType>();

/**
 * One lazy component per page. When the chunk is already loaded, the factory answers with a
 * thenable that resolves synchronously, so React renders the page at once instead of
 * suspending: the first client render then matches the prerendered HTML.
 */
function lazyPage(id: RouteId) {
  return lazy(() => {
    const Page = loaded.get(id);
    if (Page) {
      const ready = { default: Page };
      return { then: (resolve: (module: typeof ready) => void) => resolve(ready) } as Promise<typeof ready>;
    }
    return pages[id].load().then((module) => {
      const Loaded = componentOf(id, module);
      loaded.set(id, Loaded);
      return { default: Loaded };
    });
  });
}

/** The route elements, made once: a page's element is the same on every render. */
const pageRoutes = routeTable.map((route) => {
  const LazyPage = lazyPage(route.id);
  return { id: route.id, path: route.path, element: <LazyPage /> };
});

/**
 * The route tree, from the route table, inside the shared layout (whose `<main>` holds the
 * Suspense boundary for a page still loading). The router hears of a navigation once the
 * next page's chunk has loaded (see entry-client.tsx), so pages rarely suspend.
 */
export function AppRoutes() {
  const location = useLocation();
  return (
    <ErrorScreen resetKey={location.key}>
      <Routes>
        <Route element={<SiteLayout />}>
          {pageRoutes.map((route) =>
            route.path === '/' ? (
              <Route key={route.id} index element={route.element} />
            ) : (
              <Route key={route.id} path={route.path} element={route.element} />
            ),
          )}
        </Route>
      </Routes>
    </ErrorScreen>
  );
}

/**
 * Loads the page chunk for `pathname` before the first render, so it renders at once and
 * the client's first render matches the prerendered HTML. The site has no route parameters,
 * so an exact path match, else the catch-all, is the router's own choice too. If the load
 * fails the page stays unloaded, and rendering it surfaces the failure on the error screen.
 *
 * `chunk` is the page's chunk address as the prerender wrote it on the page: imported as it
 * is, it brings no copy of the page's stylesheets, which the prerendered page already has
 * (Vite's loader would add them again and make the browser restyle the whole page).
 */
export async function preloadPage(pathname: string, chunk?: string): Promise<void> {
  const exact = routeTable.find((route) => route.path === pathname);
  const entry = exact ?? routeTable.find((route) => route.path === '*');
  if (!entry || loaded.has(entry.id)) return;
  try {
    const module = chunk ? ((await import(/* @vite-ignore */ chunk)) as PageModule) : await pages[entry.id].load();
    loaded.set(entry.id, componentOf(entry.id, module));
  } catch {
    // Left lazy on purpose; see above.
  }
}

interface ErrorScreenProps {
  readonly resetKey: string;
  readonly children: ReactNode;
}

/**
 * Spec §8 "Routing failure": the default error screen, headed 'Unexpected Application
 * Error!' with the error's message and stack, in place of the whole site, as React Router
 * shows it. Navigating elsewhere (back or forward) leaves it.
 */
class ErrorScreen extends Component<ErrorScreenProps, { error: Error | null; key: string }> {
  override state = { error: null as Error | null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: ErrorScreenProps, state: { error: Error | null; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <>
        <h2>Unexpected Application Error!</h2>
        <h3 className="error-screen__message">{error.message}</h3>
        {error.stack ? <pre className="error-screen__stack">{error.stack}</pre> : null}
      </>
    );
  }
}
