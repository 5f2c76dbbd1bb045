import type { Published } from '@shared/site-content/api-schemas';
import type {
  Review,
  ReviewList,
  ReviewStatus,
  WaitingReviewList,
} from '@shared/site-content/review-schemas';
import type {
  ApprovedAndPublished,
  ApprovedAndScheduled,
} from '@shared/site-content/review-step-schemas';
import { adminApi } from '~/features/auth';
import { dataOrThrow } from '~/lib/api-client';

// The review calls of the admin area (REQUIRE_REVIEW): the list (which says whether review is
// on), approve, ask for changes, publish now.

export async function listReviews(status?: ReviewStatus): Promise<ReviewList> {
  return dataOrThrow(
    await adminApi.GET('/api/site-content/reviews', {
      params: { query: status ? { status } : {} },
    }),
  );
}

/** Approves the exact version looked at: 409 when it changed meanwhile. */
export async function approveReview(id: number, version: number): Promise<Review> {
  return dataOrThrow(
    await adminApi.POST('/api/site-content/reviews/{id}/approve', {
      params: { path: { id } },
      body: { version },
    }),
  );
}

export async function requestChanges(id: number, comment: string): Promise<Review> {
  return dataOrThrow(
    await adminApi.POST('/api/site-content/reviews/{id}/request-changes', {
      params: { path: { id } },
      body: { comment },
    }),
  );
}

export async function withdrawReview(id: number): Promise<Review> {
  return dataOrThrow(
    await adminApi.POST('/api/site-content/reviews/{id}/withdraw', { params: { path: { id } } }),
  );
}

export async function publishReview(id: number): Promise<Published> {
  return dataOrThrow(
    await adminApi.POST('/api/site-content/reviews/{id}/publish', { params: { path: { id } } }),
  );
}

export const WAITING_REVIEWS_KEY = ['reviews', 'waiting'] as const;

/** The reviews waiting for this account's approval (empty for one that does not review). */
export async function listWaitingReviews(): Promise<WaitingReviewList> {
  return dataOrThrow(await adminApi.GET('/api/site-content/reviews/waiting'));
}

/** Approves and publishes at once: 409 approvals_missing when another approval is needed. */
export async function approveAndPublish(
  id: number,
  version: number,
): Promise<ApprovedAndPublished> {
  return dataOrThrow(
    await adminApi.POST('/api/site-content/reviews/{id}/approve-and-publish', {
      params: { path: { id } },
      body: { version },
    }),
  );
}

/** Approves and schedules the publish at `publish_at` (ISO 8601 with its offset). */
export async function approveAndSchedule(
  id: number,
  version: number,
  publish_at: string,
): Promise<ApprovedAndScheduled> {
  return dataOrThrow(
    await adminApi.POST('/api/site-content/reviews/{id}/approve-and-schedule', {
      params: { path: { id } },
      body: { version, publish_at },
    }),
  );
}

/** The firm's time zone (SITE_TIME_ZONE), as the schedules are read in it. */
export async function scheduleTimeZone(): Promise<string> {
  const list = dataOrThrow(
    await adminApi.GET('/api/site-content/schedules', {
      params: { query: { status: 'scheduled' } },
    }),
  );
  return list.time_zone;
}
