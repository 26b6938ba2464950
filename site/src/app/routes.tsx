import { Component, lazy, useMemo, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { routeTable, type RouteEntry, type RouteId } from '../config/route-table';
import { SiteLayout } from '../components/layout/site-layout';
import { SiteLocationContext } from '../lib/site-location';

/*
 * Each page is its own chunk, so a visitor downloads only the page they open. A chunk that
 * fails to load is a routing failure, which shows the default error screen (spec §8).
 * The router is React Router's `unstable_HistoryRouter`, over the preloading history of
 * entry-client.tsx, which gives every component the location. The page for a location is
 * chosen here, from the route table: the site's paths are fixed, and `<Routes>` with
 * `<Link>` cost 5 KB gzipped on every page (the data router another 13 KB). Links are
 * plain anchors that lib/link-navigation.ts navigates.
 */

/** A page module: its component is the default export. */
type PageModule = { readonly default?: ComponentType };

/**
 * Each page's chunk loader, by the module the route table names (its `page`), so the pages
 * are listed once, in the table.
 */
const pageModules = import.meta.glob<PageModule>('./pages/*.tsx');

/** The loader of the page module `route` names; a table naming no such module fails the build. */
function pageLoader(route: RouteEntry): () => Promise<PageModule> {
  const load = pageModules[`./pages/${route.page.split('/').pop() ?? ''}`];
  if (!route.page.startsWith('src/app/pages/') || !load) {
    throw new Error(`route-table.json: route ${route.id} names page ${route.page}, which is not a module in src/app/pages`);
  }
  return load;
}

const pages = Object.fromEntries(routeTable.map((route) => [route.id, pageLoader(route)])) as Record<RouteId, () => Promise<PageModule>>;

/** The page component a loaded chunk exports; a chunk without it is a routing failure. */
function componentOf(id: RouteId, module: PageModule): ComponentType {
  if (!module.default) throw new Error(`the chunk of page ${id} has no default export`);
  return module.default;
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
    return pages[id]().then((module) => {
      const Loaded = componentOf(id, module);
      loaded.set(id, Loaded);
      return { default: Loaded };
    });
  });
}

/** The page elements, made once: a page's element is the same on every render. */
const pageElements = Object.fromEntries(
  routeTable.map((route) => {
    const LazyPage = lazyPage(route.id);
    return [route.id, <LazyPage key={route.id} />];
  }),
) as Record<RouteId, ReactElement>;

/**
 * The page at `pathname`: the route with exactly that path, else the catch-all. The server
 * answers the same way (a path differing in case is its 404 page, and it redirects a trailing
 * slash), so the first client render always matches the prerendered page.
 */
function routeAt(pathname: string): RouteEntry {
  const entry = routeTable.find((route) => route.path === pathname) ?? routeTable.find((route) => route.path === '*');
  if (!entry) throw new Error('the route table has no catch-all route');
  return entry;
}

/**
 * The page for the current location inside the shared layout (whose `<main>` holds the
 * Suspense boundary for a page still loading). The router hears of a navigation once the
 * next page's chunk has loaded (see entry-client.tsx), so pages rarely suspend.
 */
export function AppRoutes() {
  const { key, pathname } = useLocation();
  const siteLocation = useMemo(() => ({ key, pathname }), [key, pathname]);
  return (
    <SiteLocationContext.Provider value={siteLocation}>
      <ErrorScreen resetKey={key}>
        <SiteLayout>{pageElements[routeAt(pathname).id]}</SiteLayout>
      </ErrorScreen>
    </SiteLocationContext.Provider>
  );
}

/**
 * Loads the page chunk for `pathname`, so the page renders at once: before a navigation
 * changes the address, and before the prerender renders the page. If the load fails the page
 * stays unloaded, and rendering it surfaces the failure on the error screen.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const entry = routeAt(pathname);
  if (loaded.has(entry.id)) return;
  try {
    loaded.set(entry.id, componentOf(entry.id, await pages[entry.id]()));
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
