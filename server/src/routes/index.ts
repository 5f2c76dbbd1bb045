import type { FastifyPluginAsync } from 'fastify';
import adminApi from './api/admin';
import contactSubmissions from './api/contact-submissions/public';
import quoteRequests from './api/quote-requests/public';
import setup from './api/setup';
import auth from './auth';
import health from './health';
import media from './media';
import siteContent from './api/site-content/public';

/** Every route of the API, by domain folder; see README.md beside this file. */
const routes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(health);
  await fastify.register(auth);
  await fastify.register(setup);
  await fastify.register(contactSubmissions);
  await fastify.register(quoteRequests);
  await fastify.register(siteContent);
  await fastify.register(media);
  await fastify.register(adminApi);
};

export default routes;
