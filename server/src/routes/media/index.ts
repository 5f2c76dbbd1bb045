import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/api-error';

/**
 * GET /media/<hash>-<width>x<height>.webp: an uploaded image (a logo: <hash>.svg or
 * <hash>-<width>x<height>.png). Its name changes with its bytes, so it may be cached for good.
 */
const media: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/media/:name',
    {
      schema: {
        hide: true,
        params: z.object({ name: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const file = fastify.repos.media.get(request.params.name);
      if (!file) throw notFound('No such image');
      const etag = `"${file.name}"`;
      reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      // A logo's SVG was checked at upload; opened on its own it may still run or load nothing.
      if (file.contentType === 'image/svg+xml')
        reply.header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        );
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.send(file.bytes);
    },
  );
};

export default media;
