import { privacyPolicy } from '../../content/legal';
import { LegalDocument } from '../../components/sections/legal-document';

/** Route `/privacy-policy` (spec §2), last updated 8/28/25. */
export default function PrivacyPolicyPage() {
  return <LegalDocument document={privacyPolicy} />;
}
