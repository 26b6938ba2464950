import { bookingIncludesSection } from '../../content/hire';
import { Icon } from '../ui/icon';
import { Section, SectionHeader } from '../ui/section';
import './booking-includes.css';

/** 'Every booking includes' on /hire (spec §2): a dark split band, pitch left, promises right. */
export function BookingIncludes() {
  const { items, ...heading } = bookingIncludesSection;
  return (
    <Section tone="dark" testId="section-booking-includes" textured>
      <div className="booking-includes">
        <SectionHeader heading={heading} align="start" />
        <ul className="booking-includes__list">
          {items.map((item) => (
            <li key={item.id} className="booking-includes__item" data-testid="booking-include">
              <span className="booking-includes__icon">
                <Icon name={item.icon} size={28} />
              </span>
              <div className="booking-includes__text">
                <h3 className="booking-includes__title">{item.title}</h3>
                <p className="booking-includes__body">{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
