// What `pages/site_page.rs` runs in any page of the site. Its top level only defines
// functions, as `main-thread.js` splices it in before the page's own scripts.
const root = () => document.documentElement;

return {
  isInteractive: () => root().dataset.hydrated === 'true' && Number(root().dataset.scrolls ?? 0) > 0,
  isSettledForAMouse: () => root().dataset.tooltips === 'ready' && root().dataset.sections === 'laid-out',
  isLoaded: () => document.readyState === 'complete',
  fontArrival: () => document.fonts.ready.then(() => {
    const paint = performance.getEntriesByName('first-paint')[0];
    const fonts = performance.getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.woff2'))
      .map((entry) => entry.responseEnd);
    return {
      firstPaint: paint ? paint.startTime : null,
      lastFont: fonts.length ? Math.max(...fonts) : null,
    };
  }),
  location: () => location.pathname + location.hash,
  // What the document requested from its own origin, as Resource Timing lists it: how many
  // files, and each call for data (made by fetch(), XMLHttpRequest or sendBeacon()).
  ownOriginRequests: () => {
    const own = performance.getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).origin === location.origin);
    const isCall = (entry) => ['fetch', 'xmlhttprequest', 'beacon'].includes(entry.initiatorType);
    return {
      files: own.filter((entry) => !isCall(entry)).length,
      calls: own.filter(isCall).map((entry) => `${entry.initiatorType} ${new URL(entry.name).pathname}`),
    };
  },
  historyLength: () => history.length,
  cardMotions: (gridTestId) => [...document.querySelectorAll(`[data-testid="${gridTestId}"] > [data-card]`)]
    .map((c) => ({ reveal: c.dataset.reveal ?? null, animationDelay: getComputedStyle(c).animationDelay })),
  focused: () => {
    const a = document.activeElement;
    const r = a.getBoundingClientRect();
    return { text: a.textContent.trim(), href: a.getAttribute('href') ?? '', id: a.id,
      inView: r.top >= 0 && r.bottom <= innerHeight && r.width > 1 };
  },
  clipboardText: () => navigator.clipboard.readText(),
  customProperty: (name) => getComputedStyle(root()).getPropertyValue(name).trim(),
  setCustomProperty: (name, value) => root().style.setProperty(name, value),
};
