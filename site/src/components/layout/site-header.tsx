import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSiteLocation } from '../../lib/site-location';
import { getStartedCta, logoLink, mobileExtraLinks, navLabels, primaryNav } from '../../content/navigation';
import { SmartLink } from '../ui/smart-link';
import { Logo } from './logo';
import { LearnMoreDropdown } from './learn-more-dropdown';
import './site-header.css';
import { island } from '../../lib/island';

/**
 * The fixed top navigation (spec §2). Wide screens show every item, with a dropdown under
 * Learn More; narrow screens show a toggle that opens a full-width menu with the same items
 * plus 'Our Results' and Get Started, which closes after a choice.
 */
function SiteHeaderView() {
  const location = useSiteLocation();
  // The menu remembers the location it was opened at, so any navigation, the browser's
  // back button included, closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;
  const setMenuOpen = useCallback(
    (open: boolean) => setOpenAt(open ? location.key : null),
    [location.key],
  );
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setOpenAt(null), []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, setMenuOpen]);

  return (
    <header className="site-header" data-testid="site-nav" data-menu-open={menuOpen ? 'true' : 'false'}>
      <nav aria-label={navLabels.primaryNav} className="site-header__bar container">
        <SmartLink target={logoLink.target} ariaLabel={logoLink.ariaLabel} className="site-header__logo" testId="nav-logo">
          <Logo />
        </SmartLink>

        <ul className="site-header__links" data-testid="nav-desktop-links">
          {primaryNav.map((item) =>
            'children' in item ? (
              <li key={item.id}>
                <LearnMoreDropdown item={item} />
              </li>
            ) : (
              <li key={item.id}>
                <SmartLink target={item.target} className="site-header__link" testId={`nav-${item.id}`}>
                  {item.label}
                </SmartLink>
              </li>
            ),
          )}
        </ul>

        <SmartLink target={getStartedCta.target} className="button button--primary button--small site-header__cta" testId="nav-get-started">
          {getStartedCta.label}
        </SmartLink>

        <button
          ref={toggleRef}
          type="button"
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? navLabels.closeMenu : navLabels.openMenu}
          data-testid="nav-menu-toggle"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className="site-header__toggle-bars" aria-hidden="true" />
        </button>
      </nav>

      <div id={menuId} className="mobile-menu" hidden={!menuOpen} data-testid="nav-mobile-menu">
        <ul className="mobile-menu__links container">
          {primaryNav.map((item) => (
            <li key={item.id}>
              <SmartLink
                target={item.target}
                className="mobile-menu__link"
                context={'context' in item ? item.context : undefined}
                onNavigate={closeMenu}
                testId={`mobile-nav-${item.id}`}
              >
                {item.label}
              </SmartLink>
            </li>
          ))}
          {mobileExtraLinks.map((link) => (
            <li key={link.id}>
              <SmartLink target={link.target} className="mobile-menu__link" onNavigate={closeMenu} testId={`mobile-nav-${link.id}`}>
                {link.label}
              </SmartLink>
            </li>
          ))}
          <li className="mobile-menu__cta">
            <SmartLink target={getStartedCta.target} className="button button--primary button--large" onNavigate={closeMenu} testId="mobile-nav-get-started">
              {getStartedCta.label}
            </SmartLink>
          </li>
        </ul>
      </div>
    </header>
  );
}

export const SiteHeader = island('site-header', SiteHeaderView);
