// Injected into every document of a tab whose web fonts the harness's own server holds back
// (`test_server_contract::LATE_FONTS_COOKIE`): once the page has painted for the first time,
// it asks the server to let the fonts through. `RELEASE_PATH` is replaced with the path.
new PerformanceObserver((list, observer) => {
  if (!list.getEntriesByName('first-paint').length) return;
  observer.disconnect();
  fetch('RELEASE_PATH');
}).observe({ type: 'paint', buffered: true });
