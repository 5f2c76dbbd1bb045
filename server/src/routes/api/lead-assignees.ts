import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { leadAssigneeListSchema } from '@shared/schemas/lead-work';
import { ACCESS } from '@shared/schemas/roles';
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
        description: 'Active owner and sales accounts, oldest first.',
        response: { 200: leadAssigneeListSchema, ...errorResponses(401) },
      },
    },
    async () => ({ items: fastify.leadWork.assignees() }),
  );
};

export default leadAssignees;
