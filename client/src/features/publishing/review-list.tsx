import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { REVIEW_STATUSES, type ReviewStatus } from '@shared/site-content/review-schemas';
import { Button } from '~/components/ui/button';
import { SelectField } from '~/components/ui/field';
import { Spinner } from '~/components/ui/spinner';
import { useAuth } from '~/features/auth';
import { ReviewCard } from './review-card';
import { useReviewMode } from './review-mode';
import publishingEnglish from '@shared/messages/compiled/en/adminPublishing.js';
import { useAdminMessages } from '~/lib/admin-messages';

/** Every review, newest first, filtered by state; each card acts on its own review. */
export function ReviewList() {
  const me = useAuth().user?.email ?? '';
  const { required, reviews: reviewer, query } = useReviewMode();
  const queries = useQueryClient();
  const [status, setStatus] = useState<ReviewStatus | ''>('');
  const { reviews: t } = useAdminMessages('adminPublishing', publishingEnglish);
  const refresh = () => {
    void queries.invalidateQueries({ queryKey: ['reviews'] });
    void queries.invalidateQueries({ queryKey: ['versions'] });
  };

  if (query.isError) {
    return (
      <div role="alert" className="space-y-3">
        <p className="text-sm">{t.loadFailed()}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t.tryAgain()}
        </Button>
      </div>
    );
  }
  if (!query.data) return <Spinner label={t.loading()} />;
  const items = query.data.items.filter((r) => !status || r.status === status);
  return (
    <div className="space-y-4">
      {!required && <p className="text-sm text-muted-foreground">{t.off()}</p>}
      <SelectField
        label={t.show()}
        className="w-auto"
        value={status}
        onChange={(e) => setStatus(e.target.value as ReviewStatus | '')}
      >
        <option value="">{t.all()}</option>
        {REVIEW_STATUSES.map((s) => (
          <option key={s} value={s}>
            {/* The states a reviewer filters by, in their words. */}
            {t.filter[s]()}
          </option>
        ))}
      </SelectField>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{status ? t.noneInState() : t.none()}</p>
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
