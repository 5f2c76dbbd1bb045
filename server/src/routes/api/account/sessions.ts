import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountSessionListSchema,
  idParamsSchema,
  passwordChangeSchema,
} from '@shared/schemas/account';
import { actor, noContent, security, tags } from './route-parts';
import { errorResponses } from '../../error-responses';

/** The password and the sessions of the signed-in account. */
const sessionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/account/password',
    {
      schema: {
        tags,
        security,
        summary: 'Change the password; every other session of the account ends',
        description:
          'A wrong current_password counts like a failed sign-in: 429 with Retry-After once the ' +
          'account is throttled.',
        body: passwordChangeSchema,
        response: { 204: noContent('Changed'), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { current_password, new_password } = request.body;
      await fastify.account.changePassword(actor(request), current_password, new_password);
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    '/api/account/sessions',
    {
      schema: {
        tags,
        security,
        summary: 'The account’s active sessions',
        response: { 200: accountSessionListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ items: fastify.account.listSessions(actor(request)) }),
  );

  fastify.delete(
    '/api/account/sessions/:id',
    {
      schema: {
        tags,
        security,
        summary: 'End a session: its access and refresh tokens are refused at once',
        params: idParamsSchema,
        response: { 204: noContent('Ended'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      fastify.account.revokeSession(actor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  fastify.delete(
    '/api/account/sessions',
    {
      schema: {
        tags,
        security,
        summary: 'Sign out everywhere else: ends every session but this one',
        response: { 204: noContent('Ended'), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      fastify.account.revokeOtherSessions(actor(request));
      return reply.code(204).send(null);
    },
  );
};

export default sessionRoutes;
