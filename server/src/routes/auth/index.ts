import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GRANT_TYPES,
  mfaRequiredSchema,
  passkeyChallengeInputSchema,
  passkeyChallengeSchema,
  tokenQuerySchema,
  tokenRequestSchema,
  tokenResponseSchema,
  userSchema,
  type TokenResponse,
} from '@shared/schemas/auth';
import { oauthErrorSchema } from '@shared/schemas/errors';
import { ACCESS } from '@shared/vocabularies/roles';
import { ApiError, notFound, oauthError } from '../../lib/api-error';
import { relyingParty } from '../../services/auth/passkeys';
import { siteOrigin } from '../request-origin';
import { errorResponses, otherResponses } from '../error-responses';
import { byAddress, rateLimit } from '../rate-limits';
import oidc from './oidc';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';

/** The WebAuthn assertion: JSON, or a JSON string in a form-encoded body. */
function parseAuthnResponse(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw oauthError('invalid_request', 'authn_response is not valid JSON');
  }
}

const security = [{ bearerAuth: [] }];

/** GoTrue-like auth paths; the token endpoint follows RFC 6749 sections 4.3, 5 and 6. */
const auth: FastifyPluginAsyncZod = async (fastify) => {
  // Form bodies only here (RFC 6749 clients send them); the lead forms stay JSON-only.
  await fastify.register(formbody, { bodyLimit: 32 * 1024 });
  await fastify.register(cookie);
  await fastify.register(oidc);

  // The per-IP limit slows password and code guessing. A refresh grant guesses nothing (its
  // token has 256 random bits) and the browser makes one per page load, so with
  // ?grant_type=refresh_token it counts in a looser bucket of its own: a busy admin is never
  // signed out by a 429, and unknown tokens still cost a bounded number of lookups and log lines.
  const limits = fastify.config.rateLimit;
  const refreshing = (request: FastifyRequest) =>
    (request.query as { grant_type?: unknown }).grant_type === 'refresh_token';
  const tokenRouteLimit: FastifyContextConfig = {
    rateLimit: {
      keyGenerator: (request) => `${byAddress(request)}${refreshing(request) ? ' refresh' : ''}`,
      max: (request) => (refreshing(request) ? limits.refresh.max : limits.token.max),
      timeWindow: (request) =>
        refreshing(request) ? limits.refresh.timeWindow : limits.token.timeWindow,
    },
  };

  fastify.post(
    '/auth/token',
    {
      config: tokenRouteLimit,
      // RFC 6749 clients put grant_type in the form body: it counts as the query's.
      preValidation: async (request) => {
        const query = request.query as { grant_type?: unknown };
        const body = request.body as { grant_type?: unknown } | undefined;
        if (query.grant_type === undefined && body?.grant_type !== undefined) {
          query.grant_type = body.grant_type;
        }
      },
      schema: {
        tags: ['auth'],
        summary: 'Token grant: password, refresh_token, MFA (Auth0) or WebAuthn',
        description:
          'JSON or application/x-www-form-urlencoded. grant_type in the query or the body: ' +
          `password, refresh_token, ${GRANT_TYPES.mfaOtp} (mfa_token, otp), ` +
          `${GRANT_TYPES.mfaRecoveryCode} (mfa_token, recovery_code), ${GRANT_TYPES.webauthn} ` +
          '(auth_session, authn_response). A password grant for an account with a second factor ' +
          'answers 403 mfa_required with an mfa_token; one SSO_REQUIRED refuses, 403 sso_required. ' +
          'Errors use the RFC 6749 shape ' +
          '(error, error_description) plus message.',
        querystring: tokenQuerySchema,
        body: tokenRequestSchema,
        response: {
          200: tokenResponseSchema,
          400: oauthErrorSchema,
          // The second factor to give, or SSO_REQUIRED's refusal of this way in.
          403: z.union([mfaRequiredSchema, oauthErrorSchema]),
          // RFC 6749's shape here too (error_description), found by tests/api/fuzz.
          413: oauthErrorSchema,
          415: oauthErrorSchema,
          429: oauthErrorSchema,
          // A session begun through the identity provider that could not be confirmed there.
          503: oauthErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // Tokens must not be stored by caches or proxies (RFC 6749 5.1), errors included.
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      const body = request.body ?? {};
      const grantType = request.query.grant_type;
      const context = request.context();
      const { authService } = fastify;
      let tokens: TokenResponse;
      // The browser client asks for the cookie; a refresh that came with the cookie keeps it.
      let useCookie = body.refresh_token_transport === 'cookie';

      switch (grantType) {
        case GRANT_TYPES.password: {
          const email = body.email ?? body.username;
          if (!email || !body.password)
            throw oauthError('invalid_request', 'email and password are required');
          tokens = await authService.passwordGrant(context, email, body.password);
          break;
        }
        case GRANT_TYPES.mfaOtp:
          if (!body.mfa_token || !body.otp)
            throw oauthError('invalid_request', 'mfa_token and otp are required');
          tokens = authService.mfaOtpGrant(context, body.mfa_token, body.otp);
          break;
        case GRANT_TYPES.mfaRecoveryCode:
          if (!body.mfa_token || !body.recovery_code)
            throw oauthError('invalid_request', 'mfa_token and recovery_code are required');
          tokens = authService.mfaRecoveryCodeGrant(context, body.mfa_token, body.recovery_code);
          break;
        case GRANT_TYPES.webauthn:
          if (!body.auth_session || !body.authn_response)
            throw oauthError('invalid_request', 'auth_session and authn_response are required');
          tokens = await authService.webauthnGrant(
            context,
            relyingParty(siteOrigin(request)),
            body.auth_session,
            parseAuthnResponse(body.authn_response),
          );
          break;
        case GRANT_TYPES.refreshToken: {
          const fromCookie = body.refresh_token ? undefined : readRefreshCookie(request);
          const presented = body.refresh_token ?? fromCookie;
          if (!presented) throw oauthError('invalid_request', 'refresh_token is required');
          useCookie ||= fromCookie !== undefined;
          try {
            tokens = await authService.refreshGrant(context, presented);
          } catch (error) {
            if (fromCookie) clearRefreshCookie(reply);
            throw error;
          }
          break;
        }
        default:
          throw oauthError(
            'unsupported_grant_type',
            `grant_type ${grantType.slice(0, 64)} is not supported`,
          );
      }
      if (!useCookie || !tokens.refresh_token) return tokens;
      setRefreshCookie(reply, tokens.refresh_token, fastify.config.refreshAbsoluteTtl);
      const { refresh_token: _inCookie, ...rest } = tokens;
      return rest;
    },
  );

  fastify.post(
    '/auth/passkey/challenge',
    {
      config: rateLimit(fastify, 'token'),
      schema: {
        tags: ['auth'],
        summary: 'Start a passkey sign-in (WebAuthn)',
        description:
          'Without mfa_token: any passkey of the site may answer (a passkey alone signs in). ' +
          'With the mfa_token of a 403 mfa_required: one of that account’s passkeys. Then ' +
          `POST /auth/token with grant_type=${GRANT_TYPES.webauthn}, auth_session and ` +
          'authn_response (the browser’s assertion).',
        body: passkeyChallengeInputSchema,
        response: { 200: passkeyChallengeSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return fastify.authService.passkeyChallenge(
        relyingParty(siteOrigin(request)),
        request.body?.mfa_token,
      );
    },
  );

  fastify.post(
    '/auth/logout',
    {
      onRequest: fastify.authenticate,
      config: { duringMfaEnrolment: true, roles: ACCESS.everyone },
      schema: {
        tags: ['auth'],
        security,
        summary: 'Sign out: revokes the session and all its tokens',
        response: { 204: z.null().meta({ description: 'Signed out' }), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const context = request.context();
      fastify.authService.logout({ ...context, sessionId: request.principal!.sessionId });
      clearRefreshCookie(reply);
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    '/auth/user',
    {
      onRequest: fastify.authenticate,
      config: { duringMfaEnrolment: true, roles: ACCESS.everyone },
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
      return {
        id: user.id,
        email: user.email,
        role: user.role,
        extra_roles: user.extra_roles,
        created_at: user.created_at,
      };
    },
  );

  fastify.post(
    '/auth/signup',
    {
      config: rateLimit(fastify, 'token'),
      schema: {
        tags: ['auth'],
        summary: 'Disabled: accounts are made by the setup page or the CLI',
        response: { ...errorResponses(403, 429), ...otherResponses },
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
