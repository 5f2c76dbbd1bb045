import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  builtInSiteContentSchema,
  type Published,
  publishedSchema,
  publishSiteContentSchema,
  siteContentVersionListSchema,
  siteContentVersionSchema,
  publishConflictSchema,
  versionListQuerySchema,
  versionParamsSchema,
} from '@shared/site-content/api-schemas';
import { publishUnprocessableSchema } from '@shared/schemas/errors';
import type { AuditEventType } from '@shared/schemas/audit';
import { ACCESS } from '@shared/vocabularies/roles';
import { defaultSiteData } from '@shared/site-content/defaults';
import { reviewRequestedSchema } from '@shared/site-content/review-schemas';
import { notFound } from '../../../lib/api-error';
import type { ReviewRow } from '../../../repositories/content-reviews-repository';
import { errorResponses } from '../../error-responses';
import { sessionActor } from './session-account';

const tags = ['site content'];
const security = [{ bearerAuth: [] }];
/** Publishing and its history are the content roles' work. */
const config = { roles: ACCESS.content };
/**
 * The content is JSON with image paths (no image bytes): every page's text of a large firm's
 * site (100 long posts, 20 services, 20 case studies, the legal pages) fits well within it.
 */
const PUBLISH_BODY_LIMIT = 8 * 1024 * 1024;

/** Publishing and history. Registered inside the admin scope (authenticated by its hook). */
const siteContentAdmin: FastifyPluginAsyncZod = async (fastify) => {
  const { publisher, contentReviews } = fastify;

  /** What went live, and who put it there, in the audit trail. */
  function audit(
    request: FastifyRequest,
    type: AuditEventType,
    published: Published,
    extra: Record<string, unknown> = {},
  ) {
    fastify.audit.record(request.context(), {
      type,
      targetType: 'site_content',
      targetId: String(published.version),
      details: { summary: published.summary, ...extra },
    });
  }

  /**
   * An editor's publish with review on: the version is saved and a review opened (202), and
   * the reviewers are mailed.
   */
  function reviewRequested(request: FastifyRequest, review: ReviewRow) {
    fastify.audit.record(request.context(), {
      type: 'content.review_requested',
      targetType: 'site_content',
      targetId: String(review.version),
      details: { review: review.id, comment: review.message },
    });
    fastify.reviewNotices.requested(review);
    return { review: { id: review.id, version: review.version, status: 'requested' as const } };
  }

  /** A page of versions, each with its story from the audit trail (who did what, when). */
  function withEvents<T extends { version: number }>(items: T[]) {
    const events = fastify.repos.auditEvents.forTargets(
      'site_content',
      items.map((v) => String(v.version)),
    );
    return items.map((item) => ({
      ...item,
      events: events
        .filter((e) => e.target_id === String(item.version))
        .map((e) => ({
          type: e.type,
          at: e.at,
          by: e.actor_email,
          comment: typeof e.details?.comment === 'string' ? e.details.comment : null,
        })),
    }));
  }

  fastify.put(
    '/api/site-content',
    {
      config,
      bodyLimit: PUBLISH_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Publish the site content',
        description:
          'Makes `content` live as a new version. `base_version` is the live version the content ' +
          'was edited from. When another version went live since, the content is merged three ' +
          'ways (base, live, this content), item by item and field by field: what only this ' +
          'content changed applies on top of the live version, what only the live version ' +
          'changed stays; a field both changed differently answers 409 edit_conflict listing ' +
          'each in `conflicts`, to settle by key in `resolutions` ("mine" or "theirs"). 409 ' +
          'version_conflict when the base never went live. A page whose slug changed, or that ' +
          'was removed, keeps its old address as a redirect (301 to the new address, or to its ' +
          'section of the home page); a redirect that would hide a page or loop is refused (400 ' +
          'naming the field). A page of your own the menu or the footer links to is not removed ' +
          '(409 page_linked naming the entries): remove the link first. Every page is ' +
          'rendered before anything is stored: a page that does not render refuses the publish ' +
          '(422 page_render_failed naming the page and, when one is to blame, the field), and so ' +
          'does a file field naming a file the server does not have (422 file_missing naming the ' +
          'field), with nothing changed. The new HTML is served by the time this answers. With ' +
          "REQUIRE_REVIEW=on, an editor's publish saves the content as a version and asks for a " +
          'review instead (202, `message` for the reviewers; the live site is unchanged).',
        body: publishSiteContentSchema,
        response: {
          201: publishedSchema,
          202: reviewRequestedSchema,
          409: publishConflictSchema,
          422: publishUnprocessableSchema,
          ...errorResponses(400, 401, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const { content, base_version, resolutions, message } = request.body;
      const by = sessionActor(request);
      if (contentReviews.needsReview(by)) {
        const review = contentReviews.request(content, base_version, by, message, resolutions);
        return reply.code(202).send(reviewRequested(request, review));
      }
      const published = await publisher.publish(content, base_version, by, resolutions);
      audit(request, 'content.published', published);
      return reply.code(201).send(published);
    },
  );

  fastify.get(
    '/api/site-content/built-in',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'The built-in content the site starts with (the sample)',
        description:
          'What the editors mark as Sample while it is unchanged. Answered to staff only: ' +
          'no public file names the sample firm.',
        response: { 200: builtInSiteContentSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return { content: defaultSiteData };
    },
  );

  fastify.get(
    '/api/site-content/versions',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Versions, published and saved, newest first, each with its events',
        querystring: versionListQuerySchema,
        response: { 200: siteContentVersionListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const page = fastify.repos.siteContent.list(request.query.limit, request.query.offset);
      return { items: withEvents(page.items), total: page.total };
    },
  );

  fastify.get(
    '/api/site-content/versions/:version',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'One version (published or saved), with its content',
        params: versionParamsSchema,
        response: { 200: siteContentVersionSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const version = fastify.repos.siteContent.get(request.params.version);
      if (!version) throw notFound(`No version ${request.params.version}`);
      const { content_hash: _hash, ...shown } = version;
      return shown;
    },
  );

  fastify.post(
    '/api/site-content/versions/:version/restore',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Publish an old version again',
        description:
          'History is append-only: the old content becomes live as a NEW version; nothing is ' +
          'rewritten. Its redirects come back with it, and pages that moved since keep their ' +
          "addresses as redirects. 400 when the old content does not pass today's checks, 422 " +
          'when one of its pages does not render or one of its files is gone (nothing changed). With REQUIRE_REVIEW=on, an ' +
          "editor's restore asks for a review of the old content instead (202).",
        params: versionParamsSchema,
        response: {
          201: publishedSchema,
          202: reviewRequestedSchema,
          409: publishConflictSchema,
          422: publishUnprocessableSchema,
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const by = sessionActor(request);
      if (contentReviews.needsReview(by)) {
        const review = contentReviews.requestRestore(request.params.version, by);
        return reply.code(202).send(reviewRequested(request, review));
      }
      const published = await publisher.restore(request.params.version, by);
      audit(request, 'content.restored', published, { restored_from: request.params.version });
      return reply.code(201).send(published);
    },
  );
};

export default siteContentAdmin;
