import { PageHero } from '../../components/sections/page-hero';

/** Route `/our-results`. */
export function OurResultsPage() {
  return <PageHero title="RESULTS" />;
}
