// Injected before any page script runs. Records, with performance.now(), the triggers and
// effects the spec times, so tests measure delays inside the page instead of polling:
// - navigations through the History API (React Router's pushState and replaceState);
// - scroll positions, at every scroll event;
// - pointer entry onto elements, and every change of a `data-state` attribute (Radix
//   tooltips and dialogs);
// - every scroll the page asks for (scrollTo, scroll, scrollIntoView) and its behaviour;
// - every text change of a counter (`[data-testid=counter-value]`), with its width;
// - the app's hydration (`<html data-hydrated="true">`);
// - the window load event, the browser's own only: a script can dispatch one too;
// - layout shifts that no recent input explains (the ones CLS counts), where the browser
//   reports them.
(() => {
  if (window.__hiveTimeline) return;
  const LIMIT = 20000;
  const events = [];
  Object.defineProperty(window, '__hiveTimeline', { value: events });
  const record = (event) => {
    if (events.length < LIMIT) events.push({ ...event, at: performance.now() });
  };
  const describe = (element) =>
    element && element.getAttribute ? element.getAttribute('data-testid') || element.id || element.tagName : '';

  for (const method of ['pushState', 'replaceState']) {
    const original = history[method].bind(history);
    history[method] = (state, title, url) => {
      const result = original(state, title, url);
      record({ kind: 'navigate', method, url: location.href, length: history.length });
      return result;
    };
  }
  // Scrolls the page asks for, with the behaviour it asks for ('smooth' or not): the
  // start of a scroll, whatever the compositor then does with the frames.
  const wrapScroll = (owner, method) => {
    const original = owner[method];
    owner[method] = function (...args) {
      const options = args[0];
      const behavior = options && typeof options === 'object' ? options.behavior || 'auto' : 'auto';
      record({ kind: 'scroll-call', method, state: behavior });
      return original.apply(this, args);
    };
  };
  wrapScroll(window, 'scrollTo');
  wrapScroll(window, 'scroll');
  wrapScroll(Element.prototype, 'scrollIntoView');
  window.addEventListener('popstate', () => record({ kind: 'navigate', method: 'popstate', url: location.href }));
  window.addEventListener('load', (event) => {
    if (event.isTrusted && (event.target === document || event.target === window)) record({ kind: 'load' });
  });
  window.addEventListener('scroll', () => record({ kind: 'scroll', y: window.scrollY }), { passive: true });
  if ((PerformanceObserver.supportedEntryTypes || []).includes('layout-shift')) {
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries()) {
        if (shift.hadRecentInput) continue;
        const moved = (shift.sources || []).map((source) => describe(source.node)).join(' ');
        record({ kind: 'layout-shift', value: shift.value, target: moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }
  for (const type of ['pointerover', 'pointermove']) document.addEventListener(
    type,
    (event) => {
      const owner = event.target.closest ? event.target.closest('[data-testid]') : null;
      record({ kind: 'pointer', target: describe(owner) });
    },
    true,
  );

  // The text each counter last showed, so repeated mutations of one tick record it once.
  const shown = new Map();
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      const target = mutation.target;
      if (mutation.type === 'attributes' && mutation.attributeName === 'data-hydrated') {
        if (target === document.documentElement && target.dataset.hydrated === 'true') record({ kind: 'hydrated' });
        continue;
      }
      if (mutation.type === 'attributes' && mutation.attributeName === 'data-state') {
        record({ kind: 'state', target: describe(target), state: target.getAttribute('data-state') });
        continue;
      }
      const counter =
        target.nodeType === Node.TEXT_NODE ? target.parentElement : target;
      const value = counter && counter.closest ? counter.closest('[data-testid="counter-value"]') : null;
      // A tick that changes several figures makes one mutation for each; one record per value shown.
      if (value && shown.get(value) !== value.textContent) {
        shown.set(value, value.textContent);
        const owner = value.closest('[data-end]');
        record({
          kind: 'counter',
          target: owner ? owner.getAttribute('data-testid') : '',
          text: value.textContent,
          width: value.getBoundingClientRect().width,
        });
      }
    }
  });
  observer.observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['data-state', 'data-hydrated'],
  });
})();
