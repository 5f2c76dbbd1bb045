import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createdPreviewLinkSchema,
  createPreviewLinkSchema,
  previewLinkListSchema,
  previewLinkParamsSchema,
  previewLinkSchema,
} from '@shared/site-content/preview-link-schemas';
import { ACCESS } from '@shared/vocabularies/roles';
import { errorResponses } from '../../error-responses';
import { siteOrigin } from '../../request-origin';
import { sessionAccount } from './session-account';

const tags = ['site content'];
const security = [{ bearerAuth: [] }];
/** Sharing a version's pages is the content roles' work, as publishing it is. */
const config = { roles: ACCESS.content };

/** Preview links of a version. Registered inside the admin scope (authenticated by its hook). */
const previewLinkRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { previewLinks } = fastify;

  fastify.post(
    '/api/site-content/preview-links',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Share a version of the site as a preview link',
        description:
          'A signed link to the rendered pages of `version` for reviewers without an account: ' +
          'it works for `hours` (24 by default, at most 720), until revoked, and its pages are ' +
          'never indexed (noindex) nor cached (no-store, private). 404 when there is no such ' +
          'version.',
        body: createPreviewLinkSchema,
        response: { 201: createdPreviewLinkSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const by = sessionAccount(request);
      const { version, hours } = request.body;
      const link = previewLinks.create(version, hours, by, siteOrigin(request));
      fastify.audit.record(request.context(), {
        type: 'content.preview_link_created',
        targetType: 'site_content',
        targetId: String(version),
        details: { link: link.id, expires_at: link.expires_at },
      });
      return reply.code(201).send(link);
    },
  );

  fastify.get(
    '/api/site-content/preview-links',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Preview links, newest first (active, expired and revoked)',
        response: { 200: previewLinkListSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ items: previewLinks.list(siteOrigin(request)) }),
  );

  fastify.delete(
    '/api/site-content/preview-links/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Revoke a preview link',
        description:
          'The link stops working at once (its pages answer 410). Revoking a revoked link ' +
          'changes nothing; 404 for a link that never existed.',
        params: previewLinkParamsSchema,
        response: { 200: previewLinkSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const by = sessionAccount(request);
      const link = previewLinks.revoke(request.params.id, by, siteOrigin(request));
      fastify.audit.record(request.context(), {
        type: 'content.preview_link_revoked',
        targetType: 'site_content',
        targetId: String(link.version),
        details: { link: link.id },
      });
      return link;
    },
  );
};

export default previewLinkRoutes;
