import { PageHero } from '../../components/sections/page-hero';

/** Route `/privacy-policy`. */
export function PrivacyPolicyPage() {
  return <PageHero title="Privacy Policy" />;
}
