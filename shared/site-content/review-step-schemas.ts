import { z } from 'zod';
import { publishedSchema } from './api-schemas';
import { approveReviewSchema, reviewSchema } from './review-schemas';
import { createScheduleSchema, scheduleSchema } from './schedule-schemas';

// A review approved and published (or scheduled) in one step: the same rules as approving, then
// publishing; only an approval that completes its review may publish (the legal pages' first
// of two approvals cannot). routes/api/site-content/review-steps.ts.

export const approveAndScheduleSchema = approveReviewSchema
  .extend({ publish_at: createScheduleSchema.shape.publish_at })
  .meta({ id: 'ApproveAndSchedule' });

export const approvedAndPublishedSchema = z
  .object({ review: reviewSchema, published: publishedSchema })
  .meta({ id: 'ApprovedAndPublished' });
export type ApprovedAndPublished = z.infer<typeof approvedAndPublishedSchema>;

export const approvedAndScheduledSchema = z
  .object({ review: reviewSchema, schedule: scheduleSchema })
  .meta({ id: 'ApprovedAndScheduled' });
export type ApprovedAndScheduled = z.infer<typeof approvedAndScheduledSchema>;
