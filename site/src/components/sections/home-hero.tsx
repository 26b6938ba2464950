import type { LinkCta } from '../../content/types/links';
import type { SectionHeading } from '../../content/types/sections';
import type { Stat } from '../../content/types/figures';
import { testIdOf } from '../../lib/test-id';
import { HeroSkyline } from '../illustrations/pictures';
import { SmartLink } from '../ui/smart-link';
import { PageHero } from './page-hero';
import { StatBadges } from './stat-badges';
import './home-hero.css';

interface HomeHeroProps {
  readonly copy: SectionHeading & {
    readonly badge: string;
    readonly statsLabel: string;
    readonly illustrationAlt?: string;
  };
  readonly stats: readonly Stat[];
  readonly primary: LinkCta;
  readonly secondary: LinkCta;
  /** Test ids default to the kebab-case label; the hero's 'Learn More' is `hero-learn-more`. */
  readonly primaryTestId?: string;
  readonly secondaryTestId?: string;
}

/**
 * The opening of a landing page (/ and /v2): headline and actions on the left, the skyline
 * illustration with a floating proof badge on the right, and the headline stats under both.
 */
export function HomeHero({ copy, stats, primary, secondary, primaryTestId, secondaryTestId }: HomeHeroProps) {
  return (
    <PageHero
      title={copy.title}
      {...(copy.eyebrow ? { eyebrow: copy.eyebrow } : {})}
      {...(copy.lede ? { lede: copy.lede } : {})}
      actions={
        <>
          <HeroLink cta={primary} testId={primaryTestId} className="button button--primary button--large" />
          <HeroLink cta={secondary} testId={secondaryTestId} className="button button--outline button--large" />
        </>
      }
      aside={
        <div className="home-hero__postcard">
          <div className="home-hero__art">
            <HeroSkyline {...(copy.illustrationAlt ? { label: copy.illustrationAlt } : {})} />
            <p className="home-hero__badge">
              <span className="home-hero__badge-hex" aria-hidden="true" />
              {copy.badge}
            </p>
          </div>
        </div>
      }
    >
      <StatBadges stats={stats} label={copy.statsLabel} />
    </PageHero>
  );
}

interface HeroLinkProps {
  readonly cta: LinkCta;
  readonly testId: string | undefined;
  readonly className: string;
}

function HeroLink({ cta, testId, className }: HeroLinkProps) {
  return (
    <SmartLink
      target={cta.target}
      className={className}
      testId={testId ?? testIdOf(cta.label)}
      context={cta.context}
      {...(cta.ariaLabel ? { ariaLabel: cta.ariaLabel } : {})}
    >
      {cta.label}
    </SmartLink>
  );
}
