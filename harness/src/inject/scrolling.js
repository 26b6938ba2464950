// What `pages/scrolling.rs` runs in the page.
const landing = (id) => {
  const target = document.getElementById(id);
  const nav = document.querySelector('[data-testid="site-nav"]');
  if (!target || !nav) throw new Error(`no element with id ${id}`);
  const root = document.documentElement;
  return { top: target.getBoundingClientRect().top, nav: nav.getBoundingClientRect().height,
    atBottom: window.scrollY + innerHeight >= root.scrollHeight - 1, viewport: innerHeight };
};
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
  landing,
  // After a click made at `since`: waits for the navigation it makes and the scroll the page
  // then asks for, until the page has rested for three frames, and says where it is. Without
  // a navigation within `timeoutMs` it rejects; without a requested scroll it reads the page
  // where it rests then. It is for pages with reduced motion, whose scrolls are instant.
  arrivalAfter: (since, id, timeoutMs) => new Promise((resolve, reject) => {
    const events = window.__hiveTimeline || [];
    const deadline = performance.now() + timeoutMs;
    let navigated, last = window.scrollY, still = 0;
    const frame = () => {
      navigated ??= events.find((e) => e.kind === 'navigate' && e.at >= since);
      if (window.scrollY === last) still += 1; else { still = 0; last = window.scrollY; }
      const late = performance.now() >= deadline;
      if (!navigated && late) return reject(new Error('the click made no navigation'));
      const asked = navigated && events.some((e) => e.kind === 'scroll-call' && e.at >= navigated.at);
      if (navigated && (asked || late) && still >= 3) {
        return resolve({ location: location.pathname + location.hash,
          landing: document.getElementById(id) ? landing(id) : null });
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }),
  pageHeight: () => document.documentElement.scrollHeight,
  topOf: (testId) => {
    const element = document.querySelector(`[data-testid="${testId}"]`);
    if (!element) throw new Error(`no element with data-testid ${testId}`);
    return element.getBoundingClientRect().top + window.scrollY;
  },
};
