import fp from 'fastify-plugin';
import { createAuthService, type AuthService } from '../../services/auth/auth-service';

declare module 'fastify' {
  interface FastifyInstance {
    authService: AuthService;
  }
}

/** Wires the sign-in service (services/auth) to the config, repositories, JWT key and log. */
export default fp(
  async (fastify) => {
    fastify.decorate(
      'authService',
      createAuthService({
        config: fastify.config,
        users: fastify.repos.users,
        sessions: fastify.repos.sessions,
        sign: (claims) => fastify.jwt.sign(claims),
        log: fastify.log,
      }),
    );
  },
  { name: 'auth-service', dependencies: ['config', 'jwt', 'repositories'] },
);
