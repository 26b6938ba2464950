// What `pages/navigation.rs` reads and breaks in the fixed navigation.
const links = (menuTestId) => [...document.querySelectorAll(`[data-testid="${menuTestId}"] a`)];

return {
  dropdownLinks: () => links('nav-learn-more-menu').map((a) => [a.dataset.testid, a.getAttribute('href')]),
  focusedTestId: () => document.activeElement?.dataset?.testid ?? null,
  // Scrolls the page 400 px down, and says which menu the element with this test id is in:
  // `dropdown`, `mobile-menu`, or null.
  reach: (testId) => {
    window.scrollTo({ top: 400, behavior: 'instant' });
    const element = document.querySelector(`[data-testid="${testId}"]`);
    if (element?.closest('[data-testid="nav-learn-more-menu"]')) return 'dropdown';
    if (element?.closest('[data-testid="nav-mobile-menu"]')) return 'mobile-menu';
    return null;
  },
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
