// What `pages/call_to_action.rs` does with one control, named by its locator (`theControl`
// in `controls.js`, which runs first).
return {
  // The control, scrolled to the middle of the viewport, so the fixed navigation cannot
  // cover it when it is clicked. The moment it was found, just before it is clicked, is kept
  // for `arrivalAfterClick` (`scrolling.js`) to wait from.
  find: (locator) => {
    const control = theControl(locator);
    control.scrollIntoView({ block: 'center', behavior: 'instant' });
    window.__hiveFoundAt = performance.now();
    return control;
  },
  label: (locator) => labelOf(theControl(locator)),
  hasFocus: (locator) => document.activeElement === theControl(locator),
  // The `src` of every frame in the hero or section with this test id.
  frames: (section) => [...document.querySelectorAll(`[data-testid="${section}"] iframe`)]
    .map((frame) => frame.getAttribute('src')),
};
