import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LEAD_KINDS } from '@shared/lead-kinds';
import { leadAssigneeListSchema } from '@shared/schemas/lead-work';
import { ACCESS } from '@shared/vocabularies/roles';
import { errorResponses } from '../error-responses';

/** GET /api/lead-assignees: who may own a lead (the inbox's owner picker and filter). */
const leadAssignees: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<ZodTypeProvider>();
  fastify.get(
    '/api/lead-assignees',
    {
      config: { roles: ACCESS.leads },
      schema: {
        tags: ['inbox'],
        security: [{ bearerAuth: [] }],
        summary: 'The admins who may own a lead',
        description:
          'Active accounts that see leads of the kind given (any kind without one), oldest first.',
        querystring: z.object({ kind: z.enum(LEAD_KINDS).optional() }),
        response: { 200: leadAssigneeListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ items: fastify.leadWork.assignees(request.query.kind) }),
  );
};

export default leadAssignees;
