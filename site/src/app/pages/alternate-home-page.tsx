import { PageHero } from '../../components/sections/page-hero';

/** Route `/v2`. */
export function AlternateHomePage() {
  return <PageHero title="Grow Your Food Truck With The Hive" />;
}
