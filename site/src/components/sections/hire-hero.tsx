import { siteConfig } from '../../config/site';
import { hireHero, hireProof, hireVideo } from '../../content/hire';
import { BookingDialog } from './booking-dialog';
import { SmartLink } from '../ui/smart-link';
import { VideoFacade } from '../ui/video-facade';
import { PageHero } from './page-hero';
import './hire-hero.css';

/**
 * The /hire hero (spec §2): 'Book Now' opens the booking dialog, 'Learn More' goes to
 * /learn-more, and the event video sits beside the pitch as its proof.
 */
export function HireHero() {
  return (
    <PageHero
      eyebrow={hireHero.eyebrow}
      title={hireHero.title}
      lede={hireHero.lede}
      actions={
        <>
          <BookingDialog triggerLabel={hireHero.bookNowLabel} testId="book-now-dialog" />
          <SmartLink
            target={hireHero.learnMore.target}
            ariaLabel={hireHero.learnMore.ariaLabel}
            context={hireHero.learnMore.context}
            className="button button--outline button--large"
            testId="hero-learn-more"
          >
            {hireHero.learnMore.label}
          </SmartLink>
        </>
      }
      aside={
        <div className="hire-hero__video">
          <VideoFacade copy={hireVideo} src={siteConfig.embeds.hireVideo} testId="hire-video" eager />
        </div>
      }
    >
      <ul className="hire-hero__proof" aria-label={hireProof.label}>
        {hireProof.stats.map((stat) => (
          <li key={stat.id} className="hire-hero__stat" data-testid="hero-stat">
            <span className="hire-hero__stat-value tabular">{stat.value}</span>
            <span className="hire-hero__stat-label">{stat.label}</span>
          </li>
        ))}
      </ul>
    </PageHero>
  );
}
