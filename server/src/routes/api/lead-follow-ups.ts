import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { leadFollowUpSummarySchema } from '@shared/schemas/lead-work';
import { ACCESS } from '@shared/vocabularies/roles';
import { errorResponses } from '../error-responses';

/** GET /api/admin/lead-follow-ups: the dashboard's two counts (the digest's, for one admin). */
const leadFollowUps: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<ZodTypeProvider>();
  fastify.get(
    '/api/admin/lead-follow-ups',
    {
      config: { roles: ACCESS.leads },
      schema: {
        tags: ['inbox'],
        security: [{ bearerAuth: [] }],
        summary: 'Your follow-ups that are due, and the leads nobody owns after a working day',
        response: { 200: leadFollowUpSummarySchema, ...errorResponses(401) },
      },
    },
    async (request) => fastify.leadDigest.summary(request.principal!, fastify.config.now()),
  );
};

export default leadFollowUps;
