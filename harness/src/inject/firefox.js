// What `browser/firefox.rs` runs in Firefox: the privileged ("chrome" context) scripts that
// size tabs, set preferences and clear data.

// The preference behind `prefers-reduced-motion`: 1 is reduce, and clearing it returns to
// the system's setting (no preference, on a headless machine).
const REDUCED_MOTION = 'ui.prefersReducedMotion';

return {
  // Every tab of every window, so the one WebDriver is on is among them whichever the window shows.
  sizeTabs: (width, height) => {
    for (const window of Services.wm.getEnumerator('navigator:browser')) {
      for (const tab of window.gBrowser.browsers) {
        for (const property of ['width', 'min-width', 'max-width']) tab.style.setProperty(property, `${width}px`);
        for (const property of ['height', 'min-height', 'max-height']) tab.style.setProperty(property, `${height}px`);
      }
    }
  },
  setReducedMotion: (reduce) => {
    if (reduce) Services.prefs.setIntPref(REDUCED_MOTION, 1);
    else Services.prefs.clearUserPref(REDUCED_MOTION);
  },
  reset: async () => {
    Services.prefs.clearUserPref(REDUCED_MOTION);
    Services.cookies.removeAll();
    await new Promise((resolve) => Services.clearData.deleteData(Ci.nsIClearDataService.CLEAR_DOM_STORAGES, resolve));
  },
  clearCache: () => Services.cache2.clear(),
};
