import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** Same origin only (no CORS headers) unless CORS_ORIGINS lists extra origins. */
export default fp(
  async (fastify) => {
    const origins = fastify.config.corsOrigins.map((o) => new URL(o).origin);
    await fastify.register(cors, {
      origin: origins.length > 0 ? origins : false,
      methods: ['GET', 'POST', 'PATCH', 'DELETE'],
      allowedHeaders: ['Content-Type', 'Authorization'],
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
