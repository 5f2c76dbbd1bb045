import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/app-config';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** Makes the validated configuration available to every plugin as `fastify.config`. */
export default fp<{ config: AppConfig }>(
  async (fastify, { config }) => {
    fastify.decorate('config', config);
  },
  { name: 'config' },
);
