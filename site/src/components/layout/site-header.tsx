import { Link } from 'react-router-dom';
import { paths } from '../../app/route-table';

/** The fixed top navigation shown on every page. */
export function SiteHeader() {
  return (
    <header className="site-header" data-testid="site-nav">
      <nav aria-label="Main" className="site-header__inner">
        <Link to={paths.home} className="site-header__logo" data-testid="nav-logo">
          The Hive
        </Link>
        <ul className="site-header__links">
          <li>
            <Link to={paths.contact}>Contact</Link>
          </li>
          <li>
            <Link to={paths.hire}>Hire Us</Link>
          </li>
          <li>
            <Link to={paths['learn-more']}>Learn More</Link>
          </li>
        </ul>
        <Link to={paths.contact} className="button button--primary" data-testid="nav-get-started">
          Get Started
        </Link>
      </nav>
    </header>
  );
}
