import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@shared/schemas/account';
import {
  adminUserListSchema,
  adminUserSchema,
  invitationInputSchema,
  invitationSchema,
  pendingInvitationListSchema,
} from '@shared/schemas/admin-users';
import { errorResponses } from '../../error-responses';
import { siteOrigin } from '../../request-origin';

const security = [{ bearerAuth: [] }];
const tags = ['users'];

/** Several admins. Registered in the admin scope, whose hook has authenticated the caller. */
const users: FastifyPluginAsyncZod = async (fastify) => {
  const actor = (request: FastifyRequest) => ({
    ...request.context(),
    userId: request.principal!.userId,
  });

  fastify.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        security,
        summary: 'Every admin account',
        response: { 200: adminUserListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ items: fastify.adminUsers.list() }),
  );

  fastify.post(
    '/api/admin/invitations',
    {
      schema: {
        tags,
        security,
        summary: 'Invite a colleague: a single-use link valid 24 hours',
        description:
          'E-mailed when SMTP is configured (invite_url is then null); otherwise invite_url is ' +
          'returned for the inviting admin to pass on. The link opens /accept-invite.',
        body: invitationInputSchema,
        response: { 201: invitationSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const invitation = await fastify.adminUsers.invite(
        actor(request),
        request.body.email,
        siteOrigin(request),
      );
      return reply.code(201).send(invitation);
    },
  );

  fastify.get(
    '/api/admin/invitations',
    {
      schema: {
        tags,
        security,
        summary: 'Invitations not yet used, withdrawn or expired, newest first',
        response: { 200: pendingInvitationListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ items: fastify.adminUsers.pendingInvitations() }),
  );

  fastify.delete(
    '/api/admin/invitations/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Withdraw an open invitation: its link stops working at once',
        description: '404 when no open invitation has this id (used, withdrawn or expired).',
        params: idParamsSchema,
        response: {
          204: z.null().meta({ description: 'Withdrawn' }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      fastify.adminUsers.withdrawInvitation(actor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  fastify.post(
    '/api/admin/users/:id/disable',
    {
      schema: {
        tags,
        security,
        summary: 'Disable an account; its sessions end at once',
        description: '409 last_active_admin for the last active account.',
        params: idParamsSchema,
        response: { 200: adminUserSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => fastify.adminUsers.disable(actor(request), request.params.id),
  );
};

export default users;
