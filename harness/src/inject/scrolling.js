// What `pages/scrolling.rs` runs in the page.
const landing = (id) => {
  const target = document.getElementById(id);
  const nav = document.querySelector('[data-testid="site-nav"]');
  if (!target || !nav) throw new Error(`no element with id ${id}`);
  const root = document.documentElement;
  return { top: target.getBoundingClientRect().top, nav: nav.getBoundingClientRect().height,
    atBottom: window.scrollY + innerHeight >= root.scrollHeight - 1, viewport: innerHeight };
};
// Checks `done(still)` at each tick `next` schedules, `still` being how many ticks in a row
// scrollY has not changed for; resolves with scrollY once it returns true, and rejects if it
// throws. The waits for an instant scroll tick on a timer (`everyMs`): a page asked for frames
// renders one each time, and WebKit composites each on the CPU here (23 ms of a core at
// desktop width). A smooth scroll moves once a frame, so only frames (`everyFrame`) tell
// whether it has stopped: on a loaded machine WebKit renders fewer than one a timer tick.
const untilStill = (next, done) => new Promise((resolve, reject) => {
  let last = window.scrollY, still = 0;
  const check = () => {
    if (window.scrollY === last) still += 1; else { still = 0; last = window.scrollY; }
    try {
      if (done(still)) return resolve(last);
    } catch (error) {
      return reject(error);
    }
    next(check);
  };
  next(check);
});
const everyMs = (pollMs) => (check) => setTimeout(check, pollMs);
const everyFrame = (check) => requestAnimationFrame(check);
return {
  // Resolves once the page has dispatched the scroll event of this move, which WebKit does
  // at its next rendering update: a later navigation must not meet it as a scroll of its own.
  scrollTo: (y) => new Promise((resolve) => {
    const before = window.scrollY;
    window.scrollTo({ top: y, behavior: 'instant' });
    if (window.scrollY === before) resolve();
    else window.addEventListener('scroll', () => resolve(), { once: true, passive: true });
  }),
  // Resolves with the resting scrollY once scrolling, smooth or not, has stopped for ten
  // frames.
  settle: () => {
    const giveUp = performance.now() + 5000;
    return untilStill(everyFrame, (still) => {
      if (still >= 10) return true;
      if (performance.now() > giveUp) throw new Error('scrolling never stopped');
      return false;
    });
  },
  landing,
  // After the click on the control `call-to-action.js` last found (at `__hiveFoundAt`): waits
  // for the navigation it makes and the scroll the page then asks for, until the page has
  // rested for three checks, and says where it is: its location, when it navigated and asked
  // to scroll, where it rests, and where `id` landed. Without a navigation within `timeoutMs`
  // it rejects; without a requested scroll it reads the page where it rests then. It is for
  // pages with reduced motion, whose scrolls are instant.
  arrivalAfterClick: (id, timeoutMs, pollMs) => {
    const since = window.__hiveFoundAt ?? 0;
    const events = window.__hiveTimeline || [];
    const deadline = performance.now() + timeoutMs;
    let navigated;
    let asked;
    return untilStill(everyMs(pollMs), (still) => {
      navigated ??= events.find((e) => e.kind === 'navigate' && e.at >= since);
      const late = performance.now() >= deadline;
      if (!navigated && late) throw new Error('the click made no navigation');
      asked ??= navigated && events.find((e) => e.kind === 'scroll-call' && e.at >= navigated.at);
      return Boolean(navigated && (asked || late) && still >= 3);
    }).then((y) => ({ location: location.pathname + location.hash, navigatedAt: navigated.at,
      scrollAskedAt: asked ? asked.at : null, y,
      landing: document.getElementById(id) ? landing(id) : null }));
  },
  // Goes back one history entry, as the browser's back button does, and waits until the page
  // shows `path` and the scroll it then asks for has come to rest; rejects after `timeoutMs`.
  backTo: (path, timeoutMs, pollMs) => {
    const events = window.__hiveTimeline || [];
    const since = performance.now();
    const deadline = since + timeoutMs;
    history.back();
    return untilStill(everyMs(pollMs), (still) => {
      const back = events.find((e) => e.kind === 'navigate' && e.at >= since);
      const rested = back && location.pathname + location.hash === path
        && events.some((e) => e.kind === 'scroll-call' && e.at >= back.at) && still >= 3;
      if (!rested && performance.now() >= deadline) {
        throw new Error(`going back did not come to rest at ${path}, but at ${location.pathname}${location.hash}`);
      }
      return rested;
    }).then(() => null);
  },
  pageHeight: () => document.documentElement.scrollHeight,
  topOf: (testId) => {
    const element = document.querySelector(`[data-testid="${testId}"]`);
    if (!element) throw new Error(`no element with data-testid ${testId}`);
    return element.getBoundingClientRect().top + window.scrollY;
  },
};
