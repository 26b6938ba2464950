import { differentiators, differentiatorsSection } from '../../content/differentiators';
import { aboutVideo } from '../../content/home';
import type { LinkCta } from '../../content/types/links';
import type { ProseSection } from '../../content/types/sections';
import { siteConfig } from '../../config/site';
import { testIdOf } from '../../lib/test-id';
import { Card, CardGrid } from '../ui/card';
import { Icon } from '../ui/icon';
import { Section, SectionHeader } from '../ui/section';
import { SmartLink } from '../ui/smart-link';
import { VideoFacade } from '../ui/video-facade';
import './about-section.css';

interface AboutSectionProps {
  readonly copy: ProseSection;
  /** Buttons under the mission text; the first is the primary one. */
  readonly actions?: readonly LinkCta[];
  readonly tone?: 'cream' | 'paper';
}

/**
 * The About band (`#about`): the 16:9 video beside the mission, its buttons, and the four
 * differentiator cards under both.
 */
export function AboutSection({ copy, actions = [], tone = 'paper' }: AboutSectionProps) {
  return (
    <Section id="about" tone={tone}>
      <div className="about-split">
        <VideoFacade copy={aboutVideo} src={siteConfig.embeds.aboutVideo} testId="about-video" />
        <div className="about-split__text">
          <SectionHeader heading={copy} id="about-heading" align="start" />
          {copy.paragraphs.map((paragraph) => (
            <p key={paragraph} className="about-split__paragraph">
              {paragraph}
            </p>
          ))}
          {actions.length > 0 ? (
            <div className="button-row about-split__actions">
              {actions.map((cta, index) => (
                <SmartLink
                  key={cta.label}
                  target={cta.target}
                  className={index === 0 ? 'button button--primary' : 'button button--outline'}
                  testId={testIdOf(cta.label)}
                  {...(cta.ariaLabel ? { ariaLabel: cta.ariaLabel } : {})}
                >
                  {cta.label}
                </SmartLink>
              ))}
            </div>
          ) : null}
        </div>
      </div>
      <div className="about-differentiators">
        <SectionHeader heading={differentiatorsSection} level={3} />
        <CardGrid columns={4} testId="differentiator-grid">
          {differentiators.map((item) => (
            <Card key={item.id} testId="differentiator-card" className="differentiator-card">
              <span className="card__icon">
                <Icon name={item.icon} size={24} />
              </span>
              <h3 className="card__title">{item.title}</h3>
              <p className="card__body">{item.description}</p>
            </Card>
          ))}
        </CardGrid>
      </div>
    </Section>
  );
}
