import { PageHero } from '../../components/sections/page-hero';

/** Route `/our-strategies`. */
export function OurStrategiesPage() {
  return <PageHero title="Our Strategies" />;
}
