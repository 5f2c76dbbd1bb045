import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { altchaChallengeSchema } from '@shared/schemas/altcha';
import { ApiError } from '../../lib/api-error';
import { errorResponses } from '../error-responses';
import { rateLimit } from '../rate-limits';

/**
 * GET /api/altcha/challenge: a fresh proof-of-work challenge for a lead form. The forms ask for
 * one when they get focus, so the prerendered pages stay the same whether the setting is on or
 * off; a 404 altcha_off tells them to show no widget.
 */
export default async function altchaRoutes(fastify: FastifyInstance) {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/api/altcha/challenge',
    {
      config: rateLimit(fastify, 'challenge'),
      schema: {
        tags: ['leads'],
        summary: 'Get a proof-of-work challenge for a lead form',
        description:
          'Only while ALTCHA=on. The solved challenge goes into the form as `altcha`; ' +
          'each is good for one submission within ten minutes.',
        response: { 200: altchaChallengeSchema, ...errorResponses(404, 429) },
      },
    },
    async (_request, reply) => {
      // Each challenge is single-use and expires: no cache may hand one out twice.
      reply.header('cache-control', 'no-store');
      if (!fastify.altcha) {
        throw new ApiError(404, 'altcha_off', 'The proof-of-work challenge is not in use here.');
      }
      return fastify.altcha.challenge();
    },
  );
}
