import { contactHero } from '../../content/contact';
import { CommunityTable } from '../illustrations/pictures';
import { PageHero } from './page-hero';
import './contact-hero.css';

/** The /contact hero: a short welcome over the application and the ways to reach us. */
export function ContactHero() {
  return (
    <PageHero
      eyebrow={contactHero.eyebrow}
      title={contactHero.title}
      lede={contactHero.lede}
      size="compact"
      aside={
        <div className="contact-hero__art">
          <CommunityTable label={contactHero.illustrationAlt} eager />
        </div>
      }
    />
  );
}
