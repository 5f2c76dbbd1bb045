import { mayReview } from '@shared/vocabularies/roles';
import { approvalsNeeded } from '@shared/site-content/review';
import type { WaitingReview } from '@shared/site-content/review-schemas';
import type {
  ContentReviewsRepository,
  ReviewRow,
} from '../../repositories/content-reviews-repository';
import type { SiteContentRepository } from '../../repositories/site-content-repository';
import type { Actor } from './review-checks';
import { reviewViews } from './review-view';

/**
 * The reviews waiting for a reviewer (the dashboard's list, the sidebar's count) and whether an
 * approval completes its review (an "Approve and publish" may publish only then). Open reviews
 * are few: at most one per requester (a new request supersedes the open ones).
 */
export function createReviewQueue(
  reviews: Pick<ContentReviewsRepository, 'list' | 'get'>,
  versions: Pick<SiteContentRepository, 'get'>,
) {
  const { changesOf } = reviewViews(versions);
  const needed = (row: ReviewRow) => {
    const version = versions.get(row.version);
    return version ? approvalsNeeded(changesOf(version)) : 1;
  };

  return {
    /** Reviews asked of others that `by` may approve and has not approved yet, newest first. */
    waitingFor(by: Actor): WaitingReview[] {
      if (!mayReview(by)) return [];
      return reviews
        .list('requested')
        .filter((r) => r.requested_by !== by.id && !r.approvals.some((a) => a.by_id === by.id))
        .map((r) => ({
          id: r.id,
          version: r.version,
          summary: versions.get(r.version)?.summary ?? '',
          message: r.message,
          requested_by: r.requested_by_email,
          requested_at: r.requested_at,
          approvals: r.approvals.length,
          approvals_needed: needed(r),
        }));
    },
    /** Whether `by`'s approval would make the review approved (it has the others it needs). */
    approvalCompletes(id: number, by: Actor): boolean {
      const row = reviews.get(id);
      if (!row) return false;
      const others = row.approvals.filter((a) => a.by_id !== by.id).length;
      return others + 1 >= needed(row);
    },
    approvalsNeeded: needed,
  };
}

export type ReviewQueue = ReturnType<typeof createReviewQueue>;
