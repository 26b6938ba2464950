import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { idFromHash, scrollToIdAfterDelay, scrollToTopAfterDelay } from '../../lib/scroll';

/**
 * Spec §2: after every navigation, scroll to the hash target after 100 ms if there is a
 * hash, and to the top after 100 ms if there is not. Keyed on `location.key`, so choosing
 * the same home anchor twice still scrolls.
 */
export function ScrollManager() {
  const location = useLocation();
  useEffect(() => {
    const id = idFromHash(location.hash);
    return id ? scrollToIdAfterDelay(id) : scrollToTopAfterDelay();
    // The key changes on every navigation, including a replace to the same hash.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
  return null;
}
