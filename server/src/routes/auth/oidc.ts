import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authProvidersSchema,
  OIDC_OUTCOME_COOKIE,
  oidcLoginQuerySchema,
  type OidcOutcome,
} from '@shared/schemas/oidc';
import { OIDC_BACKCHANNEL_LOGOUT_PATH, OIDC_CALLBACK_PATH } from '../../config/oidc-env';
import { ApiError } from '../../lib/api-error';
import type { CallbackResult } from '../../services/auth/oidc/oidc-sign-in';
import { errorResponses, malformedAddress, otherResponses } from '../error-responses';
import { rateLimit } from '../rate-limits';
import { setRefreshCookie } from './refresh-cookie';

/**
 * The authorization request's handle, for the callback only. SameSite=Lax: the provider's
 * redirect back is a top-level navigation from another site, which Strict would strip it from.
 */
const LOGIN_COOKIE = 'oidc_login';
const LOGIN_PATH = '/login';

const notConfigured = () =>
  new ApiError(
    404,
    'oidc_not_configured',
    'Sign-in through an identity provider is not configured here (OIDC_ISSUER)',
  );

const redirectResponses = {
  302: z.null().meta({ description: 'To the provider, or back to /login with the outcome' }),
};

/**
 * Signing in through the identity provider (OpenID Connect). The callback always ends
 * on the login page, which reads the outcome (signed in, the second factor to ask, or why not)
 * from a short-lived cookie: the refresh cookie is set exactly as a password sign-in sets it.
 */
const oidcRoutes: FastifyPluginAsyncZod = async (fastify) => {
  function services() {
    if (!fastify.oidc) throw notConfigured();
    return fastify.oidc;
  }

  /** Ends on /login with the outcome for the page (not HttpOnly: the page reads it once). */
  function toLoginPage(reply: FastifyReply, { outcome, tokens }: CallbackResult) {
    if (tokens?.refresh_token) {
      setRefreshCookie(reply, tokens.refresh_token, fastify.config.refreshAbsoluteTtl);
    }
    void reply.setCookie(OIDC_OUTCOME_COOKIE, JSON.stringify(outcome satisfies OidcOutcome), {
      secure: fastify.config.cookieSecure,
      sameSite: 'lax',
      path: LOGIN_PATH,
      maxAge: 120,
    });
    return reply.header('cache-control', 'no-store').redirect(LOGIN_PATH, 302);
  }

  fastify.get(
    '/api/auth/providers',
    {
      config: rateLimit(fastify, 'reads'),
      schema: {
        tags: ['auth'],
        summary: 'What the login page offers besides the password',
        response: { 200: authProvidersSchema, ...malformedAddress, ...errorResponses(429) },
      },
    },
    async () => ({ oidc: fastify.oidc ? { display_name: fastify.oidc.displayName } : null }),
  );

  fastify.get(
    '/auth/oidc/login',
    {
      config: rateLimit(fastify, 'token'),
      schema: {
        tags: ['auth'],
        summary: 'Start a sign-in through the identity provider (302 to it)',
        description:
          'Authorization code flow with PKCE (S256), state and nonce; they stay on the server, ' +
          'under a handle in an HttpOnly cookie scoped to the callback.',
        querystring: oidcLoginQuerySchema,
        response: { ...redirectResponses, ...errorResponses(400, 404, 429), ...otherResponses },
      },
    },
    async (request, reply) => {
      const { signIn } = services();
      let started;
      try {
        started = await signIn.begin({
          returnTo: request.query.return_to ?? null,
          reauthenticate: request.query.reauthenticate === '1',
        });
      } catch (error) {
        return toLoginPage(reply, signIn.unavailable(request.context(), error));
      }
      void reply.setCookie(LOGIN_COOKIE, started.handle, {
        httpOnly: true,
        secure: fastify.config.cookieSecure,
        sameSite: 'lax',
        path: OIDC_CALLBACK_PATH,
        maxAge: 600,
      });
      return reply.header('cache-control', 'no-store').redirect(started.location, 302);
    },
  );

  fastify.get(
    OIDC_CALLBACK_PATH,
    {
      config: rateLimit(fastify, 'token'),
      schema: {
        tags: ['auth'],
        summary: 'The identity provider’s redirect back (302 to /login)',
        description:
          'Checks the state, exchanges the code and checks the ID token, then signs the person ' +
          'in as a password sign-in does, or asks for the second factor, or refuses with a ' +
          'reason; the outcome is in the oidc_outcome cookie for the login page.',
        response: { ...redirectResponses, ...errorResponses(404, 429), ...otherResponses },
      },
    },
    async (request, reply) => {
      const { signIn } = services();
      const handle = request.cookies[LOGIN_COOKIE];
      void reply.clearCookie(LOGIN_COOKIE, { path: OIDC_CALLBACK_PATH });
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return toLoginPage(reply, await signIn.complete(request.context(), handle, query));
    },
  );

  fastify.post(
    OIDC_BACKCHANNEL_LOGOUT_PATH,
    {
      config: rateLimit(fastify, 'logout'),
      schema: {
        tags: ['auth'],
        summary: 'OpenID Connect Back-Channel Logout: the provider ends sessions',
        description:
          'Form-encoded logout_token, signed by the provider; the sessions of its sid (else of ' +
          'its sub) end at once. Each token is accepted once.',
        body: z.object({ logout_token: z.string().min(1).max(16_384) }),
        response: {
          200: z.object({ sessions_ended: z.number().int() }),
          ...errorResponses(400, 404, 429, 503),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const ended = await services().backchannel.logout(
        request.context(),
        request.body.logout_token,
      );
      return { sessions_ended: ended };
    },
  );
};

export default oidcRoutes;
