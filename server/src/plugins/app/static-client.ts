import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { notFound } from '../../lib/api-error';
import { createStaticSite } from '../../services/site/static-site';
import { baseCspDirectives } from '../external/security-headers';
import { routeRateLimit } from '../external/rate-limit';

/**
 * Serves the built client (build/client) and the published site from the API process in
 * production. What each path gets (file, status, caching, compression, CSP, redirect) is decided
 * by services/site/static-site.ts; this plugin wires it to the catch-all GET route, and has the
 * analytics count the pages it serves (plugins/app/analytics.ts).
 */
export default fp<{ clientDir: string }>(
  async (fastify, { clientDir }) => {
    const site = createStaticSite({
      clientDir,
      publishedSite: fastify.publishedSite,
      liveContent: () => fastify.publisher.live(),
      baseCsp: baseCspDirectives,
      // The logo's icons (/favicon.ico, /apple-touch-icon.png are made from them).
      media: async (name) =>
        (fastify.repos.media.get(name) ?? (await fastify.siteArt?.picture(name))?.file)?.bytes ??
        null,
    });
    // For sendFile only (ETag, ranges); the route below decides what may be served.
    await fastify.register(fastifyStatic, {
      root: clientDir,
      serve: false,
      cacheControl: false,
      etag: true,
    });

    const config = routeRateLimit(fastify.config, 'reads');
    fastify.get('/*', { config, schema: { hide: true } }, async (request, reply) => {
      let path: string;
      try {
        path = decodeURIComponent(request.url.split('?')[0] ?? '/');
      } catch {
        throw notFound(); // malformed percent-encoding names no file
      }
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const { headers } = request;
      const answer = await site.answer(path, query, {
        acceptEncoding: headers['accept-encoding'],
        ifNoneMatch: headers['if-none-match'],
        ifModifiedSince: headers['if-modified-since'],
      });
      if (answer.kind === 'file') {
        if (answer.vary) reply.header('vary', answer.vary);
        return reply.header('cache-control', answer.cacheControl).sendFile(answer.file);
      }
      if (answer.kind === 'redirect')
        return reply.header('cache-control', 'no-cache').redirect(answer.location, 301);
      if (answer.view) fastify.analytics.count(request, answer.view);
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    });
  },
  {
    name: 'static-client',
    dependencies: ['security-headers', 'error-handler', 'publishing', 'analytics', 'repositories'],
  },
);

export const clientDirUsable = (dir: string | null): dir is string =>
  dir !== null && existsSync(dir);
