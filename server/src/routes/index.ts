import type { FastifyPluginAsync } from 'fastify';
import account from './api/account';
import adminApi from './api/admin';
import invitations from './api/invitations';
import contactSubmissions from './api/contact-submissions/public';
import quoteRequests from './api/quote-requests/public';
import setup from './api/setup';
import auth from './auth';
import health from './health';

/** Every route of the API, by domain folder; see README.md beside this file. */
const routes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(health);
  await fastify.register(auth);
  await fastify.register(setup);
  await fastify.register(contactSubmissions);
  await fastify.register(quoteRequests);
  await fastify.register(adminApi);
  await fastify.register(account);
  await fastify.register(invitations);
};

export default routes;
