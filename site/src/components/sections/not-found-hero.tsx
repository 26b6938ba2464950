import { notFound } from '../../content/not-found';
import { SmartLink } from '../ui/smart-link';
import { HexMonogram } from '../illustrations/hex-monogram';
import { ArrowGlyph } from '../ui/arrow-glyph';
import { PageHero } from './page-hero';
import './not-found-hero.css';

/** The 404 page's hero: the spec's heading and Return to Home, plus three ways back in. */
export function NotFoundHero() {
  return (
    <PageHero
      eyebrow={notFound.code}
      title={notFound.title}
      lede={notFound.lede}
      size="compact"
      actions={
        <SmartLink target={notFound.home.target} className="button button--primary button--large" testId="return-home">
          {notFound.home.label}
        </SmartLink>
      }
      aside={
        <div className="not-found__badge">
          <HexMonogram initials={notFound.code} size={240} tone="honey" decorative />
        </div>
      }
    >
      <nav className="not-found__links" aria-labelledby="not-found-links-heading">
        <h2 id="not-found-links-heading" className="not-found__links-title">
          {notFound.helpfulTitle}
        </h2>
        <ul className="not-found__list">
          {notFound.helpfulLinks.map((link) => (
            <li key={link.id}>
              <SmartLink
                target={link.target}
                className="not-found__link"
                testId={`not-found-${link.id}`}
              >
                <span className="not-found__link-label">{link.label}</span>
                <span className="not-found__link-description">{link.description}</span>
                <ArrowGlyph className="not-found__link-arrow" />
              </SmartLink>
            </li>
          ))}
        </ul>
      </nav>
    </PageHero>
  );
}
