import fp from 'fastify-plugin';
import { createContentReviewsRepository } from '../../repositories/content-reviews-repository';
import { createContentReviews, type ContentReviews } from '../../services/publishing/reviews';

declare module 'fastify' {
  interface FastifyInstance {
    /** Saved versions and their reviews (REQUIRE_REVIEW); the seam schedules publish through. */
    contentReviews: ContentReviews;
  }
}

export default fp(
  async (fastify) => {
    const { config, db, repos, publisher } = fastify;
    fastify.decorate(
      'contentReviews',
      createContentReviews({
        reviews: createContentReviewsRepository(db),
        versions: repos.siteContent,
        publisher,
        requireReview: config.requireReview,
        now: config.now,
      }),
    );
  },
  { name: 'content-reviews', dependencies: ['config', 'database', 'repositories', 'publishing'] },
);
