import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kindsFor } from '@shared/schemas/leads';
import { leadStatsQuerySchema, leadStatsSchema } from '@shared/schemas/lead-stats';
import { ACCESS } from '@shared/vocabularies/roles';
import { leadStats } from '../../services/leads/lead-stats';
import { errorResponses } from '../error-responses';

/** GET /api/admin/lead-stats: the dashboard's chart. Inside the admin scope (authenticated). */
const leadStatsRoute: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/admin/lead-stats',
    {
      config: { roles: ACCESS.leads },
      schema: {
        tags: ['inbox'],
        security: [{ bearerAuth: [] }],
        summary: 'Leads per day of each kind you see, and spam',
        description: "Days are counted in the firm's time zone (SITE_TIME_ZONE).",
        querystring: leadStatsQuerySchema,
        response: { 200: leadStatsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      leadStats(fastify.repos.leadStats, {
        days: request.query.days,
        kinds: kindsFor(request.principal),
        timeZone: fastify.config.timeZone,
        now: fastify.config.now(),
      }),
  );
};

export default leadStatsRoute;
