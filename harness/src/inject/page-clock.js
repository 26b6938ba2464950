// The page clock (`page_clock.rs`): installed in a loaded page, it holds the page's timers of
// `heldMin` ms or more on a clock of the harness's own, which moves only when the harness
// advances it, so a test proves a long timeout exactly without waiting it out. Shorter timers,
// the harness's own in-page waits among them, run as usual.
return {
  install: (heldMin) => {
    if (window.__hiveClock) return;
    const realSetTimeout = window.setTimeout.bind(window);
    const realClearTimeout = window.clearTimeout.bind(window);
    const held = new Map();
    let now = 0;
    // Far above the browser's own timer ids, so a clearTimeout reaches the right one.
    let nextId = 2 ** 30;
    window.setTimeout = (handler, delay = 0, ...args) => {
      if (typeof handler !== 'function' || !(Number(delay) >= heldMin)) return realSetTimeout(handler, delay, ...args);
      const id = nextId++;
      held.set(id, { due: now + Number(delay), run: () => handler(...args) });
      return id;
    };
    window.clearTimeout = (id) => {
      if (!held.delete(id)) realClearTimeout(id);
    };
    Object.defineProperty(window, '__hiveClock', {
      value: {
        pending: () => [...held.values()].map((timer) => timer.due - now),
        advance: (ms) => {
          now += ms;
          const due = [...held].filter(([, timer]) => timer.due <= now).sort(([, a], [, b]) => a.due - b.due);
          for (const [id, timer] of due) {
            held.delete(id);
            timer.run();
          }
        },
      },
    });
  },
  // The time left on each held timer.
  pending: () => window.__hiveClock.pending(),
  // Moves the clock on by `ms` and runs each timer that falls due, earliest first.
  advance: (ms) => window.__hiveClock.advance(ms),
};
