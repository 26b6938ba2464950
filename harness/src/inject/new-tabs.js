// What `pages/new_tabs.rs` does to the page's `window.open`.
return {
  record: () => {
    window.__opens = [];
    const open = window.open.bind(window);
    window.open = (...args) => { window.__opens.push(args.map(String)); return open(...args); };
  },
  requests: () => window.__opens ?? [],
  makeFail: () => { window.open = () => null; },
};
