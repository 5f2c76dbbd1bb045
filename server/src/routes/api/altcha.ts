import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { altchaChallengeSchema } from '@shared/schemas/altcha';
import { errorResponses } from '../error-responses';
import { rateLimit } from '../rate-limits';

/**
 * GET /api/altcha/challenge: a fresh proof-of-work challenge for a lead form. The forms ask for
 * one when they get focus, so the prerendered pages stay the same whether the setting is on or
 * off. Off, the answer is 204 No Content: "no challenge here", which tells them to show no
 * widget. (Not a 404: the browser logs every 4xx as a console error, on every form of a site
 * that leaves the setting at its default.)
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
          'While ALTCHA=on: the solved challenge goes into the form as `altcha`; each is good ' +
          'for one submission within ten minutes. While off: 204 and no body (send no `altcha`).',
        response: {
          200: altchaChallengeSchema,
          204: z.null().meta({ description: 'The challenge is off: show no widget.' }),
          ...errorResponses(429),
        },
      },
    },
    async (_request, reply) => {
      // Each challenge is single-use and expires: no cache may hand one out twice.
      reply.header('cache-control', 'no-store');
      if (!fastify.altcha) return reply.code(204).send(null);
      return fastify.altcha.challenge();
    },
  );
}
