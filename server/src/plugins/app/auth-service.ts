import fp from 'fastify-plugin';
import { createAuthService, type AuthService } from '../../services/auth/auth-service';
import type { MfaService } from '../../services/auth/mfa';
import type { PasskeyService } from '../../services/auth/passkeys';

declare module 'fastify' {
  interface FastifyInstance {
    authService: AuthService;
    mfa: MfaService;
    passkeys: PasskeyService;
  }
}

/** Wires the sign-in services (services/auth) to the config, repositories, audit, JWT key and log. */
export default fp(
  async (fastify) => {
    const { authService, mfa, passkeys } = createAuthService({
      config: fastify.config,
      repos: fastify.repos,
      policy: fastify.mfaPolicy,
      audit: fastify.audit,
      sign: (claims) => fastify.jwt.sign(claims),
      log: fastify.log,
    });
    fastify.decorate('authService', authService);
    fastify.decorate('mfa', mfa);
    fastify.decorate('passkeys', passkeys);
  },
  {
    name: 'auth-service',
    dependencies: ['config', 'jwt', 'repositories', 'audit', 'authentication'],
  },
);
