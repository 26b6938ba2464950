import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';

/** The frame every route shares: skip link, fixed navigation, the page, and the footer. */
export function SiteLayout() {
  useEffect(() => {
    // Marks the moment the page became interactive, so tests wait on a state, not a sleep.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
