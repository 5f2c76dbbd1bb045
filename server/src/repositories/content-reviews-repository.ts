import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { ReviewStatus } from '@shared/site-content/review-schemas';
import type { DatabaseHandle } from '../db/connection';
import { siteContentReviews } from '../db/schema';

export interface ReviewApproval {
  by_id: string;
  by: string;
  at: string;
  /** The content hash the approver saw: an approval is of that content only. */
  content_hash: string;
}

export interface ReviewComment {
  by: string;
  at: string;
  comment: string;
}

type Row = typeof siteContentReviews.$inferSelect;

export type ReviewRow = Omit<Row, 'approvals' | 'comments'> & {
  approvals: ReviewApproval[];
  comments: ReviewComment[];
};

/** The reviews still waiting for someone: a newer edit of their requester supersedes them. */
export const OPEN_STATUSES: ReviewStatus[] = ['requested', 'changes_requested', 'approved'];

const toReview = (row: Row): ReviewRow => ({
  ...row,
  approvals: JSON.parse(row.approvals) as ReviewApproval[],
  comments: JSON.parse(row.comments) as ReviewComment[],
});

export type NewReview = Pick<
  Row,
  | 'version'
  | 'message'
  | 'requested_by'
  | 'requested_by_email'
  | 'requested_at'
  | 'base_version'
  | 'content_hash'
>;

/**
 * Reviews of saved versions. Each change reads and writes its row in ONE immediate
 * transaction (SQLite's write lock): two approvals racing are applied one after the other,
 * each seeing the other's.
 */
export function createContentReviewsRepository(db: DatabaseHandle) {
  const { orm, sqlite } = db;
  const read = (id: number) => {
    const row = orm.select().from(siteContentReviews).where(eq(siteContentReviews.id, id)).get();
    return row ? toReview(row) : null;
  };
  const write = (id: number, patch: Partial<ReviewRow>) => {
    if (Object.keys(patch).length === 0) return;
    const { approvals, comments, ...rest } = patch;
    orm
      .update(siteContentReviews)
      .set({
        ...rest,
        ...(approvals ? { approvals: JSON.stringify(approvals) } : {}),
        ...(comments ? { comments: JSON.stringify(comments) } : {}),
      })
      .where(eq(siteContentReviews.id, id))
      .run();
  };

  return {
    get: read,
    list(status?: ReviewStatus): ReviewRow[] {
      return orm
        .select()
        .from(siteContentReviews)
        .where(status ? eq(siteContentReviews.status, status) : undefined)
        .orderBy(desc(siteContentReviews.id))
        .all()
        .map(toReview);
    },
    /** The newest review of a version. */
    forVersion(version: number): ReviewRow | null {
      const row = orm
        .select()
        .from(siteContentReviews)
        .where(eq(siteContentReviews.version, version))
        .orderBy(desc(siteContentReviews.id))
        .limit(1)
        .get();
      return row ? toReview(row) : null;
    },
    /** The versions of the reviews that review `id` superseded. */
    supersededBy(id: number): number[] {
      return orm
        .select({ version: siteContentReviews.version })
        .from(siteContentReviews)
        .where(eq(siteContentReviews.superseded_by, id))
        .all()
        .map((r) => r.version);
    },
    /**
     * Opens a review, superseding the requester's open ones (any edit after an approval voids
     * it), in the caller's transaction: `save` stores the version it is of.
     */
    open(save: () => NewReview): ReviewRow {
      return sqlite
        .transaction(() => {
          const review = save();
          const row = orm
            .insert(siteContentReviews)
            .values({ ...review, status: 'requested' })
            .returning()
            .get();
          if (review.requested_by) {
            orm
              .update(siteContentReviews)
              .set({ status: 'superseded', superseded_by: row.id })
              .where(
                and(
                  eq(siteContentReviews.requested_by, review.requested_by),
                  inArray(siteContentReviews.status, OPEN_STATUSES),
                  ne(siteContentReviews.id, row.id),
                ),
              )
              .run();
          }
          return toReview(row);
        })
        .immediate();
    },
    /**
     * Changes a review inside one immediate transaction: `change` sees the row as it is now and
     * returns the patch (or throws: nothing written). Returns the row as changed.
     */
    change(id: number, change: (row: ReviewRow) => Partial<ReviewRow>): ReviewRow {
      return sqlite
        .transaction(() => {
          const row = read(id);
          if (!row) throw new ReviewNotFound(id);
          const patch = change(row);
          write(id, patch);
          return { ...row, ...patch };
        })
        .immediate();
    },
  };
}

export class ReviewNotFound extends Error {
  constructor(readonly id: number) {
    super(`No review ${id}`);
  }
}

export type ContentReviewsRepository = ReturnType<typeof createContentReviewsRepository>;
