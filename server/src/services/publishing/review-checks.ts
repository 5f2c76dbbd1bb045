import { mayReview, type RoleHolder } from '@shared/vocabularies/roles';
import { ApiError, conflict } from '../../lib/api-error';
import { OPEN_STATUSES, type ReviewRow } from '../../repositories/content-reviews-repository';
import type { PublishedBy } from './publisher';

// The rules of review before publishing (./reviews.ts) that need none of its state: who may act
// on a review, in which state, and whether a version may go live.

/** Who acts: the account and what it holds (read afresh on each request). */
export type Actor = PublishedBy & RoleHolder;

/** Whether the seam's version may go live (a schedule checks it, then again when it runs). */
export type Publishable =
  { ok: true } | { ok: false; status: 404 | 409; error: string; message: string };

export const forbidden = (message: string) => new ApiError(403, 'forbidden', message);
export const versionChanged = (message: string) => conflict('version_changed', message);

/** Reviewers only, never the requester: nobody approves their own changes. */
export function checkReviewer(row: ReviewRow, by: Actor, what: string) {
  if (!mayReview(by)) {
    throw forbidden(`Only owners and editors with the reviewer role ${what}`);
  }
  if (row.requested_by === by.id) throw forbidden(`Nobody ${what} their own changes`);
}

export function checkOpen(row: ReviewRow) {
  if (row.status === 'superseded') {
    throw versionChanged(
      `Review ${row.id} was superseded by review ${row.superseded_by}: its requester edited ` +
        'the content again. Review the new version.',
    );
  }
  if (!OPEN_STATUSES.includes(row.status)) {
    throw conflict('review_closed', `Review ${row.id} is ${row.status.replace('_', ' ')}`);
  }
}

/**
 * THE SEAM for schedules: whether `version` may go live now. With review on, it must be a saved
 * version whose newest review (`review`) is approved, every approval of its current content
 * (`intact`: the stored content is still what the review asked for); with review off, any saved
 * or published version that exists (`row`).
 */
export function publishable(
  version: number,
  row: unknown,
  requireReview: boolean,
  review: ReviewRow | null,
  intact: boolean,
): Publishable {
  if (!row) {
    return {
      ok: false,
      status: 404,
      error: 'not_found',
      message: `No version ${version} of the site content`,
    };
  }
  if (!requireReview) return { ok: true };
  if (review?.status !== 'approved') {
    return {
      ok: false,
      status: 409,
      error: 'not_approved',
      message: `Version ${version} has no approved review: only an approved version goes live`,
    };
  }
  const approvedThis = review.approvals.every((a) => a.content_hash === review.content_hash);
  if (!approvedThis || !intact) {
    return {
      ok: false,
      status: 409,
      error: 'version_changed',
      message: `Version ${version} is not the content that was approved`,
    };
  }
  return { ok: true };
}
