import type { Published } from '@shared/site-content/api-schemas';
import type { PublishedBy } from './publisher';
import type { Publishable } from './review-checks';
import type { ContentReviews } from './reviews';

// What a schedule may publish, and how it publishes it: the one place schedules meet the rest
// of publishing. Reviews decide (docs/decisions/039, 040): with REQUIRE_REVIEW on, an approved
// saved version whose content still has the approved hash; without, any saved or published one.

export type TargetCheck = Publishable;

export interface ScheduleTarget {
  /** Whether `version` may be scheduled and published now. */
  checkTarget(version: number): TargetCheck;
  /** Publishes `version` as the new live version, on behalf of `by` (who scheduled it). */
  publishTarget(version: number, by: PublishedBy): Promise<Published>;
}

export function createScheduleTarget(
  reviews: Pick<ContentReviews, 'publishableVersion' | 'publishVersion'>,
): ScheduleTarget {
  return {
    checkTarget: (version) => reviews.publishableVersion(version),
    publishTarget: (version, by) => reviews.publishVersion(version, by),
  };
}
