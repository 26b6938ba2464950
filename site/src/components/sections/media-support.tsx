import { mediaItems, mediaSection } from '../../content/media';
import { Card, CardGrid } from '../ui/card';
import { Icon } from '../ui/icon';
import { Section } from '../ui/section';
import './media-support.css';

/** The media support trio on /our-results (spec §2): menu redesigns, hype reels, photography. */
export function MediaSupport() {
  return (
    <Section tone="dark" heading={mediaSection} testId="section-media-support" textured>
      <CardGrid columns={3} as="ul">
        {mediaItems.map((item) => (
          <Card key={item.id} as="li" variant="dark" testId="media-card" className="media-card">
            <span className="media-card__icon">
              <Icon name={item.icon} size={30} />
            </span>
            <h3 className="media-card__title">{item.title}</h3>
            <p className="card__body">{item.description}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
