// What `pages/booking_dialog.rs` reads of a Book Now dialog, named by its test id.
const dialog = (testId) => document.querySelector(`[data-testid="${testId}"]`);

return {
  state: (testId) => {
    const d = dialog(testId);
    const label = document.getElementById(d.getAttribute('aria-labelledby') ?? '');
    const frame = d.querySelector('iframe');
    return {
      role: d.getAttribute('role'),
      name: label ? label.textContent.trim() : '',
      size: d.dataset.size ?? null,
      width: d.getBoundingClientRect().width,
      frameSrc: frame ? frame.getAttribute('src') : null,
      frameTitle: frame ? frame.getAttribute('title') : null,
    };
  },
  // Whether focus is inside the dialog two animation frames from now.
  holdsFocus: (testId) => {
    const d = dialog(testId);
    return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
      .then(() => !!d && d.contains(document.activeElement));
  },
  focusedElement: () => {
    const e = document.activeElement;
    if (!e) return 'nothing';
    const id = e.dataset?.testid ? `[data-testid=${e.dataset.testid}]` : '';
    const text = (e.textContent ?? '').trim().slice(0, 40);
    return `<${e.tagName.toLowerCase()}${id}> ${text}`;
  },
  hasFocus: (testId) => document.activeElement?.dataset?.testid === testId,
};
