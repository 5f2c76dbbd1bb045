import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Held, Role } from '@shared/vocabularies/roles';
import { ApiError, unauthorized } from '../../lib/api-error';
import { refusal } from '../../services/auth/access';
import { createMfaPolicy, type MfaPolicy } from '../../services/auth/mfa-policy';
import { ssoRefuses } from '../../services/auth/sso-required';
import type { AccessTokenClaims } from '../external/jwt';

export interface Principal {
  userId: string;
  email: string;
  sessionId: string;
  /** Read from the account on this very request: a role change holds at once. */
  role: Role;
  /** The roles it holds beside `role`, read the same way. */
  extra_roles: readonly Held[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook for protected routes: a valid Bearer token of a live session, whose
     * account's role is among the route's `config.roles`.
     */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Who must use a second factor (REQUIRE_ADMIN_MFA, by role); asked on every request. */
    mfaPolicy: MfaPolicy;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** The route stays open to a session that must first enrol a second factor. */
    duringMfaEnrolment?: boolean;
    /**
     * The roles that may use this signed-in route (`ACCESS.*` of shared/vocabularies/roles.ts).
     * Every route behind `authenticate` declares them; the OpenAPI document shows them as
     * `x-roles`.
     */
    roles?: readonly Role[];
  }
}

export default fp(
  async (fastify) => {
    const { sessions, users, mfa } = fastify.repos;
    const policy = createMfaPolicy(fastify.config, mfa, users);
    fastify.decorate('mfaPolicy', policy);
    fastify.decorateRequest('principal', null);
    fastify.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      // An answer for a signed-in user (or the refusal) must never be kept by a browser or a
      // shared cache: the next person at the machine or behind the proxy would see it.
      reply.header('cache-control', 'no-store');
      if (!/^Bearer [\w.~+/=-]+$/i.test(request.headers.authorization ?? '')) {
        throw unauthorized('A Bearer access token is required');
      }
      let claims;
      try {
        // Signature, HS256 allow-list and exp are checked here.
        claims = await request.jwtVerify<AccessTokenClaims>();
      } catch {
        throw unauthorized('The access token is invalid or expired');
      }
      // A signature proves who issued the token, not that its session is still alive: logout,
      // revocation and a disabled account must take effect at once, so both are looked up.
      const session =
        typeof claims.sid === 'string' && typeof claims.sub === 'string'
          ? sessions.activeSession(claims.sid, claims.sub)
          : undefined;
      const user = session && users.findById(session.user_id);
      if (!session || !user || user.disabled_at) throw unauthorized('The session has ended');
      // SSO_REQUIRED covers a role the account holds now, and the session began another way.
      if (ssoRefuses(fastify.config, user, session.sign_in_method)) {
        sessions.revoke(session.id, 'sso_required');
        throw unauthorized(
          'The session has ended: your role signs in through the identity provider',
        );
      }
      request.principal = {
        userId: user.id,
        email: user.email,
        sessionId: session.id,
        role: user.role,
        extra_roles: user.extra_roles,
      };
      const { config, url } = request.routeOptions;
      // Decided per request with the role of now: REQUIRE_ADMIN_MFA and role changes reach every
      // session at once, not only those that sign in afterwards.
      if (!config.duringMfaEnrolment && policy.mustEnrol(user, session)) {
        throw new ApiError(
          403,
          'mfa_enrolment_required',
          'Set up a second factor (an authenticator app or a passkey) on your account page first',
        );
      }
      const route = `${request.method} ${url ?? request.url}`;
      const refused = refusal(user, config.roles, route);
      if (refused) {
        fastify.audit.record(request.context(), {
          type: 'access.refused',
          details: { role: user.role, extra_roles: user.extra_roles, route },
        });
        throw refused;
      }
    });
  },
  { name: 'authentication', dependencies: ['config', 'jwt', 'repositories', 'audit'] },
);
