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

/** Who issues the access tokens and whom they are for: another system's token, even one signed
 * with a shared secret, is not accepted here. */
export const TOKEN_ISSUER = 'site-api';
export const TOKEN_AUDIENCE = 'site-admin';

/**
 * HS256 only: the allow-list refuses `alg: none` and algorithm-confusion tokens. A token must
 * carry exp (a token without it would never expire), our iss and aud, and the session claims.
 */
export default fp(
  async (fastify) => {
    await fastify.register(jwt, {
      secret: fastify.config.jwtSecret,
      sign: { algorithm: 'HS256', iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE },
      verify: {
        algorithms: ['HS256'],
        allowedIss: TOKEN_ISSUER,
        allowedAud: TOKEN_AUDIENCE,
        requiredClaims: ['exp', 'iat', 'iss', 'aud', 'sub', 'sid'],
      },
    });
  },
  { name: 'jwt', dependencies: ['config'] },
);
