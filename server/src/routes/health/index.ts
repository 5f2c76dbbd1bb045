import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@shared/schemas/health';
import { errorResponses, malformedAddress } from '../error-responses';
import { rateLimit } from '../rate-limits';

const health: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/healthz',
    {
      config: rateLimit(fastify, 'reads'),
      schema: {
        tags: ['operations'],
        summary: 'Liveness and database check',
        response: {
          200: healthSchema,
          503: healthSchema,
          ...malformedAddress,
          ...errorResponses(429),
        },
      },
    },
    async (request, reply) => {
      try {
        fastify.db.sqlite.prepare('SELECT 1').get();
        return { status: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'health check: database unavailable');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
};

export default health;
