import { termsOfService } from '../../content/legal';
import { LegalDocument } from '../../components/sections/legal-document';

/** Route `/terms-of-service` (spec §2), last updated 8/28/24. */
export default function TermsOfServicePage() {
  return <LegalDocument document={termsOfService} />;
}
