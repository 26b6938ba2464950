import { PageHero } from '../../components/sections/page-hero';

/** Route `/hire`. */
export function HirePage() {
  return <PageHero title="Hire The Hive" />;
}
