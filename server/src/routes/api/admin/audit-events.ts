import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEventListQuerySchema, auditEventListSchema } from '@shared/schemas/audit';
import { ACCESS } from '@shared/vocabularies/roles';
import { errorResponses } from '../../error-responses';

/** The security log. Registered in the admin scope, whose hook has authenticated the caller. */
const auditEvents: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/admin/audit-events',
    {
      config: { roles: ACCESS.owner },
      schema: {
        tags: ['audit'],
        security: [{ bearerAuth: [] }],
        summary: 'Security events, newest first; filter by type and actor',
        querystring: auditEventListQuerySchema,
        response: { 200: auditEventListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => fastify.repos.auditEvents.list(request.query),
  );
};

export default auditEvents;
