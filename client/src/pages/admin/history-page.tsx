import { AdminPageHeader } from '~/components/admin-page-header';
import { useDocumentTitle } from '~/lib/use-document-title';
import { VersionHistory } from '~/features/publishing/version-history';
import { PreviewLinks } from '~/features/publishing/preview-links';
import publishingEnglish from '@shared/messages/compiled/en/adminPublishing.js';
import { useAdminMessages } from '~/lib/admin-messages';

/** /admin/history: every published version; view one, or publish an old one again. */
export function HistoryPage() {
  const { historyPage: t } = useAdminMessages('adminPublishing', publishingEnglish);
  useDocumentTitle(t.title());
  return (
    <>
      <AdminPageHeader title={t.title()} description={t.description()} />
      <VersionHistory />
      <PreviewLinks />
    </>
  );
}
