import { useEffect } from 'react';
import { useSiteLocation } from '../../lib/site-location';
import { revealCardGrids } from '../../lib/stagger-reveal';
import { notePageShown } from '../../lib/navigation-scroll';
import { idFromHash, scrollAfterDelay } from '../../lib/scroll';
import { afterFirstDesktopInput } from '../../lib/first-input';
import { layOutSkippedSections } from '../../lib/section-layout';

/**
 * Spec §2: the delayed scroll after every navigation. A navigation's scroll is timed from the
 * change of address (lib/navigation-scroll.ts); this tells it when the page is on screen. The
 * page the visitor opened takes its scroll 100 ms after it is interactive. Keyed on
 * `location.key`, so choosing the same home anchor twice still scrolls. A new page's card
 * grids are set up to stagger in (spec §4). For a visitor with a mouse or keyboard, each page
 * then lays out the sections it skipped while off screen (lib/section-layout.ts), so a far
 * jump lands on real heights.
 */
export function ScrollManager() {
  const location = useSiteLocation();
  useEffect(() => {
    const hash = window.location.hash;
    const cancelScroll = notePageShown(location.key) ? () => undefined : scrollAfterDelay(idFromHash(hash));
    const main = document.getElementById('main');
    if (main) revealCardGrids(main);
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
  }, [location.key]);
  return null;
}
