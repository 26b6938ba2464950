// Installed before any page script for the main-thread budget test. Records every long
// task (50 ms or more, the browser's own threshold) and every long animation frame with the
// scripts that ran in it, so a task over budget can be named, and the moment the page first
// became interactive (the site page's `isInteractive`, from `site-page.js` spliced in below).
// `main-thread-report.js` reads the record back.
(() => {
  if (window.__hiveMainThread) return;
  const record = { tasks: [], frames: [], interactiveAt: null };
  Object.defineProperty(window, '__hiveMainThread', { value: record });
  // Resolved when the page becomes interactive, so the harness awaits it in one command
  // instead of polling the page (each poll a task of its own on the measured main thread).
  let becameInteractive;
  Object.defineProperty(window, '__hiveMainThreadInteractive', {
    value: new Promise((resolve) => {
      becameInteractive = resolve;
    }),
  });
  const { isInteractive: interactive } = (() => {
    /*SITE_PAGE*/
  })();
  const check = () => {
    if (record.interactiveAt === null && document.documentElement && interactive()) {
      record.interactiveAt = performance.now();
      becameInteractive();
    }
  };
  // Only the root element's attributes are watched: the site marks its states there, and
  // an observer of every DOM change would cost the page time that would be measured.
  const watchRoot = () => {
    if (!document.documentElement) return false;
    new MutationObserver(check).observe(document.documentElement, { attributes: true });
    return true;
  };
  if (!watchRoot()) {
    const waitForRoot = new MutationObserver(() => {
      if (watchRoot()) waitForRoot.disconnect();
    });
    waitForRoot.observe(document, { childList: true });
  }
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // An entry type this browser lacks: the test says so when it reads the record.
    }
  };
  observe('longtask', (entry) => record.tasks.push({ start: entry.startTime, duration: entry.duration }));
  observe('long-animation-frame', (entry) =>
    record.frames.push({
      start: entry.startTime,
      duration: entry.duration,
      blocking: entry.blockingDuration,
      styleAndLayout: entry.styleAndLayoutStart ? entry.startTime + entry.duration - entry.styleAndLayoutStart : 0,
      scripts: entry.scripts.map((script) => ({
        invoker: `${script.invokerType} ${script.invoker}`,
        source: `${script.sourceFunctionName || '(anonymous)'} in ${(script.sourceURL || '').replace(/^.*\//, '') || 'the page'}`,
        duration: script.duration,
        forcedLayout: script.forcedStyleAndLayoutDuration,
      })),
    }),
  );
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') record.firstContentfulPaint = entry.startTime;
  });
})();
