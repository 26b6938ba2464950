import { contactDetails, replyPromise } from '../../content/contact-details';
import {
  copyrightLine,
  footerColumns,
  footerContactHeading,
  footerLabels,
  footerTagline,
  legalLinks,
  logoLink,
} from '../../content/navigation';
import { ContactList } from '../sections/contact-list';
import { SmartLink } from '../ui/smart-link';
import { Logo } from './logo';
import { SocialButtons } from './social-buttons';
import './site-footer.css';

/** The footer on every page (spec §2, Footer). */
export function SiteFooter() {
  return (
    <footer className="site-footer" data-testid="site-footer" data-tone="dark">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <SmartLink target={logoLink.target} ariaLabel={logoLink.ariaLabel} className="site-footer__logo" testId="footer-logo">
            <Logo />
          </SmartLink>
          <p className="site-footer__tagline">{footerTagline}</p>
          <SocialButtons />
        </div>

        {footerColumns.map((column) => (
          <nav key={column.id} className="site-footer__column" aria-labelledby={`footer-${column.id}`}>
            <h2 id={`footer-${column.id}`} className="site-footer__heading">
              {column.title}
            </h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.id}>
                  <SmartLink target={link.target} className="site-footer__link" testId={`footer-${column.id}-${link.id}`}>
                    {link.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <div className="site-footer__column site-footer__contact">
          <h2 className="site-footer__heading">{footerContactHeading}</h2>
          <ContactList details={contactDetails} tone="dark" />
          <p className="site-footer__promise">{replyPromise}</p>
        </div>
      </div>

      <div className="container site-footer__bottom">
        <p>{copyrightLine}</p>
        <nav aria-label={footerLabels.legal}>
          <ul className="site-footer__legal">
            {legalLinks.map((link) => (
              <li key={link.id}>
                <SmartLink target={link.target} className="site-footer__link" testId={`footer-legal-${link.id}`}>
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
