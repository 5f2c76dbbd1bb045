import type { DatabaseHandle } from '../../../server/src/db/connection';
import { createContentReviewsRepository } from '../../../server/src/repositories/content-reviews-repository';
import { createSiteContentRepository } from '../../../server/src/repositories/site-content-repository';
import { createPublisher } from '../../../server/src/services/publishing/publisher';
import { createContentReviews } from '../../../server/src/services/publishing/reviews';

/** The review service on one connection, review on, publishing to no pages. */
export function reviewsOn(db: DatabaseHandle) {
  const versions = createSiteContentRepository(db, Date.now);
  const sink = { prepare: async () => null, show: async () => undefined };
  return createContentReviews({
    reviews: createContentReviewsRepository(db),
    versions,
    publisher: createPublisher(versions, sink, () => undefined),
    requireReview: true,
    now: Date.now,
  });
}
