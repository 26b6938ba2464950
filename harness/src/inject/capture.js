// What the visual check's capture (`visual/capture.rs`) runs in the page.
const twoFrames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null))));
// Chromium's scrollTo returns an object (WebDriver sends it back as a map), so it is dropped.
const toTop = () => { window.scrollTo({ top: 0, behavior: 'instant' }); };

return {
  // Freezes everything that could differ between two captures of the same page.
  prepare: () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`
      *, *::before, *::after { caret-color: transparent !important; }
      iframe { visibility: hidden !important; }
      /* The site lays out sections only near the viewport; a capture shows them all at once,
         as a visitor sees each when scrolled to, so its height is measured with real ones. */
      * { content-visibility: visible !important; }
    `);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    document.activeElement?.blur?.();
    document.getAnimations().forEach((a) => { try { a.finish(); } catch { a.cancel(); } });
    // Lazy images below the fold would otherwise arrive while the page is being captured.
    document.querySelectorAll('img[loading=lazy]').forEach((img) => { img.loading = 'eager'; });
    const images = Promise.all([...document.images].map((img) => img.decode().catch(() => null)));
    return Promise.all([document.fonts.ready, images]).then(twoFrames);
  },
  toTop,
  twoFrames,
  toTopAfterTwoFrames: () => {
    toTop();
    return twoFrames();
  },
  height: () => document.documentElement.scrollHeight,
  // Shifts the body up by `top` px (0 undoes it), for a tile of a page taller than WebKit's
  // window can be. A transformed body holds the fixed navigation, so it moves with the page.
  shiftBody: (top) => { document.body.style.transform = top ? `translateY(-${top}px)` : ''; },
};
