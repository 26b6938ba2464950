// What the browser session (`browser/`) reads from any page, and its in-page wait.
return {
  // Null when the page instrumentation is missing: a page that recorded nothing is not a
  // page that logged no error or never shifted, so the read fails (`instrumentation.rs`).
  consoleMessages: () => window.__hiveConsole ?? null,
  timeline: () => window.__hiveTimeline ?? null,
  now: () => performance.now(),
  html: () => document.documentElement.outerHTML,
  // The attribute as written, which WebDriver's own command gives resolved in WebKit.
  attribute: (element, name) => element.getAttribute(name),
  innerSize: () => [innerWidth, innerHeight],
  pageHeight: () => document.documentElement.scrollHeight,
  prefersReducedMotion: () => matchMedia('(prefers-reduced-motion: reduce)').matches,
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
