// What a visitor sees of the page: its visible text, and its links and buttons. Scripts that
// need them (`page-reads.js`, `find-control.js`) are run with this file in front of them.

// The text a visitor sees in `root`. Elements that are not rendered, hidden by `visibility`,
// or (with `opacity`) fully transparent are left out, and so are visually hidden ones (an
// absolutely placed box of at most one pixel: the screen-reader-only pattern), whose words a
// visitor never sees, and an SVG's title and description. Text drawn in SVG counts. The words
// are read as written, before any CSS case transform (capitals are styling); block boxes are
// kept apart by a space, and runs of white space collapse. A label is read without `opacity`:
// a control still waiting to be revealed says the same words once it is.
const visibleText = (root, opacity) => {
  if (!root.checkVisibility({ visibilityProperty: true, opacityProperty: opacity })) return '';
  const parts = [];
  const walk = (element) => {
    if (element instanceof SVGElement && ['title', 'desc', 'style'].includes(element.localName)) return;
    const style = getComputedStyle(element);
    if (style.display === 'none' || style.visibility !== 'visible') return;
    if (opacity && style.opacity === '0') return;
    if (style.position === 'absolute') {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1) return;
    }
    const block = !style.display.startsWith('inline') && style.display !== 'contents';
    if (block || element.tagName === 'BR') parts.push(' ');
    for (const child of element.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) parts.push(child.data);
      else if (child.nodeType === Node.ELEMENT_NODE) walk(child);
    }
    if (block) parts.push(' ');
  };
  walk(root);
  return parts.join('').replace(/\s+/g, ' ').trim();
};

// Every link and button on the page, in document order.
const controls = () => [...document.querySelectorAll('a[href], button, [role="button"], [role="link"]')];

// A control's role, as assistive technology announces it.
const roleOf = (e) => e.getAttribute('role') ?? (e.tagName === 'A' ? 'link' : 'button');

// The test id of the hero or section of <main> a control is in, `main` if none, and null
// outside <main>.
const sectionOf = (e) => {
  if (e.closest('main') === null) return null;
  const region = e.closest('main [data-testid="page-hero"], main [data-testid^="section-"]');
  return region?.dataset.testid ?? 'main';
};

// A control as the checks read it: where it is, what it says and where it goes.
const describe = (e) => {
  const href = e.getAttribute('href');
  const hash = href !== null && href.includes('#') ? href.slice(href.indexOf('#') + 1) : null;
  return {
    role: roleOf(e),
    label: visibleText(e, false),
    section: sectionOf(e),
    testId: e.dataset.testid ?? null,
    href,
    target: e.getAttribute('target'),
    rel: e.getAttribute('rel'),
    hasPopup: e.getAttribute('aria-haspopup'),
    expanded: e.getAttribute('aria-expanded'),
    state: e.dataset.state ?? null,
    hashTarget: hash === null ? null : document.getElementById(decodeURIComponent(hash)) !== null,
  };
};
