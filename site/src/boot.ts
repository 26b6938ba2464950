/*
 * The page's only script, which the prerender writes into each page (so the first paint
 * waits for no script request; the CSP admits it by its hash). Every page is prerendered, so
 * its first paint needs no script: the islands' runtime (entry-islands.tsx), which hydrates
 * the page's interactive parts, is fetched once the browser has painted the page's content,
 * so it never holds up that paint or competes with the stylesheet and fonts. Its address is
 * written on this script's tag by the prerender (`data-app`), with React DOM's
 * (`data-react-dom`), which is set up first in a task of its own; in development, Vite
 * serves the source.
 */

/** Longest wait for the first contentful paint (a tab opened in the background paints late). */
const FIRST_PAINT_WAIT_MS = 1000;

function start(): void {
  if (import.meta.env.DEV) {
    // The development server prerenders nothing, so the whole app renders the page.
    void import('./entry-client').then(async (app) => {
      const here = window.location.pathname + window.location.search + window.location.hash;
      await app.preload(here);
      app.takeOver(here, true, () => undefined);
    });
    return;
  }
  const tag = document.querySelector<HTMLScriptElement>('script[data-app]');
  const app = tag?.dataset.app;
  if (!app) return;
  // React DOM's set-up and the app's evaluation, each a task of its own (see react-dom-entry.ts).
  const reactDom = tag.dataset.reactDom;
  const setUp = reactDom ? import(/* @vite-ignore */ reactDom) : Promise.resolve();
  void setUp
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import(/* @vite-ignore */ app));
}

/** Runs `then` once the page's content has been painted (or after the longest wait). */
function afterFirstContentfulPaint(then: () => void): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    setTimeout(then, 0);
  };
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        go();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    // Without paint timing, the frame after the first one is a fair stand-in.
    requestAnimationFrame(() => requestAnimationFrame(go));
  }
  setTimeout(go, FIRST_PAINT_WAIT_MS);
}

afterFirstContentfulPaint(start);
