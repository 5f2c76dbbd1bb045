import { useQuery } from '@tanstack/react-query';
import { ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import { mayReview } from '@shared/vocabularies/roles';
import { paths } from '~/config/paths';
import { useAuth } from '~/features/auth';
import { listWaitingReviews, WAITING_REVIEWS_KEY } from './reviews-api';
import { formatWhen } from './version-row';

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
  if (count === 0) return null;
  return (
    <span
      data-testid="waiting-reviews-count"
      className="ms-auto rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground"
    >
      {count}
      <span className="sr-only"> waiting for your review</span>
    </span>
  );
}

/** The dashboard's panel of the reviews waiting for this reviewer, each linked to the page. */
export function WaitingReviews() {
  const items = useWaitingReviews();
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
          {items.length === 1
            ? 'A review is waiting for you'
            : `${items.length} reviews are waiting for you`}
        </h2>
        <ul className="space-y-1">
          {items.map((r) => (
            <li key={r.id}>
              Version {r.version}: {r.summary}, asked by {r.requested_by} on{' '}
              {formatWhen(r.requested_at)}
              {r.approvals_needed > 1 && ` (${r.approvals} of ${r.approvals_needed} approvals)`}
            </li>
          ))}
        </ul>
        <p>
          <Link to={paths.admin.reviews} className="font-medium underline underline-offset-4">
            Open the reviews
          </Link>{' '}
          to approve, publish or ask for changes.
        </p>
      </div>
    </section>
  );
}
