// Served only by the harness's own server, into a page whose window `load` event it holds
// back (`test_server_contract::LateLoad`): once the app marks itself hydrated, and the `gap` of this
// script's query later, it asks the server (at `release`) to answer the page's held image
// (`hold`), so `load` comes a known time after hydration however long hydration took.
const query = new URL(import.meta.url).searchParams;
const root = document.documentElement;
const release = () =>
  setTimeout(() => {
    fetch(`${query.get('release')}?hold=${query.get('hold')}`, { cache: 'no-store' });
  }, Number(query.get('gap')));
if (root.dataset.hydrated === 'true') {
  release();
} else {
  const watch = new MutationObserver(() => {
    if (root.dataset.hydrated !== 'true') return;
    watch.disconnect();
    release();
  });
  watch.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}
