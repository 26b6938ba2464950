// What `pages/call_to_action.rs` does with one control, named by its locator (`theControl`
// in `controls.js`, which runs first).
return {
  // The control, once the page shows it: after a step back the address changes at once and
  // the page only once its chunk is in, so a missing control is looked for again every
  // `pollMs` until `timeoutMs`. It is scrolled to the middle of the viewport, so the fixed
  // navigation cannot cover it, and returned once the page has dispatched that scroll's
  // event, at the rendering update that shows it (a hidden page, behind a new tab, renders
  // nothing). The moment it was found is kept for `arrivalAfterClick` (`scrolling.js`).
  find: (locator, timeoutMs, pollMs) => new Promise((resolve, reject) => {
    const deadline = performance.now() + timeoutMs;
    const look = () => {
      let control;
      try {
        control = theControl(locator);
      } catch (error) {
        if (performance.now() >= deadline) reject(error);
        else setTimeout(look, pollMs);
        return;
      }
      const before = window.scrollY;
      control.scrollIntoView({ block: 'center', behavior: 'instant' });
      const found = () => {
        window.__hiveFoundAt = performance.now();
        resolve(control);
      };
      if (window.scrollY === before || document.visibilityState !== 'visible') found();
      else window.addEventListener('scroll', found, { once: true, passive: true });
    };
    look();
  }),
  label: (locator) => labelOf(theControl(locator)),
  hasFocus: (locator) => document.activeElement === theControl(locator),
  // The `src` of every frame in the hero or section with this test id.
  frames: (section) => [...document.querySelectorAll(`[data-testid="${section}"] iframe`)]
    .map((frame) => frame.getAttribute('src')),
};
