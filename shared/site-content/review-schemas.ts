import { z } from 'zod';
import { COLLECTION_NAMES } from './collections';
import { GLOBAL_NAMES } from './globals';

// Saved versions and review before publishing (routes/api/site-content/reviews.ts on the
// server, features/publishing/ in the admin area; docs/decisions/039-review-before-publishing.md).

/** A note for the reviewers (a saved version, or an editor's publish with review on). */
export const reviewMessageSchema = z
  .string()
  .trim()
  .max(1000, 'The message is at most 1000 characters')
  .optional()
  .meta({ description: 'A note for the reviewers: what changed and why' });

const listDiffSchema = z.object({
  added: z.array(z.string()),
  removed: z.array(z.string()),
  edited: z.array(z.string()),
});

/** What a version changes, per global (its parts) and collection (its items): diff.ts's shape. */
export const siteContentChangesSchema = z
  .object({
    ...Object.fromEntries(GLOBAL_NAMES.map((name) => [name, z.array(z.string())])),
    ...Object.fromEntries(COLLECTION_NAMES.map((name) => [name, listDiffSchema])),
  })
  .meta({ id: 'SiteContentChanges' });

export const savedVersionSchema = z
  .object({
    version: z.number().int().positive(),
    status: z.literal('saved'),
    base_version: z.number().int().nonnegative(),
    content_hash: z.string().meta({ description: "sha256 hex of the content's canonical JSON" }),
    saved_at: z.iso.datetime(),
    saved_by: z.string().nullable(),
    message: z.string().nullable(),
    summary: z.string().meta({ example: 'phone changed' }),
  })
  .meta({ id: 'SavedVersion' });
export type SavedVersion = z.infer<typeof savedVersionSchema>;

export const REVIEW_STATUSES = [
  'requested',
  'changes_requested',
  'approved',
  'published',
  'superseded',
  'withdrawn',
] as const;
export const reviewStatusSchema = z.enum(REVIEW_STATUSES).meta({ id: 'ReviewStatus' });
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

export const reviewSchema = z
  .object({
    id: z.number().int().positive(),
    version: z.number().int().positive().meta({ description: 'The saved version to publish' }),
    status: reviewStatusSchema,
    message: z.string().nullable(),
    requested_by: z.string().meta({ description: 'E-mail of the editor who asked' }),
    requested_at: z.iso.datetime(),
    base_version: z.number().int().nonnegative(),
    content_hash: z.string(),
    summary: z.string().meta({ example: 'privacy policy edited' }),
    changes: siteContentChangesSchema.meta({
      description: 'What the version changes against the version it was edited from',
    }),
    approvals: z.array(z.object({ by: z.string(), at: z.iso.datetime() })),
    approvals_needed: z
      .number()
      .int()
      .positive()
      .meta({ description: '1, or 2 when the legal pages changed' }),
    comments: z.array(z.object({ by: z.string(), at: z.iso.datetime(), comment: z.string() })),
    superseded_by: z.number().int().positive().nullable(),
    published_version: z.number().int().positive().nullable(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

export const reviewListSchema = z
  .object({
    items: z.array(reviewSchema),
    require_review: z.boolean().meta({
      description:
        "REQUIRE_REVIEW: whether an editor's publish asks for a review (the admin area reads it here)",
    }),
  })
  .meta({ id: 'ReviewList' });
export type ReviewList = z.infer<typeof reviewListSchema>;
export const reviewListQuerySchema = z.object({ status: reviewStatusSchema.optional() });
export const reviewParamsSchema = z.object({
  id: z.coerce.number({ error: 'id must be a number' }).int().positive(),
});

/** 202 of an editor's publish (or restore) with review on: nothing went live. */
export const reviewRequestedSchema = z
  .object({
    review: z.object({
      id: z.number().int().positive(),
      version: z.number().int().positive(),
      status: z.literal('requested'),
    }),
  })
  .meta({ id: 'ReviewRequested' });
export type ReviewRequested = z.infer<typeof reviewRequestedSchema>;

export const approveReviewSchema = z
  .object({
    version: z.number().int().positive().optional().meta({
      description: 'The version the reviewer looked at: 409 when it is not the review’s any more',
    }),
  })
  .meta({ id: 'ApproveReview' });

export const requestChangesSchema = z
  .object({
    comment: z
      .string({ error: 'comment must say what to change' })
      .trim()
      .min(1, 'Say what to change')
      .max(2000, 'The comment is at most 2000 characters'),
  })
  .meta({ id: 'RequestChanges' });

/** One event of a version's story, read from the audit trail. */
export const versionEventSchema = z
  .object({
    type: z.string().meta({ example: 'content.review_approved' }),
    at: z.iso.datetime(),
    by: z.string().nullable(),
    comment: z.string().nullable(),
  })
  .meta({ id: 'VersionEvent' });
export type VersionEvent = z.infer<typeof versionEventSchema>;

/** A review waiting for this reviewer's approval (the dashboard, the sidebar's count). */
export const waitingReviewSchema = z
  .object({
    id: z.number().int().positive(),
    version: z.number().int().positive(),
    summary: z.string().meta({ example: 'phone changed' }),
    message: z.string().nullable(),
    requested_by: z.string(),
    requested_at: z.iso.datetime(),
    approvals: z.number().int().nonnegative(),
    approvals_needed: z.number().int().positive(),
  })
  .meta({ id: 'WaitingReview' });
export type WaitingReview = z.infer<typeof waitingReviewSchema>;

export const waitingReviewListSchema = z
  .object({ items: z.array(waitingReviewSchema), count: z.number().int().nonnegative() })
  .meta({ id: 'WaitingReviewList' });
export type WaitingReviewList = z.infer<typeof waitingReviewListSchema>;
