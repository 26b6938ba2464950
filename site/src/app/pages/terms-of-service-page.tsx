import { PageHero } from '../../components/sections/page-hero';

/** Route `/terms-of-service`. */
export function TermsOfServicePage() {
  return <PageHero title="Terms of Service" />;
}
