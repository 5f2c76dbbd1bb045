import { mayReview, mayUse, REVIEW, type RoleHolder } from '@shared/vocabularies/roles';
import type { Published } from '@shared/site-content/api-schemas';
import { summarizeDiff } from '@shared/site-content/diff';
import { withTranslationParts } from '@shared/site-content/translation-summary';
import { editorsDiff } from '@shared/site-content/publish-stamps';
import { approvalsNeeded } from '@shared/site-content/review';
import type { ReviewStatus } from '@shared/site-content/review-schemas';
import type { MergeResolutions } from '@shared/site-content/merge';
import type { SiteData } from '@shared/site-content/schema';
import { ApiError, conflict, notFound } from '../../lib/api-error';
import {
  ReviewNotFound,
  type ContentReviewsRepository,
  type ReviewRow,
} from '../../repositories/content-reviews-repository';
import type { SiteContentRepository } from '../../repositories/site-content-repository';
import type { Publisher, PublishedBy } from './publisher';
import {
  checkOpen,
  checkReviewer,
  forbidden,
  publishable,
  versionChanged,
  type Actor,
  type Publishable,
} from './review-checks';
import { reviewViews } from './review-view';

// Review before publishing (REQUIRE_REVIEW, docs/decisions/039-review-before-publishing.md): an
// editor's publish saves a version and asks for a review; owners and holders of the reviewer
// grant approve it, by the hash of its content; an approved version goes live as a new one.

export function createContentReviews(deps: {
  reviews: ContentReviewsRepository;
  versions: SiteContentRepository;
  publisher: Publisher;
  requireReview: boolean;
  now: () => number;
}) {
  const { reviews, versions, publisher, requireReview, now } = deps;
  const at = () => new Date(now()).toISOString();
  /** Versions being published by this process: a second request is refused, never run twice. */
  const publishing = new Set<number>();
  /** Told when versions may no longer go live (their approval void): schedules cancel theirs. */
  const voidedListeners: ((versions: number[], by: PublishedBy, reason: string) => void)[] = [];
  const voided = (list: number[], by: PublishedBy, reason: string) => {
    if (list.length) for (const listener of voidedListeners) listener(list, by, reason);
  };

  const { contentOf, changesOf, toApi } = reviewViews(versions);

  /** The stored content is still what the review asked for. */
  const intact = (row: Pick<ReviewRow, 'version' | 'content_hash'>) =>
    versions.get(row.version)?.content_hash === row.content_hash && versions.intact(row.version);

  function save(content: SiteData, baseVersion: number, by: PublishedBy, message?: string | null) {
    const at = new Date().toISOString();
    const before = contentOf(baseVersion);
    const summary = withTranslationParts(
      summarizeDiff(editorsDiff(before, content, at)),
      before,
      content,
    );
    return versions.save({ content, baseVersion, savedBy: by, summary, message: message || null });
  }

  /**
   * Saves `content` and asks for a review of it. Edited from an older version, it is merged
   * onto the live one first (as a publish would, its conflicts settled by `resolutions`), so
   * the review shows, and an approval covers, exactly what would go live.
   */
  function request(
    edited: SiteData,
    editedFrom: number,
    by: PublishedBy,
    message?: string,
    resolutions?: MergeResolutions,
  ) {
    const { content, liveVersion: baseVersion } = publisher.onLive(edited, editedFrom, resolutions);
    const row = reviews.open(() => {
      const saved = save(content, baseVersion, by, message);
      return {
        version: saved.version,
        message: saved.message,
        requested_by: by.id,
        requested_by_email: by.email,
        requested_at: at(),
        base_version: baseVersion,
        content_hash: saved.content_hash!,
      };
    });
    voided(reviews.supersededBy(row.id), by, `superseded by review ${row.id}`);
    return row;
  }

  /** Changes a review in one transaction; 404 for one that does not exist. */
  function change(id: number, fn: (row: ReviewRow) => Partial<ReviewRow>): ReviewRow {
    try {
      return reviews.change(id, fn);
    } catch (error) {
      if (error instanceof ReviewNotFound) throw notFound(`No review ${id}`);
      throw error;
    }
  }

  /** Changes a review as `change` does; an approval it ends is void: listeners hear of it. */
  function changeVoiding(
    id: number,
    by: PublishedBy,
    reason: string,
    fn: (row: ReviewRow) => Partial<ReviewRow>,
  ): ReviewRow {
    let wasApproved = false;
    const changed = change(id, (row) => {
      const next = fn(row);
      wasApproved = row.status === 'approved';
      return next;
    });
    if (wasApproved) voided([changed.version], by, reason);
    return changed;
  }

  /** The seam for schedules: ./review-checks.ts, publishable. */
  function publishableVersion(version: number): Publishable {
    const row = versions.get(version);
    const review = requireReview && row?.status === 'saved' ? reviews.forVersion(version) : null;
    return publishable(version, row, requireReview, review, review ? intact(review) : false);
  }

  return {
    requireReview,
    /** With review on, whoever is not of the roles that publish directly asks for a review. */
    needsReview: (by: RoleHolder) => requireReview && !mayUse(by, REVIEW.publishesDirectly),
    save,
    request,
    /** An old published version's content, asked to go live again: a review of it. */
    requestRestore(version: number, by: PublishedBy) {
      const old = versions.get(version);
      if (old?.status !== 'published') throw notFound(`No published version ${version}`);
      return request(old.content, publisher.live().version, by, `Restore version ${version}`);
    },
    list: (status?: ReviewStatus) => reviews.list(status).map(toApi),
    get(id: number) {
      const row = reviews.get(id);
      if (!row) throw notFound(`No review ${id}`);
      return toApi(row);
    },

    /** One approval, of the exact content (its hash); never twice by the same person. */
    approve(id: number, by: Actor, seenVersion?: number): ReviewRow {
      return change(id, (row) => {
        checkReviewer(row, by, 'approves');
        checkOpen(row);
        if (seenVersion !== undefined && seenVersion !== row.version) {
          throw versionChanged(
            `Review ${id} is of version ${row.version}, not ${seenVersion}: look again.`,
          );
        }
        if (!intact(row)) throw versionChanged(`Version ${row.version} changed since it was asked`);
        if (row.approvals.some((a) => a.by_id === by.id)) return {};
        const approvals = [
          ...row.approvals,
          { by_id: by.id, by: by.email, at: at(), content_hash: row.content_hash },
        ];
        const version = versions.get(row.version)!;
        const status: ReviewStatus =
          approvals.length >= approvalsNeeded(changesOf(version)) ? 'approved' : 'requested';
        return { approvals, status };
      });
    },

    requestChanges(id: number, by: Actor, comment: string): ReviewRow {
      return changeVoiding(id, by, `changes requested in review ${id}`, (row) => {
        checkReviewer(row, by, 'asks for changes to');
        checkOpen(row);
        const comments = [...row.comments, { by: by.email, at: at(), comment }];
        return { comments, status: 'changes_requested' };
      });
    },
    /** Its requester (or an owner) takes an open review back; its approvals, if any, are void. */
    withdraw(id: number, by: Actor): ReviewRow {
      return changeVoiding(id, by, `review ${id} withdrawn`, (row) => {
        if (row.requested_by !== by.id && !mayUse(by, ['owner'])) {
          throw forbidden('Only its requester or an owner withdraws a review');
        }
        checkOpen(row);
        return { status: 'withdrawn' };
      });
    },
    /** `listener` hears of versions whose approval became void (superseded, changes asked). */
    onVoided(listener: (versions: number[], by: PublishedBy, reason: string) => void) {
      voidedListeners.push(listener);
    },

    /** Publishes an approved review now: its requester or a reviewer. */
    async publish(id: number, by: Actor): Promise<{ review: ReviewRow; published: Published }> {
      const row = reviews.get(id);
      if (!row) throw notFound(`No review ${id}`);
      if (row.requested_by !== by.id && !mayReview(by)) {
        throw forbidden('Only its requester, owners and reviewers publish a review');
      }
      if (row.status !== 'approved') {
        throw conflict('not_approved', `Review ${id} is ${row.status.replace('_', ' ')}`);
      }
      const published = await publishVersion(row.version, by);
      return { review: reviews.get(id)!, published };
    },
    publishableVersion,
    publishVersion,
  };

  /**
   * Publishes `version` once the seam allows it, and marks its review published (the seam's
   * publish for schedules).
   */
  async function publishVersion(version: number, by: PublishedBy): Promise<Published> {
    const allowed = publishableVersion(version);
    if (!allowed.ok) throw new ApiError(allowed.status, allowed.error, allowed.message);
    if (publishing.has(version)) {
      throw conflict('being_published', `Version ${version} is being published right now`);
    }
    publishing.add(version);
    try {
      const published = await publisher.publishVersion(version, by);
      const review = reviews.forVersion(version);
      if (review) {
        reviews.change(review.id, (row) =>
          row.status === 'approved'
            ? { status: 'published', published_version: published.version }
            : {},
        );
      }
      return published;
    } finally {
      publishing.delete(version);
    }
  }
}

export type ContentReviews = ReturnType<typeof createContentReviews>;
