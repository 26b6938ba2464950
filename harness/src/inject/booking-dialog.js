// What `pages/booking_dialog.rs` reads of a Book Now dialog, named by its test id.
const dialog = (testId) => document.querySelector(`[data-testid="${testId}"]`);
// An element as a failure message names it: its tag, test id and text.
const describe = (e) => {
  if (!e) return 'nothing';
  const id = e.dataset?.testid ? `[data-testid=${e.dataset.testid}]` : '';
  const text = (e.textContent ?? '').trim().slice(0, 40);
  return `<${e.tagName.toLowerCase()}${id}> ${text}`;
};

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
  // Where focus rests, read once: the focused element as soon as it is not <body>, or <body>
  // if focus stays there for `sliceMs`. Tab into the booking form's frame, which runs in a
  // process of its own, hands focus over asynchronously: until the frame answers, the page's
  // focus is <body> (Chromium at phone width, measured: 2 to 143 ms, more than two animation
  // frames on a busy machine). The offline stand-in there has nothing to focus, so the frame
  // hands focus on to Radix's focus guard after the dialog, and Radix puts it back on the
  // Close button within that focus event.
  focusAtRest: (testId, sliceMs, intervalMs) => new Promise((resolve) => {
    const deadline = performance.now() + sliceMs;
    const read = () => {
      const focused = document.activeElement;
      if ((focused && focused !== document.body) || performance.now() >= deadline) {
        resolve({ inDialog: !!focused && !!dialog(testId)?.contains(focused), element: describe(focused) });
      } else {
        setTimeout(read, intervalMs);
      }
    };
    read();
  }),
  hasFocus: (testId) => document.activeElement?.dataset?.testid === testId,
};
