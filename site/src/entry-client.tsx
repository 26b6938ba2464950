import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Action, createBrowserHistory, type BrowserHistory } from '@remix-run/router';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { AppRoutes, preloadPage } from './app/routes';
import { noteNavigation } from './lib/navigation-scroll';
import './styles/index.css';

/**
 * The browser's history, changed only once the next page's chunk has loaded, as React Router's
 * data router did: the page on screen stays until the next one can render at once, and the
 * address and the page change together. The router renders the next page in a transition
 * (`v7_startTransition`), in slices, so the scroll's 100 ms timer fires on time. Back and forward
 * change the address at once, so there the page follows when its chunk is in. Of overlapping
 * navigations, only the latest is applied.
 */
function preloadingHistory(): BrowserHistory {
  const history = createBrowserHistory({ v5Compat: true });
  let latest = 0;
  const deferred =
    (method: 'push' | 'replace'): BrowserHistory['push'] =>
    (to, state) => {
      latest += 1;
      const ticket = latest;
      void preloadPage(history.createURL(to).pathname).then(() => {
        if (ticket === latest) history[method](to, state);
      });
    };
  const listen = (listener: Parameters<BrowserHistory['listen']>[0]) =>
    history.listen((update) => {
      // The address changes now (back and forward change it before their page is loaded),
      // and the spec's 100 ms to the scroll start now.
      noteNavigation(update.location);
      if (update.action !== Action.Pop) return listener(update);
      latest += 1;
      const ticket = latest;
      void preloadPage(update.location.pathname).then(() => {
        if (ticket === latest) listener(update);
      });
    });
  return Object.assign(Object.create(history) as BrowserHistory, { push: deferred('push'), replace: deferred('replace'), listen });
}

async function hydrate() {
  const root = document.getElementById('root');
  if (!root) throw new Error('the prerendered page has no #root element');
  // The prerender names this page's chunk on the script tag (`data-page`).
  const chunk = document.querySelector<HTMLScriptElement>('script[data-page]')?.dataset.page;
  await preloadPage(window.location.pathname, chunk);
  // Hydrating in a transition lets React yield to the browser every few milliseconds
  // instead of holding the main thread for the whole page in one task.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <HistoryRouter history={preloadingHistory()} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          <AppRoutes />
        </HistoryRouter>
      </StrictMode>,
    );
  });
}

void hydrate();
