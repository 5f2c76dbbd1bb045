import { LegalDocumentView } from '~/features/legal/legal-document-view';
import type { PageProps } from '~/lib/site-data';

/** /privacy-policy and /terms-of-service. */
export default function LegalPage({ view }: PageProps<'legal'>) {
  return <LegalDocumentView document={view.document} />;
}
