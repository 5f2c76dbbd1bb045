import { privacyPolicy } from '~/content/legal';
import { LegalDocumentView } from '~/features/legal/legal-document-view';

export default function PrivacyPolicyPage() {
  return <LegalDocumentView document={privacyPolicy} />;
}
