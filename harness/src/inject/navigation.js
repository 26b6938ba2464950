// What `pages/navigation.rs` reads and breaks in the fixed navigation.
const links = (menuTestId) => [...document.querySelectorAll(`[data-testid="${menuTestId}"] a`)];

return {
  dropdownLinks: () => links('nav-learn-more-menu').map((a) => [a.dataset.testid, a.getAttribute('href')]),
  focusedTestId: () => document.activeElement?.dataset?.testid ?? null,
  mobileMenuItems: () => links('nav-mobile-menu').map((a) => (a.dataset.testid ?? '').replace(/^mobile-nav-/, '')),
  breakMobileMenuClosing: () => {
    const keepShown = () => {
      const menu = document.querySelector('[data-testid="nav-mobile-menu"]');
      if (menu && menu.hidden) menu.hidden = false;
    };
    new MutationObserver(keepShown).observe(document.documentElement, {
      subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'],
    });
  },
};
