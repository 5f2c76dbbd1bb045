import type { Published } from '@shared/site-content/api-schemas';
import type { Review, ReviewList, ReviewStatus } from '@shared/site-content/review-schemas';
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
