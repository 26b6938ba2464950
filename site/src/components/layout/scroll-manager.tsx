import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { notePageShown } from '../../lib/navigation-scroll';
import { idFromHash, scrollAfterDelay } from '../../lib/scroll';
import { afterFirstDesktopInput } from '../../lib/first-input';
import { layOutSkippedSections } from '../../lib/section-layout';

/**
 * Spec §2: the delayed scroll after every navigation. A navigation's scroll is timed from the
 * change of address (lib/navigation-scroll.ts); this tells it when the page is on screen. The
 * page the visitor opened takes its scroll 100 ms after it is interactive. Keyed on
 * `location.key`, so choosing the same home anchor twice still scrolls. For a visitor with a
 * mouse or keyboard, each page then lays out the sections it skipped while off screen
 * (lib/section-layout.ts), so a far jump lands on real heights.
 */
export function ScrollManager() {
  const location = useLocation();
  useEffect(() => {
    const cancelScroll = notePageShown(location.key) ? () => undefined : scrollAfterDelay(idFromHash(location.hash));
    let cancelLayout: () => void = () => undefined;
    const cancelWait = afterFirstDesktopInput(() => {
      cancelLayout = layOutSkippedSections();
    });
    return () => {
      cancelScroll();
      cancelWait();
      cancelLayout();
    };
    // The key changes on every navigation, including a replace to the same hash.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
  return null;
}
