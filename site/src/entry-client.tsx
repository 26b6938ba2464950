import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Action, createBrowserHistory, type BrowserHistory } from '@remix-run/router';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { AppRoutes, preloadPage } from './app/routes';
import { noteNavigation } from './lib/navigation-scroll';
import './styles/index.css';

/*
 * The whole app: the router and every page. The first load does not fetch it; the page
 * starts as the prerendered HTML with its interactive parts hydrated one by one
 * (entry-islands.tsx). At the visitor's first move to another page, entry-islands.tsx loads
 * this module, which loads the next page and renders it over the static page in one task.
 */

/**
 * The browser's history, changed only once the next page's chunk has loaded, as React Router's
 * data router did: the page on screen stays until the next one can render at once, and the
 * address and the page change together. The router renders the next page in a transition
 * (`v7_startTransition`), in slices, so the scroll's 100 ms timer fires on time. Back and forward
 * change the address at once, so there the page follows when its chunk is in. Of overlapping
 * navigations, only the latest is applied.
 */
function preloadingHistory(history: BrowserHistory): BrowserHistory {
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

/** Loads the page at `to` (a path with an optional query and hash), ahead of `takeOver`. */
export function preload(to: string): Promise<void> {
  return preloadPage(new URL(to, window.location.href).pathname);
}

/**
 * Moves to `to` and renders the whole app there, in place of the static page, in one task:
 * `beforeRender` stops the first load's islands, the address changes (and with it the spec's
 * 100 ms to the scroll start), and the next page is drawn before the browser paints again.
 * The navigation and footer are drawn anew, so the control that had the focus (the link a
 * keyboard visitor chose) gets it back. Call `preload(to)` first, so the page renders at once.
 */
export function takeOver(to: string, replace: boolean, beforeRender: () => void): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root element');
  const focused = container.contains(document.activeElement) ? document.activeElement?.getAttribute('data-testid') : null;
  const base = createBrowserHistory({ v5Compat: true });
  beforeRender();
  if (replace) base.replace(to);
  else base.push(to);
  noteNavigation(base.location);
  const root = createRoot(container);
  flushSync(() => {
    root.render(
      <StrictMode>
        <HistoryRouter history={preloadingHistory(base)} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          <AppRoutes />
        </HistoryRouter>
      </StrictMode>,
    );
  });
  if (focused) container.querySelector<HTMLElement>(`[data-testid="${CSS.escape(focused)}"]`)?.focus({ preventScroll: true });
}
