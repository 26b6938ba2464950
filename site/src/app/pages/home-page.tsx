import { PageHero } from '../../components/sections/page-hero';

/** Route `/`. */
export function HomePage() {
  return <PageHero title="Your Food Truck's Full-Service Engine" />;
}
