import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../../lib/api-error';
import type { AccessTokenClaims } from '../external/jwt';

export interface Principal {
  userId: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for protected routes: a valid Bearer token of a live session. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorateRequest('principal', null);
    fastify.decorate('authenticate', async (request: FastifyRequest) => {
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
      // A signature proves who issued the token, not that its session is still alive: logout
      // and re-use detection must take effect at once, so the session is looked up every time.
      if (
        typeof claims.sid !== 'string' ||
        typeof claims.sub !== 'string' ||
        !fastify.repos.sessions.isActive(claims.sid, claims.sub)
      ) {
        throw unauthorized('The session has ended');
      }
      request.principal = { userId: claims.sub, sessionId: claims.sid };
    });
  },
  { name: 'authentication', dependencies: ['jwt', 'repositories'] },
);
