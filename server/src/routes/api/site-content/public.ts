import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { liveSiteContentSchema } from '@shared/site-content/api-schemas';
import { matchesEtag } from '../../../lib/revalidation';
import { rateLimit } from '../../rate-limits';
import { errorResponses, malformedAddress } from '../../error-responses';

const siteContentPublic: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/site-content',
    {
      config: rateLimit(fastify, 'reads'),
      schema: {
        tags: ['site content'],
        summary: 'The live site content (every text and image of the public pages)',
        description:
          'Version 0 and the built-in defaults before the first publish. The ETag is the ' +
          'version; send it back in If-None-Match to get a 304 while nothing was published.',
        response: {
          200: liveSiteContentSchema,
          304: z.null().meta({ description: 'Not modified: the version in If-None-Match is live' }),
          ...malformedAddress,
          ...errorResponses(429),
        },
      },
    },
    async (request, reply) => {
      const live = fastify.publisher.live();
      const etag = `"${live.version}"`;
      reply.header('etag', etag).header('cache-control', 'no-cache');
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && matchesEtag(ifNoneMatch, etag)) return reply.code(304).send(null);
      return live;
    },
  );
};

export default siteContentPublic;
