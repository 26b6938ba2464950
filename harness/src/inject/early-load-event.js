// Breaks the site on purpose, for the test that proves the late-load counter check can
// fail. Served only by the harness's own server, into a page whose real `load` event is held
// back: once the app has hydrated, it sends the window a `load` event of its own, at every
// frame until a counter moves or the real event comes, so code that waits for `load` starts
// early, as a site that forgot to wait would. The timeline records only trusted events, so
// it still sees the real `load`.
(() => {
  const root = document.documentElement;
  const counterMoved = () =>
    [...document.querySelectorAll('[data-testid="counter-value"]')].some((value) => /[1-9]/.test(value.textContent));
  const nudge = () => {
    if (document.readyState === 'complete' || counterMoved()) return;
    if (root.dataset.hydrated === 'true') window.dispatchEvent(new Event('load'));
    requestAnimationFrame(nudge);
  };
  nudge();
})();
