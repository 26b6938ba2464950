// Everything the route-wide checks read from a page as it is now, in one script and so one
// WebDriver round trip (`SitePage::reads`); it runs after `controls.js`. Each read is made on
// its own, so one that throws fails alone. Arguments: the anchor ids the page must carry, the
// card test ids to count in <main>, the plan grids to read, and the elements whose visible
// text the fact checks read, as [test id, whether to list the texts of the elements inside].
const [anchors, cards, planSets, textScopes] = arguments;
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

// The page's visible text, and that of each element with a test id asked for.
const texts = () => ({
  page: visibleText(document.body, true),
  within: Object.fromEntries(textScopes.map(([id, withNames]) => [
    id,
    [...document.querySelectorAll(`[data-testid="${id}"]`)].map((e) => ({
      text: visibleText(e, true),
      names: withNames
        ? [...new Set([...e.querySelectorAll('*')].map((d) => visibleText(d, true)))]
          .filter((t) => t.length > 0 && t.length <= 80)
        : [],
    })),
  ])),
});

return {
  headings: read(() => [...document.querySelectorAll('h1')].map((h) => h.innerText.trim())),
  showsNavigation: read(() => shown("[data-testid='site-nav'] nav")),
  showsFooter: read(() => shown("footer[data-testid='site-footer']")),
  sectionIds: read(() => [...document.querySelectorAll(
    'main [data-testid="page-hero"], main [data-testid^="section-"]')].map((e) => e.dataset.testid)),
  missingAnchors: read(() => anchors.filter((id) => !document.getElementById(id))),
  cardCounts: read(() => cards.map((id) => document.querySelectorAll(`main [data-testid="${id}"]`).length)),
  planCards: read(() => Object.fromEntries(planSets.map((set) => [set, planCards(set)]))),
  controls: read(() => controls().map(describe)),
  texts: read(texts),
};
