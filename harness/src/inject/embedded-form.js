// What `pages/embedded_form.rs` runs on an embedded form's box, named by its test id.
const box = (testId) => {
  const found = document.querySelector(`[data-testid="${testId}"]`);
  if (!found) throw new Error(`no element with data-testid ${testId}`);
  return found;
};

return {
  state: (testId) => {
    const form = box(testId);
    const frame = form.querySelector('iframe');
    return {
      frameSrc: frame ? frame.getAttribute('src') : null,
      frameSize: frame ? [Number(frame.getAttribute('width')), Number(frame.getAttribute('height'))] : null,
      frameTitle: frame ? frame.getAttribute('title') : null,
      boxHeight: form.getBoundingClientRect().height,
      frameFocused: !!frame && document.activeElement === frame,
    };
  },
  // Scrolls the box into view, then waits two frames for any layout shift to be reported.
  scrollIntoView: (testId) => {
    box(testId).scrollIntoView({ block: 'center' });
    return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null))));
  },
  otherOrigins: () => [...new Set(performance.getEntriesByType('resource')
    .map((entry) => new URL(entry.name).origin)
    .filter((origin) => origin !== location.origin))],
};
