// What `axe.rs` runs in the page. Contrast is judged on what the visitor settles on, not
// mid-fade: finite animations are finished and infinite ones cancelled first, as before a
// screenshot.
const run = (tags) => {
  document.getAnimations().forEach((a) => { try { a.finish(); } catch { a.cancel(); } });
  return axe.run(document, { runOnly: { type: 'tag', values: tags } }).then((r) => {
    // No violation is a verdict only if some rule was judged against the page.
    if (r.passes.length + r.violations.length + r.incomplete.length === 0) {
      throw new Error(`axe-core judged the page by none of its rules tagged ${tags.join(', ')}`);
    }
    return r.violations.map((v) => ({
      id: v.id, impact: v.impact, help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
};

return {
  // With axe-core's source sent in front of this file.
  run,
  // Loads axe-core from `path` first (a classic script element, removed once loaded, so the
  // page is left as it was), unless the page has it.
  runFrom: (path, tags) => {
    if (window.axe) return run(tags);
    return new Promise((resolve, reject) => {
      const tag = document.createElement('script');
      tag.src = path;
      tag.onload = () => { tag.remove(); resolve(); };
      tag.onerror = () => reject(new Error(`cannot load axe-core from ${path}`));
      document.head.append(tag);
    }).then(() => run(tags));
  },
};
