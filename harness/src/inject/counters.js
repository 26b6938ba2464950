// What `pages/counters.rs` reads of the counters of /our-results: each with a target (`data-end`).
const eachCounter = () => [...document.querySelectorAll('[data-testid^="counter-"][data-end]')];
const shown = (c, id) => getComputedStyle(c.querySelector(`[data-testid="${id}"]`)).display !== 'none';

return {
  texts: () => eachCounter().map((c) => [c.dataset.testid, c.querySelector('[data-testid="counter-value"]').textContent]),
  faces: () => eachCounter().map((c) => ({
    testId: c.dataset.testid,
    stillShown: shown(c, 'counter-still'),
    tickerShown: shown(c, 'counter-value'),
  })),
};
