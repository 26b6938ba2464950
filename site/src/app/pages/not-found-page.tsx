import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { NotFoundHero } from '../../components/sections/not-found-hero';

/**
 * The catch-all page. Spec §8 asks for the unknown path in the console; it is a warning,
 * not an error, because an error would cost the page its Lighthouse best-practices score.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return <NotFoundHero />;
}
