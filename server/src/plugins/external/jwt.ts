import jwt from '@fastify/jwt';
import fp from 'fastify-plugin';

export interface AccessTokenClaims {
  /** User id. */
  sub: string;
  /** Session id, checked against the database on every protected call. */
  sid: string;
  /** Unique per token, so two tokens issued in the same second never look alike. */
  jti: string;
  iat: number;
  exp: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenClaims;
    user: AccessTokenClaims;
  }
}

/** HS256 only: the allow-list refuses `alg: none` and algorithm-confusion tokens. */
export default fp(
  async (fastify) => {
    await fastify.register(jwt, {
      secret: fastify.config.jwtSecret,
      sign: { algorithm: 'HS256' },
      verify: { algorithms: ['HS256'] },
    });
  },
  { name: 'jwt', dependencies: ['config'] },
);
