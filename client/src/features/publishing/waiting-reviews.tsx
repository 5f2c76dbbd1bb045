import { useQuery } from '@tanstack/react-query';
import { ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import { mayReview } from '@shared/vocabularies/roles';
import { paths } from '~/config/paths';
import { useAuth } from '~/features/auth';
import { listWaitingReviews, WAITING_REVIEWS_KEY } from './reviews-api';
import { formatWhen } from './version-row';
import publishingEnglish from '@shared/messages/compiled/en/adminPublishing.js';
import { useAdminMessages } from '~/lib/admin-messages';

/** How often a reviewer's count is read again while the admin area is open. */
const REFRESH_MS = 60_000;

/**
 * The reviews waiting for this account's approval; nothing for an account that does not review.
 * Read again every minute and after every review action (the list invalidates ['reviews']).
 */
export function useWaitingReviews() {
  const reviewer = mayReview(useAuth().user);
  const query = useQuery({
    queryKey: WAITING_REVIEWS_KEY,
    queryFn: listWaitingReviews,
    enabled: reviewer,
    refetchInterval: REFRESH_MS,
  });
  return reviewer ? (query.data?.items ?? []) : [];
}

/** The sidebar's count beside Reviews: how many wait for this reviewer. */
export function WaitingReviewsBadge() {
  const count = useWaitingReviews().length;
  const { reviews: t } = useAdminMessages('adminPublishing', publishingEnglish);
  if (count === 0) return null;
  return (
    <span
      data-testid="waiting-reviews-count"
      className="ms-auto rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground"
    >
      {count}
      <span className="sr-only">{t.waitingBadge()}</span>
    </span>
  );
}

/** The dashboard's panel of the reviews waiting for this reviewer, each linked to the page. */
export function WaitingReviews() {
  const items = useWaitingReviews();
  const { reviews: t } = useAdminMessages('adminPublishing', publishingEnglish);
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="waiting-reviews-title"
      data-testid="waiting-reviews"
      className="mb-6 flex gap-3 rounded-md border border-primary/40 bg-primary/5 p-4 text-sm"
    >
      <ClipboardCheck className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0 space-y-2">
        <h2 id="waiting-reviews-title" className="font-semibold">
          {t.waitingTitle({ count: items.length })}
        </h2>
        <ul className="space-y-1">
          {items.map((r) => (
            <li key={r.id}>
              {t.waitingItem({
                version: r.version,
                summary: r.summary,
                name: r.requested_by,
                when: formatWhen(r.requested_at),
              })}
              {r.approvals_needed > 1 &&
                t.waitingApprovals({ approved: r.approvals, needed: r.approvals_needed })}
            </li>
          ))}
        </ul>
        <p>
          <Link to={paths.admin.reviews} className="font-medium underline underline-offset-4">
            {t.open()}
          </Link>
          {t.openRest()}
        </p>
      </div>
    </section>
  );
}
