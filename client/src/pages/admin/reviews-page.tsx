import { AdminPageHeader } from '~/components/admin-page-header';
import { ReviewList } from '~/features/publishing/review-list';
import { useDocumentTitle } from '~/lib/use-document-title';
import publishingEnglish from '@shared/messages/compiled/en/adminPublishing.js';
import { useAdminMessages } from '~/lib/admin-messages';

/** /admin/reviews: the changes editors asked to publish; approve, ask for changes, publish. */
export default function ReviewsPage() {
  const { reviewsPage: t } = useAdminMessages('adminPublishing', publishingEnglish);
  useDocumentTitle(t.title());
  return (
    <>
      <AdminPageHeader title={t.title()} description={t.description()} />
      <ReviewList />
    </>
  );
}
