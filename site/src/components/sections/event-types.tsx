import { eventTypes, eventTypesSection } from '../../content/hire';
import { Icon } from '../ui/icon';
import { Section } from '../ui/section';
import './event-types.css';

/** 'Perfect For' on /hire (spec §2): the six event types as a ruled list, not more cards. */
export function EventTypes() {
  return (
    <Section tone="paper" heading={eventTypesSection} testId="section-event-types">
      <ul className="event-types">
        {eventTypes.map((eventType) => (
          <li key={eventType.id} className="event-types__item" data-testid="event-type">
            <span className="event-types__icon">
              <Icon name={eventType.icon} size={24} />
            </span>
            <h3 className="event-types__title">{eventType.title}</h3>
            <p className="event-types__body">{eventType.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
