// Hides every scrollbar, as Chromium's `--hide-scrollbars` does for its sessions. WebKitGTK
// fades its overlay scrollbar out a second or two after each scroll by rendering frames for
// about three seconds, each composited on the CPU here; no check reads a scrollbar, and the
// overlay kind takes no room, so nothing moves.
(() => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('* { scrollbar-width: none !important; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
})();
