// What `pages/scrolling.rs` runs in the page.
return {
  // Chromium's scrollTo returns an object (WebDriver sends it back as a map), so it is dropped.
  scrollTo: (y) => { window.scrollTo({ top: y, behavior: 'instant' }); },
  settle: () => new Promise((resolve, reject) => {
    let last = window.scrollY, still = 0;
    const giveUp = performance.now() + 5000;
    const frame = () => {
      if (window.scrollY === last) still += 1; else { still = 0; last = window.scrollY; }
      if (still >= 10) return resolve(last);
      if (performance.now() > giveUp) return reject(new Error('scrolling never stopped'));
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }),
  landing: (id) => {
    const target = document.getElementById(id);
    const nav = document.querySelector('[data-testid="site-nav"]');
    if (!target || !nav) throw new Error(`no element with id ${id}`);
    const root = document.documentElement;
    return { top: target.getBoundingClientRect().top, nav: nav.getBoundingClientRect().height,
      atBottom: window.scrollY + innerHeight >= root.scrollHeight - 1, viewport: innerHeight };
  },
  pageHeight: () => document.documentElement.scrollHeight,
  topOf: (testId) => {
    const element = document.querySelector(`[data-testid="${testId}"]`);
    if (!element) throw new Error(`no element with data-testid ${testId}`);
    return element.getBoundingClientRect().top + window.scrollY;
  },
};
