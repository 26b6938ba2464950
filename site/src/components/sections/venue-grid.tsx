import { venues, venuesSection } from '../../content/venues';
import { Card, CardGrid } from '../ui/card';
import { Icon } from '../ui/icon';
import { Section } from '../ui/section';
import './venue-grid.css';

/** 'Exclusive Venue Access' on /hire (spec §2): four venue postcards, two by two. */
export function VenueGrid() {
  return (
    <Section tone="cream" heading={venuesSection} testId="section-venues">
      <CardGrid columns={2} as="ul">
        {venues.map((venue, index) => (
          <Card key={venue.id} as="li" testId="venue-card" className="venue-card">
            <div className="venue-card__plate" data-tint={index % 2 === 0 ? 'honey' : 'teal'}>
              <span className="venue-card__icon">
                <Icon name={venue.icon} size={32} />
              </span>
            </div>
            <div className="venue-card__text">
              <p className="venue-card__location">
                <Icon name="map-pin" size={16} />
                <span>{venue.location}</span>
              </p>
              <h3 className="card__title venue-card__name">{venue.name}</h3>
              <p className="card__body">{venue.description}</p>
            </div>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
