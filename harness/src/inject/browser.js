// What the browser session (`browser/`) reads from any page, and its in-page wait.
return {
  consoleMessages: () => window.__hiveConsole || [],
  timeline: () => window.__hiveTimeline || [],
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
