import fp from 'fastify-plugin';
import { createContentReviewsRepository } from '../../repositories/content-reviews-repository';
import { createContentReviews, type ContentReviews } from '../../services/publishing/reviews';
import { createReviewNotices, type ReviewNotices } from '../../services/publishing/review-notices';
import { createReviewQueue, type ReviewQueue } from '../../services/publishing/review-queue';
import { firmOf } from './firm';

declare module 'fastify' {
  interface FastifyInstance {
    /** Saved versions and their reviews (REQUIRE_REVIEW); the seam schedules publish through. */
    contentReviews: ContentReviews;
    /** The reviews waiting for a reviewer; whether an approval completes its review. */
    reviewQueue: ReviewQueue;
    /** The mails of a review asked for and answered, through the notification outbox. */
    reviewNotices: ReviewNotices;
  }
}

export default fp(
  async (fastify) => {
    const { config, db, repos, publisher } = fastify;
    const reviews = createContentReviewsRepository(db);
    fastify.decorate(
      'contentReviews',
      createContentReviews({
        reviews,
        versions: repos.siteContent,
        publisher,
        requireReview: config.requireReview,
        now: config.now,
      }),
    );
    const queue = createReviewQueue(reviews, repos.siteContent);
    fastify.decorate('reviewQueue', queue);
    fastify.decorate(
      'reviewNotices',
      createReviewNotices({
        accounts: () => repos.users.listActive(),
        mail: (mails) => fastify.notifications.mailStaff(mails),
        firm: firmOf(fastify),
        reviewsUrl: config.publicOrigin ? `${config.publicOrigin}/admin/reviews` : null,
        summaryOf: (version) => repos.siteContent.get(version)?.summary ?? 'changes',
        approvalsNeeded: queue.approvalsNeeded,
      }),
    );
  },
  {
    name: 'content-reviews',
    dependencies: ['config', 'database', 'repositories', 'publishing', 'notifications'],
  },
);
