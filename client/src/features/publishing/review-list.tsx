import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { REVIEW_STATUSES, type ReviewStatus } from '@shared/site-content/review-schemas';
import { Button } from '~/components/ui/button';
import { SelectField } from '~/components/ui/field';
import { Spinner } from '~/components/ui/spinner';
import { useAuth } from '~/features/auth';
import { ReviewCard } from './review-card';
import { useReviewMode } from './review-mode';

/** The states a reviewer filters by, in their words. */
const FILTERS: Record<ReviewStatus, string> = {
  requested: 'Waiting for review',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  published: 'Published',
  superseded: 'Superseded',
  withdrawn: 'Withdrawn',
};

/** Every review, newest first, filtered by state; each card acts on its own review. */
export function ReviewList() {
  const me = useAuth().user?.email ?? '';
  const { required, reviews: reviewer, query } = useReviewMode();
  const queries = useQueryClient();
  const [status, setStatus] = useState<ReviewStatus | ''>('');
  const refresh = () => {
    void queries.invalidateQueries({ queryKey: ['reviews'] });
    void queries.invalidateQueries({ queryKey: ['versions'] });
  };

  if (query.isError) {
    return (
      <div role="alert" className="space-y-3">
        <p className="text-sm">The reviews could not be loaded.</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!query.data) return <Spinner label="Loading the reviews" />;
  const items = query.data.items.filter((r) => !status || r.status === status);
  return (
    <div className="space-y-4">
      {!required && (
        <p className="text-sm text-muted-foreground">
          Review is off (REQUIRE_REVIEW): editors publish directly. Reviews asked for while it was
          on are listed here.
        </p>
      )}
      <SelectField
        label="Show"
        className="w-auto"
        value={status}
        onChange={(e) => setStatus(e.target.value as ReviewStatus | '')}
      >
        <option value="">All reviews</option>
        {REVIEW_STATUSES.map((s) => (
          <option key={s} value={s}>
            {FILTERS[s]}
          </option>
        ))}
      </SelectField>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No reviews{status && ' in this state'}.</p>
      ) : (
        <ul className="space-y-4">
          {items.map((r) => (
            <ReviewCard key={r.id} review={r} me={me} reviewer={reviewer} onChanged={refresh} />
          ))}
        </ul>
      )}
    </div>
  );
}
