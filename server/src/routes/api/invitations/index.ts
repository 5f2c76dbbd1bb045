import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  invitationAcceptSchema,
  invitationStatusInputSchema,
  invitationStatusSchema,
} from '@shared/schemas/admin-users';
import { setupResultSchema } from '@shared/schemas/setup';
import { errorResponses } from '../../error-responses';
import { rateLimit } from '../../rate-limits';

/** /accept-invite's call: public, the link's token is the credential. */
const invitations: FastifyPluginAsyncZod = async (fastify) => {
  // POST, not GET with a query: the token is a credential and a URL lands in logs and history.
  fastify.post(
    '/api/invitations/status',
    {
      config: rateLimit(fastify, 'setup'),
      schema: {
        tags: ['users'],
        summary: "An invitation link's state, before its form is shown; uses nothing up",
        description:
          'open (with the address and role), or used, withdrawn, expired or unknown with a message ' +
          'for the person holding the link.',
        body: invitationStatusInputSchema,
        response: { 200: invitationStatusSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request) => fastify.adminUsers.invitationStatus(request.body.token),
  );

  fastify.post(
    '/api/invitations/accept',
    {
      config: rateLimit(fastify, 'setup'),
      schema: {
        tags: ['users'],
        summary: 'Accept an invitation: choose a password, the account is made',
        description: 'The password policy applies (400 weak_password says why).',
        body: invitationAcceptSchema,
        response: { 201: setupResultSchema, ...errorResponses(400, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const user = await fastify.adminUsers.accept(
        request.context(),
        request.body.token,
        request.body.password,
      );
      return reply.code(201).send({ user });
    },
  );
};

export default invitations;
