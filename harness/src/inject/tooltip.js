// What `pages/tooltip.rs` reads of the tooltip of one control, named by its locator
// (`theControl` in `controls.js`, which runs first).
// Polled on a timer, not at every frame, which would make the page render frames (see
// `scrolling.js`); the tooltip's own timing is recorded as it happens, not by the polls.
const waitFor = (holds, timeoutMs, pollMs) => new Promise((resolve) => {
  const deadline = performance.now() + timeoutMs;
  const check = () => {
    if (holds() || performance.now() >= deadline) resolve();
    else setTimeout(check, pollMs);
  };
  check();
});

return {
  // Starts timing the trigger: when the pointer first enters it, and when its `data-state`
  // (Radix's) first says open. Returns the trigger, scrolled to the middle of the viewport,
  // for the pointer to go to.
  arm: (locator) => {
    const trigger = theControl(locator);
    const timing = { enteredAt: null, openedAt: null };
    trigger.__hiveTooltip = timing;
    trigger.addEventListener('pointerenter', () => { timing.enteredAt ??= performance.now(); });
    new MutationObserver(() => {
      if ((trigger.dataset.state ?? '').endsWith('open')) timing.openedAt ??= performance.now();
    }).observe(trigger, { attributes: true, attributeFilter: ['data-state'] });
    trigger.scrollIntoView({ block: 'center', behavior: 'instant' });
    return trigger;
  },
  // Waits up to `timeoutMs` for the armed trigger's tooltip to open and show its text (Radix
  // places it a frame or two after it opens), then says when the pointer entered, when the
  // tooltip opened, and what the tooltip that describes the trigger (aria-describedby) shows.
  shown: (locator, timeoutMs, pollMs) => {
    const trigger = theControl(locator);
    const timing = trigger.__hiveTooltip ?? {};
    const read = () => {
      const described = document.getElementById(trigger.getAttribute('aria-describedby') ?? '');
      // Radix's described copy is visually hidden inside the tooltip a visitor sees.
      const tooltip = described?.parentElement ?? null;
      return {
        enteredAt: timing.enteredAt ?? null,
        openedAt: timing.openedAt ?? null,
        text: tooltip ? visibleText(tooltip, false) : '',
        shown: tooltip ? isShown(tooltip) : false,
      };
    };
    return waitFor(() => {
      const now = read();
      return now.openedAt != null && now.shown && now.text !== '';
    }, timeoutMs, pollMs).then(read);
  },
};
