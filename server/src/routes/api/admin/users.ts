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
  userRoleUpdateSchema,
} from '@shared/schemas/admin-users';
import { ACCESS } from '@shared/vocabularies/roles';
import { errorResponses } from '../../error-responses';
import { siteOrigin } from '../../request-origin';

const security = [{ bearerAuth: [] }];
const tags = ['users'];
/** Managing people is the owners' alone. */
const config = { roles: ACCESS.owner };

/** Several admins. Registered in the admin scope, whose hook has authenticated the caller. */
const users: FastifyPluginAsyncZod = async (fastify) => {
  const actor = (request: FastifyRequest) => ({
    ...request.context(),
    userId: request.principal!.userId,
  });

  fastify.get(
    '/api/admin/users',
    {
      config,
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
      config,
      schema: {
        tags,
        security,
        summary: 'Invite a colleague with a role: a single-use link valid 24 hours',
        description:
          'E-mailed when SMTP is configured (invite_url is then null); otherwise invite_url is ' +
          'returned for the inviting admin to pass on. The link opens /accept-invite; the account ' +
          'it makes has the role given here.',
        body: invitationInputSchema,
        response: { 201: invitationSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const invitation = await fastify.adminUsers.invite(
        actor(request),
        request.body.email,
        request.body.role,
        siteOrigin(request),
      );
      return reply.code(201).send(invitation);
    },
  );

  fastify.get(
    '/api/admin/invitations',
    {
      config,
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
      config,
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
      config,
      schema: {
        tags,
        security,
        summary: 'Disable an account; its sessions end at once',
        description: '409 last_active_owner for the last active owner.',
        params: idParamsSchema,
        response: { 200: adminUserSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => fastify.adminUsers.disable(actor(request), request.params.id),
  );

  fastify.patch(
    '/api/admin/users/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: "Change an account's roles; they hold from the account's next request",
        description:
          'Its role, the roles it holds beside it (extra_roles, the whole list), or both. 409 ' +
          'last_active_owner when no active owner would be left (the check and the change are ' +
          'one transaction, so two owners demoting each other at once cannot both succeed).',
        params: idParamsSchema,
        body: userRoleUpdateSchema,
        response: { 200: adminUserSchema, ...errorResponses(400, 401, 404, 409, 415) },
      },
    },
    async (request) => fastify.adminUsers.setRoles(actor(request), request.params.id, request.body),
  );
};

export default users;
