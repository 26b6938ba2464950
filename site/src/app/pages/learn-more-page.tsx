import { PageHero } from '../../components/sections/page-hero';

/** Route `/learn-more`. */
export function LearnMorePage() {
  return <PageHero title="Everything Your Truck Needs to Grow" />;
}
