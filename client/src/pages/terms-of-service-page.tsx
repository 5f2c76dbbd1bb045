import { termsOfService } from '~/content/legal';
import { LegalDocumentView } from '~/features/legal/legal-document-view';

export default function TermsOfServicePage() {
  return <LegalDocumentView document={termsOfService} />;
}
