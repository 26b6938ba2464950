import { useEffect } from 'react';
import { island } from '../../lib/island';
import { useSiteLocation } from '../../lib/site-location';

/**
 * Spec §8: the unknown path goes to the console. A warning, not an error, because an error
 * would cost the page its Lighthouse best-practices score.
 */
export function useLogUnknownPath(): void {
  const { pathname } = useSiteLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
}

function NotFoundLogView() {
  useLogUnknownPath();
  return null;
}

/**
 * The 404 page's log, with no markup of its own. It is an island because the first load
 * hydrates islands only (lib/island.ts): a hook in the page itself would not run there.
 */
export const NotFoundLog = island('not-found-log', NotFoundLogView);
