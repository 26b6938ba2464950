import { Suspense, useContext, useEffect, type ReactNode } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { navLabels } from '../../content/navigation';
import { listenForLinkClicks } from '../../lib/link-navigation';
import { scheduleTooltips } from '../ui/tooltip/info-tooltip';
import { ScrollManager } from '../behaviours/scroll-manager';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The frame every route shares: skip link, fixed navigation, the page, and the footer. */
export function SiteLayout({ children: page }: { readonly children: ReactNode }) {
  // The router's history, which the site's links navigate (lib/link-navigation.ts).
  const { navigator } = useContext(UNSAFE_NavigationContext);
  useEffect(() => listenForLinkClicks(navigator), [navigator]);
  useEffect(() => {
    // Marks the moment the page became interactive, so tests wait on a state, not a sleep.
    document.documentElement.dataset.hydrated = 'true';
    scheduleTooltips();
  }, []);
  return (
    <>
      <a className="skip-link" href="#main" data-testid="skip-to-content">
        {navLabels.skipToContent}
      </a>
      <ScrollManager />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="site-main">
        {/* A page whose chunk is still loading suspends here (see app/routes.tsx). */}
        <Suspense fallback={null}>{page}</Suspense>
      </main>
      <SiteFooter />
    </>
  );
}
