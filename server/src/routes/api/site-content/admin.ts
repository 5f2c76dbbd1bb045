import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type Published,
  publishedSchema,
  publishSiteContentSchema,
  siteContentVersionListSchema,
  siteContentVersionSchema,
  versionConflictSchema,
  versionListQuerySchema,
  versionParamsSchema,
} from '@shared/site-content/api-schemas';
import { pageRenderFailedSchema } from '@shared/schemas/errors';
import { ACCESS } from '@shared/schemas/roles';
import { notFound } from '../../../lib/api-error';
import { errorResponses } from '../../error-responses';
import { sessionAccount } from './session-account';

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
  const { publisher } = fastify;

  /** What went live, and who put it there, in the audit trail. */
  function audit(
    request: FastifyRequest,
    type: 'content.published' | 'content.restored',
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
          'naming the field). Every page is ' +
          'rendered before anything is stored: a page that does not render refuses the publish ' +
          '(422 page_render_failed naming the page and, when one is to blame, the field), with ' +
          'nothing changed. The new HTML is served by the time this answers.',
        body: publishSiteContentSchema,
        response: {
          201: publishedSchema,
          409: versionConflictSchema,
          422: pageRenderFailedSchema,
          ...errorResponses(400, 401, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const { content, base_version, resolutions } = request.body;
      const by = sessionAccount(request);
      const published = await publisher.publish(content, base_version, by, resolutions);
      audit(request, 'content.published', published);
      return reply.code(201).send(published);
    },
  );

  fastify.get(
    '/api/site-content/versions',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Published versions, newest first',
        querystring: versionListQuerySchema,
        response: { 200: siteContentVersionListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => fastify.repos.siteContent.list(request.query.limit, request.query.offset),
  );

  fastify.get(
    '/api/site-content/versions/:version',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'One published version, with its content',
        params: versionParamsSchema,
        response: { 200: siteContentVersionSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const version = fastify.repos.siteContent.get(request.params.version);
      if (!version) throw notFound(`No published version ${request.params.version}`);
      return version;
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
          'when one of its pages does not render (nothing changed).',
        params: versionParamsSchema,
        response: {
          201: publishedSchema,
          422: pageRenderFailedSchema,
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const by = sessionAccount(request);
      const published = await publisher.restore(request.params.version, by);
      audit(request, 'content.restored', published, { restored_from: request.params.version });
      return reply.code(201).send(published);
    },
  );
};

export default siteContentAdmin;
