import { PageHero } from '../../components/sections/page-hero';

/** Route `/contact`. */
export function ContactPage() {
  return <PageHero title="Apply to Join The Hive" />;
}
