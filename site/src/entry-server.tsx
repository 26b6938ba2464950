import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { AppRoutes, preloadPage } from './app/routes';

export { routeTable } from './config/route-table';
export { siteConfig } from './config/site';
export { renderArtwork } from './components/illustrations/artwork';

/**
 * Renders one route to HTML for the prerender script. The page chunk is loaded first,
 * exactly as the client does before hydrating, so both render the same tree. The static
 * router writes no script, so the CSP can forbid inline scripts.
 */
export async function render(url: string): Promise<string> {
  const location = new URL(url, 'http://prerender.invalid');
  await preloadPage(location.pathname);
  return renderToString(
    <StrictMode>
      <StaticRouter location={location.pathname + location.search + location.hash} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
}
