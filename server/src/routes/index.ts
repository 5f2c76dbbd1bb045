import type { FastifyPluginAsync } from 'fastify';
import account from './api/account';
import adminApi from './api/admin';
import altcha from './api/altcha';
import invitations from './api/invitations';
import leadSubmissions from './api/lead-submissions';
import setup from './api/setup';
import auth from './auth';
import eventCalendars from './events';
import files from './files';
import health from './health';
import media from './media';
import preview from './preview';
import siteContent from './api/site-content/public';

/** Every route of the API, by domain folder; see README.md beside this file. */
const routes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(health);
  await fastify.register(auth);
  await fastify.register(setup);
  await fastify.register(leadSubmissions);
  await fastify.register(altcha);
  await fastify.register(siteContent);
  await fastify.register(media);
  await fastify.register(files);
  await fastify.register(eventCalendars);
  await fastify.register(preview);
  await fastify.register(adminApi);
  await fastify.register(account);
  await fastify.register(invitations);
};

export default routes;
