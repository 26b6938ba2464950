import type { ReactNode } from 'react';
import { services, servicesSection } from '../../content/services';
import type { Service } from '../../content/types/sections';
import { Card, CardGrid } from '../ui/card';
import { Icon } from '../ui/icon';
import { Section, type SectionTone } from '../ui/section';
import './services-section.css';

interface ServicesSectionProps {
  readonly tone?: SectionTone;
  /** What follows the ten tiles: the plan grid on /learn-more, a pointer to it on /. */
  readonly children?: ReactNode;
}

/** The `#services` band: the ten support services, then whatever the page adds. */
export function ServicesSection({ tone = 'cream', children }: ServicesSectionProps) {
  return (
    <Section id="services" tone={tone} heading={servicesSection} textured>
      <CardGrid columns={2} as="ul" testId="service-grid">
        {services.map((service, index) => (
          <ServiceCard key={service.id} service={service} number={index + 1} />
        ))}
      </CardGrid>
      {children}
    </Section>
  );
}

/** One service tile: number and icon beside its title and description. */
export function ServiceCard({ service, number }: { readonly service: Service; readonly number: number }) {
  return (
    <Card as="li" testId="service-card" className="service-card">
      <span className="service-card__icon" aria-hidden="true">
        <Icon name={service.icon} size={26} />
      </span>
      <div className="service-card__text">
        <p className="service-card__number tabular" aria-hidden="true">
          {String(number).padStart(2, '0')}
        </p>
        <h3 className="service-card__title">{service.title}</h3>
        <p className="card__body">{service.description}</p>
      </div>
    </Card>
  );
}
