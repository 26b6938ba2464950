// What the browser session (`browser/`) reads from any page, and its in-page wait.
// What an instrumentation script records (`instrumentation.rs`). A page without it has
// recorded nothing, which is not the same as a page that logged no error or never shifted,
// so reading it fails.
const recorded = (name, file) => {
  if (!window[name]) throw new Error(`${file} is not installed in this page, so it recorded nothing`);
  return window[name];
};

return {
  consoleMessages: () => recorded('__hiveConsole', 'console-capture.js'),
  timeline: () => recorded('__hiveTimeline', 'timeline.js'),
  now: () => performance.now(),
  html: () => document.documentElement.outerHTML,
  // Resolves true as soon as `holds()` does, re-checking it every `intervalMs`, or false once
  // `sliceMs` have passed.
  holdsWithin: (holds, sliceMs, intervalMs) => new Promise((resolve) => {
    const deadline = performance.now() + sliceMs;
    const check = () => {
      if (holds()) resolve(true);
      else if (performance.now() >= deadline) resolve(false);
      else setTimeout(check, intervalMs);
    };
    check();
  }),
};
