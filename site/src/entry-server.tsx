import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router-dom/server';
import { preloadPage, routes } from './app/routes';

export { routeTable } from './app/route-table';
export { siteConfig } from './config/site';

/**
 * Renders one route to HTML for the prerender script. `hydrate={false}` keeps React Router
 * from writing an inline hydration script: the site has no loaders, so the client router
 * starts from the URL alone, and the CSP can forbid inline scripts.
 */
export async function render(url: string): Promise<string> {
  // The page chunk is loaded into the route tree first, exactly as the client does before
  // hydrating, so both render the same tree.
  await preloadPage(new URL(url, 'http://prerender.invalid').pathname);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`route ${url} answered with a redirect`);
  const router = createStaticRouter(routes, context);
  return renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
}
