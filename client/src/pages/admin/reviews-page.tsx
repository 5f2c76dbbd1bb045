import { AdminPageHeader } from '~/components/admin-page-header';
import { ReviewList } from '~/features/publishing/review-list';
import { useDocumentTitle } from '~/lib/use-document-title';

/** /admin/reviews: the changes editors asked to publish; approve, ask for changes, publish. */
export default function ReviewsPage() {
  useDocumentTitle('Reviews');
  return (
    <>
      <AdminPageHeader
        title="Reviews"
        description="Changes waiting for approval before they go live. An approval is of the exact version: any later edit asks again. Changes to the legal pages need two approvals."
      />
      <ReviewList />
    </>
  );
}
