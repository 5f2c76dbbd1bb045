import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  tokenQuerySchema,
  tokenRequestSchema,
  tokenResponseSchema,
  userSchema,
} from '@shared/schemas/auth';
import { oauthErrorSchema } from '@shared/schemas/errors';
import { ApiError, notFound, oauthError } from '../../lib/api-error';
import { errorResponses } from '../error-responses';
import { rateLimit } from '../rate-limits';

const security = [{ bearerAuth: [] }];

/** GoTrue-like auth paths; the token endpoint follows RFC 6749 sections 4.3, 5 and 6. */
const auth: FastifyPluginAsyncZod = async (fastify) => {
  // Form bodies only here (RFC 6749 clients send them); the lead forms stay JSON-only.
  await fastify.register(formbody, { bodyLimit: 8 * 1024 });

  fastify.post(
    '/auth/token',
    {
      config: rateLimit(fastify, 'token'),
      schema: {
        tags: ['auth'],
        summary: 'Token grant: password or refresh_token',
        description:
          'JSON or application/x-www-form-urlencoded. grant_type in the query or the body. ' +
          'Errors use the RFC 6749 shape (error, error_description) plus message.',
        querystring: tokenQuerySchema,
        body: tokenRequestSchema,
        response: {
          200: tokenResponseSchema,
          400: oauthErrorSchema,
          // RFC 6749's shape here too (error_description), found by tests/api/fuzz.
          413: oauthErrorSchema,
          415: oauthErrorSchema,
          429: oauthErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // Tokens must not be stored by caches or proxies (RFC 6749 5.1), errors included.
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      const body = request.body ?? {};
      const grantType = request.query.grant_type ?? body.grant_type;
      if (!grantType) throw oauthError('invalid_request', 'grant_type is required');

      if (grantType === 'password') {
        const email = body.email ?? body.username;
        if (!email || !body.password)
          throw oauthError('invalid_request', 'email and password are required');
        return fastify.authService.passwordGrant(email, body.password);
      }
      if (grantType === 'refresh_token') {
        if (!body.refresh_token) throw oauthError('invalid_request', 'refresh_token is required');
        return fastify.authService.refreshGrant(body.refresh_token);
      }
      throw oauthError(
        'unsupported_grant_type',
        `grant_type ${grantType.slice(0, 64)} is not supported`,
      );
    },
  );

  fastify.post(
    '/auth/logout',
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['auth'],
        security,
        summary: 'Sign out: revokes the session and all its tokens',
        response: { 204: z.null().meta({ description: 'Signed out' }), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const principal = request.principal!;
      fastify.authService.logout(principal.sessionId, principal.userId);
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    '/auth/user',
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['auth'],
        security,
        summary: 'The signed-in user',
        response: { 200: userSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = fastify.repos.users.findById(request.principal!.userId);
      if (!user) throw notFound('The account no longer exists');
      return { id: user.id, email: user.email, created_at: user.created_at };
    },
  );

  fastify.post(
    '/auth/signup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Disabled: accounts are made by the setup page or the CLI',
        response: errorResponses(403),
      },
    },
    async () => {
      throw new ApiError(
        403,
        'signup_disabled',
        'Sign-up is disabled. Ask an administrator for an account.',
      );
    },
  );
};

export default auth;
