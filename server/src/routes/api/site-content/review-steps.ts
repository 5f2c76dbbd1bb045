import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageRenderFailedSchema } from '@shared/schemas/errors';
import { ACCESS } from '@shared/vocabularies/roles';
import { versionConflictSchema } from '@shared/site-content/api-schemas';
import {
  approveReviewSchema,
  reviewParamsSchema,
  waitingReviewListSchema,
} from '@shared/site-content/review-schemas';
import {
  approveAndScheduleSchema,
  approvedAndPublishedSchema,
  approvedAndScheduledSchema,
} from '@shared/site-content/review-step-schemas';
import { formatInZone } from '@shared/site-content/zoned-time';
import { conflict } from '../../../lib/api-error';
import type { Actor } from '../../../services/publishing/review-checks';
import { errorResponses } from '../../error-responses';
import { sessionActor } from './session-account';

const tags = ['site content'];
const security = [{ bearerAuth: [] }];
const config = { roles: ACCESS.content };

/**
 * What a reviewer is waiting on, and a review approved and published (or scheduled) in one step
 * (issue 52): the same rules as approving, then publishing. Registered inside the admin scope.
 */
const reviewSteps: FastifyPluginAsyncZod = async (fastify) => {
  const { contentReviews, reviewQueue, reviewNotices, publishSchedules } = fastify;

  /** The approval, recorded as the approve route records it, once it may publish. */
  function approveCompleting(request: FastifyRequest, id: number, by: Actor, seen?: number) {
    if (!reviewQueue.approvalCompletes(id, by)) {
      throw conflict(
        'approvals_missing',
        `Review ${id} needs another approval before it goes live (the legal pages changed: ` +
          'two people approve). Approve it; the second reviewer publishes.',
      );
    }
    const row = contentReviews.approve(id, by, seen);
    fastify.audit.record(request.context(), {
      type: 'content.review_approved',
      targetType: 'site_content',
      targetId: String(row.version),
      details: { review: row.id, status: row.status, content_hash: row.content_hash },
    });
    return row;
  }

  fastify.get(
    '/api/site-content/reviews/waiting',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'The reviews waiting for your approval',
        description:
          'Asked by others, open, not approved by you yet; empty for an account that does not ' +
          'review (owners and editors with the reviewer grant review). The dashboard lists ' +
          'them and the sidebar counts them.',
        response: { 200: waitingReviewListSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const items = reviewQueue.waitingFor(sessionActor(request));
      return { items, count: items.length };
    },
  );

  fastify.post(
    '/api/site-content/reviews/:id/approve-and-publish',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Approve a review and publish it, in one step',
        description:
          'As approve, then publish: only when this approval completes the review (409 ' +
          'approvals_missing before anything is recorded when another is needed, as for the ' +
          'legal pages). A publish that then fails (409 edit_conflict, 422) leaves the ' +
          'approval recorded: publish it from the review once settled.',
        params: reviewParamsSchema,
        body: approveReviewSchema.nullish(),
        response: {
          201: approvedAndPublishedSchema,
          409: versionConflictSchema.or(errorResponses(409)[409]),
          422: pageRenderFailedSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const by = sessionActor(request);
      const row = approveCompleting(request, request.params.id, by, request.body?.version);
      const { review, published } = await contentReviews.publish(row.id, by);
      fastify.audit.record(request.context(), {
        type: 'content.review_published',
        targetType: 'site_content',
        targetId: String(published.version),
        details: { review: review.id, summary: published.summary, saved_version: review.version },
      });
      reviewNotices.approved(review, by, { kind: 'published', version: published.version });
      return reply.code(201).send({ review: contentReviews.get(review.id), published });
    },
  );

  fastify.post(
    '/api/site-content/reviews/:id/approve-and-schedule',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Approve a review and schedule its publish, in one step',
        description:
          'As approve, then a schedule at `publish_at` (as POST /api/site-content/schedules). ' +
          'The time (400), a pending schedule of the version (409 schedule_overlap) and that ' +
          'this approval completes the review (409 approvals_missing) are checked before ' +
          'anything is recorded.',
        params: reviewParamsSchema,
        body: approveAndScheduleSchema,
        response: { 201: approvedAndScheduledSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const by = sessionActor(request);
      const current = contentReviews.get(request.params.id);
      publishSchedules.checkNew(current.version, request.body.publish_at);
      const row = approveCompleting(request, request.params.id, by, request.body.version);
      const schedule = publishSchedules.create(row.version, request.body.publish_at, by);
      fastify.audit.record(request.context(), {
        type: 'content.schedule_created',
        targetType: 'site_content',
        targetId: String(row.version),
        details: { schedule: schedule.id, publish_at: schedule.publish_at },
      });
      const view = publishSchedules.view(schedule);
      reviewNotices.approved(row, by, {
        kind: 'scheduled',
        local: formatInZone(Date.parse(schedule.publish_at), view.time_zone),
        timeZone: view.time_zone,
      });
      return reply.code(201).send({ review: contentReviews.get(row.id), schedule: view });
    },
  );
};

export default reviewSteps;
