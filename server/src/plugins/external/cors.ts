import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/**
 * Same origin only (no CORS headers) unless CORS_ORIGINS lists extra origins. Without them the
 * plugin is not registered at all: it would allow nothing, yet copy its options on every request
 * (about a microsecond of a lead's main-thread time, issue 47); a preflight then gets the same
 * 404 as any unknown route.
 */
export default fp(
  async (fastify) => {
    const origins = fastify.config.corsOrigins.map((o) => new URL(o).origin);
    if (origins.length === 0) return;
    await fastify.register(cors, {
      origin: origins,
      methods: ['GET', 'POST', 'PATCH', 'DELETE'],
      allowedHeaders: ['Content-Type', 'Authorization'],
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
