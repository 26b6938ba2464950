import { lacksSection, missOutSection, whyJoinCta, whyJoinImageAlt, whyJoinPitch, whyJoinSection } from '../../content/why-join';
import type { ListItem } from '../../content/types/sections';
import { testIdOf } from '../../lib/test-id';
import { CommunityTable } from '../illustrations/pictures';
import { Icon } from '../ui/icon';
import { Section, SectionHeader } from '../ui/section';
import { SmartLink } from '../ui/smart-link';
import './why-join-section.css';

/**
 * The `#why-join` band: the illustration beside the pitch, what most trucks lack and what
 * they miss because of it, then the call to apply (external, new tab) or read on.
 */
export function WhyJoinSection() {
  return (
    <Section id="why-join" tone="dark" textured>
      <div className="why-join__intro">
        <div className="why-join__art">
          <CommunityTable label={whyJoinImageAlt} />
        </div>
        <div className="why-join__pitch">
          <SectionHeader heading={whyJoinSection} id="why-join-heading" align="start" />
          {whyJoinPitch.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
      <div className="why-join__lists">
        <ItemPanel title={lacksSection.title} items={lacksSection.items} kind="lack" />
        <ItemPanel title={missOutSection.title} items={missOutSection.items} kind="miss" />
      </div>
      <div className="why-join__cta">
        <div>
          <p className="why-join__cta-title">{whyJoinCta.title}</p>
          <p className="why-join__cta-text">{whyJoinCta.text}</p>
        </div>
        <div className="button-row">
          <SmartLink target={whyJoinCta.apply.target} className="button button--dark" testId={testIdOf(whyJoinCta.apply.label)}>
            {whyJoinCta.apply.label}
          </SmartLink>
          <SmartLink
            target={whyJoinCta.services.target}
            className="button button--outline"
            testId={testIdOf(whyJoinCta.services.label)}
          >
            {whyJoinCta.services.label}
          </SmartLink>
        </div>
      </div>
    </Section>
  );
}

interface ItemPanelProps {
  readonly title: string;
  readonly items: readonly ListItem[];
  readonly kind: 'lack' | 'miss';
}

/** One titled list: the three gaps, or the six missed opportunities. */
function ItemPanel({ title, items, kind }: ItemPanelProps) {
  return (
    <div className="why-join__panel" data-kind={kind}>
      <h3 className="why-join__panel-title">{title}</h3>
      <ul className="why-join__items">
        {items.map((item) => (
          <li key={item.id} className="why-join__item" data-testid={`why-join-${kind}`}>
            <span className="why-join__item-icon">
              <Icon name={item.icon} size={20} />
            </span>
            {item.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
