import { useEffect } from 'react';
import { island } from '../../lib/island';
import { useSiteLocation } from '../../lib/site-location';

/**
 * Spec §8 asks for the unknown path in the console; it is a warning, not an error, because
 * an error would cost the page its Lighthouse best-practices score. It has no markup.
 */
function NotFoundLogView() {
  const { pathname } = useSiteLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return null;
}

/** NotFoundLogView as an island, so the first load logs the path too (lib/island.ts). */
export const NotFoundLog = island('not-found-log', NotFoundLogView);
