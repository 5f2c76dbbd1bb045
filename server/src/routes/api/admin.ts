import type { FastifyPluginAsync } from 'fastify';
import contactSubmissionsAdmin from './contact-submissions/admin';
import dataSubjects from './data-subjects';
import leadStats from './lead-stats';
import quoteRequestsAdmin from './quote-requests/admin';

/**
 * The admin API for leads. One onRequest hook guards every route registered in this scope: a
 * route added here cannot forget its auth check.
 */
const adminApi: FastifyPluginAsync = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  await fastify.register(contactSubmissionsAdmin);
  await fastify.register(quoteRequestsAdmin);
  await fastify.register(leadStats);
  await fastify.register(dataSubjects);
};

export default adminApi;
