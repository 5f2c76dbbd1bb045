import { AdminPageHeader } from '~/components/admin-page-header';
import { useDocumentTitle } from '~/lib/use-document-title';
import { VersionHistory } from '~/features/publishing/version-history';
import { PreviewLinks } from '~/features/publishing/preview-links';

/** /admin/history: every published version; view one, or publish an old one again. */
export function HistoryPage() {
  useDocumentTitle('History');
  return (
    <>
      <AdminPageHeader
        title="History"
        description="Every published version of the site content. Restoring publishes an old version again as a new one; Share makes a link to its pages for someone without an account."
      />
      <VersionHistory />
      <PreviewLinks />
    </>
  );
}
