import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditEventType } from '@shared/schemas/audit';
import { publishUnprocessableSchema } from '@shared/schemas/errors';
import { ACCESS } from '@shared/vocabularies/roles';
import {
  publishedSchema,
  saveVersionSchema,
  publishConflictSchema,
} from '@shared/site-content/api-schemas';
import {
  approveReviewSchema,
  requestChangesSchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewParamsSchema,
  reviewSchema,
  savedVersionSchema,
} from '@shared/site-content/review-schemas';
import { errorResponses } from '../../error-responses';
import { sessionAccount, sessionActor } from './session-account';

const tags = ['site content'];
const security = [{ bearerAuth: [] }];
const config = { roles: ACCESS.content };
/** As PUT /api/site-content: a whole site's text. */
const SAVE_BODY_LIMIT = 8 * 1024 * 1024;

/** Saved versions and their reviews (REQUIRE_REVIEW). Registered inside the admin scope. */
const siteContentReviews: FastifyPluginAsyncZod = async (fastify) => {
  const { contentReviews } = fastify;

  /** Every step of a review, on its version's story: who, when, and the comment. */
  function audit(
    request: FastifyRequest,
    type: AuditEventType,
    version: number,
    details: Record<string, unknown>,
  ) {
    fastify.audit.record(request.context(), {
      type,
      targetType: 'site_content',
      targetId: String(version),
      details,
    });
  }

  fastify.post(
    '/api/site-content/versions',
    {
      config,
      bodyLimit: SAVE_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Save a version without publishing it',
        description:
          'Keeps `content` (edited from the live version `base_version`) as a saved version: ' +
          'never live by itself, it can be previewed, scheduled or published later (merged ' +
          'onto the live content from its base then).',
        body: saveVersionSchema,
        response: { 201: savedVersionSchema, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request, reply) => {
      const { content, base_version, message } = request.body;
      const saved = contentReviews.save(content, base_version, sessionAccount(request), message);
      audit(request, 'content.saved', saved.version, { summary: saved.summary, comment: message });
      return reply.code(201).send({
        version: saved.version,
        status: 'saved' as const,
        base_version,
        content_hash: saved.content_hash!,
        saved_at: saved.saved_at!,
        saved_by: saved.saved_by,
        message: saved.message,
        summary: saved.summary,
      });
    },
  );

  fastify.get(
    '/api/site-content/reviews',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Reviews, newest first',
        description:
          'Each with what its version changes (as the Publish dialog shows it), its approvals ' +
          'and the approvals it needs (2 when the legal pages changed), and its comments.',
        querystring: reviewListQuerySchema,
        response: { 200: reviewListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      items: contentReviews.list(request.query.status),
      require_review: contentReviews.requireReview,
    }),
  );

  fastify.post(
    '/api/site-content/reviews/:id/approve',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Approve the exact version of a review',
        description:
          'Owners and editors with the reviewer role, never the requester (403 forbidden). 409 ' +
          'version_changed when the review was superseded by a newer edit, `version` is not ' +
          "the review's, or the stored content is not the one asked for. Each person counts " +
          'once; the review is approved once it has the approvals it needs.',
        params: reviewParamsSchema,
        body: approveReviewSchema.nullish(),
        response: { 200: reviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = contentReviews.approve(
        request.params.id,
        sessionActor(request),
        request.body?.version,
      );
      audit(request, 'content.review_approved', row.version, {
        review: row.id,
        status: row.status,
        content_hash: row.content_hash,
      });
      fastify.reviewNotices.approved(row, sessionActor(request));
      return contentReviews.get(row.id);
    },
  );

  fastify.post(
    '/api/site-content/reviews/:id/request-changes',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Ask for changes, with a comment',
        params: reviewParamsSchema,
        body: requestChangesSchema,
        response: { 200: reviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = contentReviews.requestChanges(
        request.params.id,
        sessionActor(request),
        request.body.comment,
      );
      audit(request, 'content.changes_requested', row.version, {
        review: row.id,
        comment: request.body.comment,
      });
      fastify.reviewNotices.changesRequested(row, sessionActor(request), request.body.comment);
      return contentReviews.get(row.id);
    },
  );

  fastify.post(
    '/api/site-content/reviews/:id/withdraw',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Withdraw a review request',
        description:
          'Its requester, or an owner, takes an open review back: it is never approved or ' +
          'published, and a schedule of its approved version is cancelled. 409 when it is ' +
          'closed already (published, superseded, withdrawn).',
        params: reviewParamsSchema,
        response: { 200: reviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = contentReviews.withdraw(request.params.id, sessionActor(request));
      audit(request, 'content.review_withdrawn', row.version, { review: row.id });
      return contentReviews.get(row.id);
    },
  );

  fastify.post(
    '/api/site-content/reviews/:id/publish',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Publish an approved review now',
        description:
          'Its requester or a reviewer. The approved change is merged onto the live content ' +
          'from the version it was edited from (409 edit_conflict when a field both changed). ' +
          '409 not_approved before it is approved, version_changed when its content is no ' +
          'longer the one approved.',
        params: reviewParamsSchema,
        response: {
          201: publishedSchema,
          409: publishConflictSchema.or(errorResponses(409)[409]),
          422: publishUnprocessableSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { review, published } = await contentReviews.publish(
        request.params.id,
        sessionActor(request),
      );
      audit(request, 'content.review_published', published.version, {
        review: review.id,
        summary: published.summary,
        saved_version: review.version,
      });
      return reply.code(201).send(published);
    },
  );
};

export default siteContentReviews;
