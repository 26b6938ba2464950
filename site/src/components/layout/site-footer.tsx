import { Link } from 'react-router-dom';
import { paths } from '../../app/route-table';
import { mailtoHref, siteConfig, telHref } from '../../config/site';

/** The footer shown on every page. */
export function SiteFooter() {
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="site-footer__inner">
        <p>
          <a href={mailtoHref}>{siteConfig.contact.email}</a> · <a href={telHref}>{siteConfig.contact.phoneDisplay}</a>
        </p>
        <p>
          <Link to={paths['privacy-policy']}>Privacy Policy</Link> · <Link to={paths['terms-of-service']}>Terms of Service</Link>
        </p>
        <p>© 2024 The Hive. All rights reserved.</p>
      </div>
    </footer>
  );
}
