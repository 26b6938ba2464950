import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../route-table';
import { PageHero } from '../../components/sections/page-hero';

/**
 * The catch-all page. Spec §8 asks for the unknown path in the console; it is a warning,
 * not an error, because an error would cost the page its Lighthouse best-practices score.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <PageHero title="Oops! Page not found">
      <Link to={paths.home} data-testid="return-home">
        Return to Home
      </Link>
    </PageHero>
  );
}
