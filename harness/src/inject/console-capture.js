// Injected before any page script runs (test_server_contract::INSTRUMENTATION says how, per engine).
// Selenium Grid does not forward browser logs, so console calls, uncaught errors and
// rejected promises are copied into a page-global list the harness reads back.
(() => {
  if (window.__hiveConsole) return;
  const entries = [];
  Object.defineProperty(window, '__hiveConsole', { value: entries });
  const describe = (value) => {
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (typeof value === 'string') return value;
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  };
  for (const level of ['log', 'info', 'warn', 'error', 'debug']) {
    const original = console[level].bind(console);
    console[level] = (...args) => {
      entries.push({ level, message: args.map(describe).join(' '), at: performance.now() });
      original(...args);
    };
  }
  // In the capture phase, `error` also reports failed loads of scripts, styles and images,
  // which the browser would log as console errors without calling console.error.
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      const message =
        target && target !== window
          ? `failed to load ${target.src || target.href || target.tagName}`
          : `uncaught: ${event.message}`;
      entries.push({ level: 'error', message, at: performance.now() });
    },
    true,
  );
  // CSP violations are logged by the browser itself, never through console.error.
  document.addEventListener('securitypolicyviolation', (event) => {
    entries.push({
      level: 'error',
      message: `CSP blocked ${event.blockedURI || 'inline'} (${event.violatedDirective})`,
      at: performance.now(),
    });
  });
  window.addEventListener('unhandledrejection', (event) => {
    entries.push({ level: 'error', message: `unhandled rejection: ${describe(event.reason)}`, at: performance.now() });
  });
})();
