// What `pages/page_reads.rs` reads from a page; it runs after `controls.js`.
// The answer of a read not asked for.
const skipped = { error: 'not read: only the visits with reduced motion read the catalogues' };
const read = (f) => {
  try {
    return { ok: f() };
  } catch (e) {
    return { error: String(e) };
  }
};

// Whether a landmark is shown as WebDriver's "is displayed" judges it: rendered, not hidden by
// `visibility` or full transparency, and with a box of some size.
const shown = (css) => {
  const e = document.querySelector(css);
  if (!e) return false;
  const box = e.getBoundingClientRect();
  return e.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    && box.width > 0 && box.height > 0;
};

const planCards = (set) => {
  const grid = document.querySelector(`[data-testid="plan-grid"][data-plan-set="${set}"]`);
  if (!grid) return [];
  return [...grid.querySelectorAll('[data-testid="plan-card"]')].map((card) => ({
    popular: card.dataset.popular === 'true',
    badge: card.querySelector('[data-testid="plan-badge-popular"]')?.textContent?.trim() ?? null,
    text: card.textContent,
  }));
};

// The visible text of every heading in `root`.
const headingsIn = (root) => [...root.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')]
  .map((heading) => visibleText(heading, true))
  .filter((text) => text.length > 0);

// The page's visible text and headings, and those of each element with a test id asked for
// (see `reads`), with how many elements of each test id asked for it holds.
const texts = (textScopes) => ({
  page: visibleText(document.body, true),
  headings: headingsIn(document.body),
  within: Object.fromEntries(textScopes.map(([id, withNames, counted]) => [
    id,
    [...document.querySelectorAll(`[data-testid="${id}"]`)].map((e) => ({
      text: visibleText(e, true),
      names: withNames
        ? [...new Set([...e.querySelectorAll('*')].map((d) => visibleText(d, true)))]
          .filter((t) => t.length > 0 && t.length <= 80)
        : [],
      headings: headingsIn(e),
      counts: Object.fromEntries(counted.map((item) => [item, e.querySelectorAll(`[data-testid="${item}"]`).length])),
    })),
  ])),
});

// The rendered text of every <h1>.
const headings = () => [...document.querySelectorAll('h1')].map((h) => h.innerText.trim());

return {
  headings,
  // Every link and button on the page.
  controls: () => controls().map(describe),
  texts,
  // Every link with its `href` as written, `target`, `rel` and `data-testid`.
  links: () =>
    [...document.querySelectorAll('a[href]')].map((a) => ({
      href: a.getAttribute('href'),
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel'),
      testId: a.dataset.testid ?? null,
    })),
  // Everything the route-wide checks read from a page as it is now, in one script and so one
  // WebDriver round trip. Each read is made on its own, so one that throws fails alone.
  // Arguments: the anchor ids the page must carry, the card test ids to count in <main>, the
  // plan grids to read, and the elements whose visible text the fact checks read, as
  // [test id, whether to list the texts of the elements inside, the test ids of the items
  // to count inside].
  // The catalogue reads (every control, the visible text) walk the whole page; a visit makes
  // them only when `catalogues` is set (the visits at rest that the catalogue checks read).
  reads: (anchors, cards, planSets, textScopes, catalogues) => ({
    headings: read(headings),
    showsNavigation: read(() => shown("[data-testid='site-nav'] nav")),
    showsFooter: read(() => shown("footer[data-testid='site-footer']")),
    sectionIds: read(() => [...document.querySelectorAll(
      'main [data-testid="page-hero"], main [data-testid^="section-"]')].map((e) => e.dataset.testid)),
    missingAnchors: read(() => anchors.filter((id) => !document.getElementById(id))),
    cardCounts: read(() => cards.map((id) => document.querySelectorAll(`main [data-testid="${id}"]`).length)),
    planCards: read(() => Object.fromEntries(planSets.map((set) => [set, planCards(set)]))),
    controls: catalogues ? read(() => controls().map(describe)) : skipped,
    texts: catalogues ? read(() => texts(textScopes)) : skipped,
  }),
};
