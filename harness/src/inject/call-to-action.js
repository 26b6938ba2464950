// What `pages/call_to_action.rs` does with one control, named by its locator (`theControl`
// in `controls.js`, which runs first).
return {
  // The control, scrolled to the middle of the viewport, so the fixed navigation cannot
  // cover it when it is clicked. A scroll is awaited until the page dispatches its scroll
  // event, at the rendering update that shows it, so the click meets the page a visitor
  // sees; a hidden page (behind the tab a new-tab link opened) renders nothing to wait for.
  // The moment it was found, just before it is clicked, is kept for `arrivalAfterClick`
  // (`scrolling.js`) to wait from.
  find: (locator) => {
    const control = theControl(locator);
    const before = window.scrollY;
    control.scrollIntoView({ block: 'center', behavior: 'instant' });
    const found = () => {
      window.__hiveFoundAt = performance.now();
      return control;
    };
    if (window.scrollY === before || document.visibilityState !== 'visible') return found();
    return new Promise((resolve) => {
      window.addEventListener('scroll', () => resolve(found()), { once: true, passive: true });
    });
  },
  label: (locator) => labelOf(theControl(locator)),
  hasFocus: (locator) => document.activeElement === theControl(locator),
  // The `src` of every frame in the hero or section with this test id.
  frames: (section) => [...document.querySelectorAll(`[data-testid="${section}"] iframe`)]
    .map((frame) => frame.getAttribute('src')),
};
