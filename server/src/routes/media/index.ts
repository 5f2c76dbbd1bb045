import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/api-error';
import { rateLimit } from '../rate-limits';

/**
 * GET /media/<hash>-<width>x<height>.webp: an uploaded image (a logo: <hash>.svg or
 * <hash>-<width>x<height>.png), or a picture drawn for the firm (a share picture, a logo's icon:
 * services/publishing/art/, drawn on its first request if need be). Its name changes with its
 * bytes, so it may be cached for good; the built-in picture answering for one that could not be
 * drawn is not cached at all.
 */
const media: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/media/:name',
    {
      config: rateLimit(fastify, 'reads'),
      schema: {
        hide: true,
        params: z.object({ name: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const stored = fastify.repos.media.get(name);
      const found = stored
        ? { file: stored, builtIn: false }
        : await fastify.siteArt?.picture(name);
      if (!found) throw notFound('No such image');
      const { file, builtIn } = found;
      reply.header('content-type', file.contentType).header('x-content-type-options', 'nosniff');
      if (builtIn) return reply.header('cache-control', 'no-store').send(file.bytes);
      const etag = `"${file.name}"`;
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
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
