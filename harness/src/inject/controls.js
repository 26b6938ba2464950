// What a visitor sees of the page: its visible text, and every control a visitor can
// activate. Scripts that need them (`page-reads.js`, `find-control.js`) are run with this
// file in front of them.

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

// What a visitor can activate, by its markup: links (image-map areas too), buttons of every
// kind, disclosure summaries, and elements given a link or button role.
const ACTIVATABLE = [
  'a[href]', 'area[href]', 'button', 'summary', '[role="button"]', '[role="link"]',
  ...['button', 'submit', 'reset', 'image'].map((type) => `input[type="${type}"]`),
].join(', ');

// Whether the page gave `e` a click handler of its own: through addEventListener (recorded by
// `click-handlers.js`), an `onclick` property or attribute, or a React `onClick` prop (React
// listens at its root, so its handlers are found on the element's props).
const hasClickHandler = (e) => window.__hiveClickTargets?.has(e) || typeof e.onclick === 'function'
  || Object.keys(e).some((key) => key.startsWith('__reactProps$') && typeof e[key]?.onClick === 'function');

// Every control a visitor can activate, in document order: what ACTIVATABLE matches, and any
// other element that takes focus and has a click handler of the page's.
const controls = () => [...document.querySelectorAll('body *')].filter((e) => e.matches(ACTIVATABLE)
  || (e.tabIndex >= 0 && !e.closest('[inert]') && hasClickHandler(e)));

// A control's role, as assistive technology announces it.
const roleOf = (e) => e.getAttribute('role') ?? (['A', 'AREA'].includes(e.tagName) ? 'link' : 'button');

// The test id of the dialog a control is in; else of the hero or section of <main> it is in,
// `main` if none; and null outside <main>.
const sectionOf = (e) => {
  const dialog = e.closest('[role="dialog"]');
  if (dialog) return dialog.dataset.testid ?? 'dialog';
  if (e.closest('main') === null) return null;
  const region = e.closest('main [data-testid="page-hero"], main [data-testid^="section-"]');
  return region?.dataset.testid ?? 'main';
};

// Where outside <main> and its dialogs a control is: the mobile menu, the footer, or the
// navigation (its bar, and the skip link before it); null inside them.
const regionOf = (e) => {
  if (sectionOf(e) !== null) return null;
  if (e.closest('[data-testid="nav-mobile-menu"]')) return 'mobile-menu';
  if (e.closest('[data-testid="site-footer"]')) return 'footer';
  return 'nav';
};

// Whether a control is on screen for a visitor to see: rendered, not hidden, with a box.
const isShown = (e) => {
  const box = e.getBoundingClientRect();
  return e.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0;
};

// The words a control shows: an input button's value (an image button's alt), else its text.
const labelOf = (e) => (e instanceof HTMLInputElement
  ? (e.type === 'image' ? e.alt : e.value)
  : visibleText(e, false));

// A control as the checks read it: where it is, what it says and where it goes.
const describe = (e) => {
  const href = e.getAttribute('href');
  const hash = href !== null && href.includes('#') ? href.slice(href.indexOf('#') + 1) : null;
  return {
    role: roleOf(e),
    label: labelOf(e),
    section: sectionOf(e),
    region: regionOf(e),
    shown: isShown(e),
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

// The one control `locator` names: by its test id ({ testId }), or as a visitor finds it, by
// its section, role and visible label ({ section, role, label }). Throws unless there is
// exactly one.
const theControl = (locator) => {
  const found = controls().filter((e) => (locator.testId !== undefined
    ? e.dataset.testid === locator.testId
    : sectionOf(e) === locator.section && roleOf(e) === locator.role && labelOf(e) === locator.label));
  if (found.length !== 1) throw new Error(`${found.length} controls are ${JSON.stringify(locator)}`);
  return found[0];
};
