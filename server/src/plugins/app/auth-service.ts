import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { TokenResponse } from '@shared/schemas/auth';
import { ApiError, oauthError } from '../../services/api-error';
import { addressKey } from '../../lib/address-key';
import { createLoginThrottle } from '../../services/login-throttle';
import { verifyAgainstDummy, verifyPassword } from '../../services/password';
import { normalizeEmail } from '../../repositories/users-repository';

declare module 'fastify' {
  interface FastifyInstance {
    authService: {
      passwordGrant(email: string, password: string, clientIp: string): Promise<TokenResponse>;
      refreshGrant(refreshToken: string): TokenResponse;
      logout(sessionId: string, userId: string): void;
    };
  }
}

const INVALID_LOGIN = 'Invalid login credentials';

/**
 * The token grants of POST /auth/token (RFC 6749 4.3 and 6). Every outcome is logged as an
 * `auth` event without secrets: e-mail and ids only, never passwords or tokens.
 */
export default fp(
  async (fastify) => {
    const { config, repos, log } = fastify;
    const throttle = createLoginThrottle(config.rateLimit.accountFailures, config.now);
    const authLog = log.child({ component: 'auth' });

    function issue(
      user: { id: string; email: string },
      sessionId: string,
      refreshToken: string,
    ): TokenResponse {
      const iat = Math.floor(config.now() / 1000);
      const exp = iat + config.accessTokenTtl;
      const accessToken = fastify.jwt.sign({
        sub: user.id,
        sid: sessionId,
        jti: randomUUID(),
        iat,
        exp,
      });
      return {
        access_token: accessToken,
        token_type: 'bearer',
        expires_in: config.accessTokenTtl,
        expires_at: exp,
        refresh_token: refreshToken,
        user: { id: user.id, email: user.email },
      };
    }

    fastify.decorate('authService', {
      async passwordGrant(email: string, password: string, clientIp: string) {
        const account = normalizeEmail(email);
        const user = repos.users.findByEmail(account);
        const reservation = config.rateLimit.enabled
          ? throttle.reserve(account, addressKey(clientIp), { knownAccount: user !== undefined })
          : null;
        if (reservation && !reservation.ok) {
          const wait = reservation.retryAfter;
          authLog.warn(
            { event: 'login_throttled', email: account, scope: reservation.scope },
            'login throttled',
          );
          const message = `Too many failed sign-ins for this account. Try again in ${wait} seconds.`;
          throw new ApiError(
            429,
            'rate_limited',
            message,
            { error_description: message },
            { 'retry-after': String(wait) },
          );
        }
        if (reservation?.attackStarted) {
          authLog.warn(
            { event: 'login_attack_suspected', email: account, ...reservation.attackStarted },
            'many failed sign-ins for one account: sign-ins now slowed down',
          );
        }
        const ok = user
          ? await verifyPassword(user.password_hash, password)
          : await verifyAgainstDummy(password);
        if (!user || !ok) {
          authLog.info({ event: 'login_failed', email: account }, 'login failed');
          throw oauthError('invalid_grant', INVALID_LOGIN);
        }
        reservation?.succeeded();
        const { sessionId, refreshToken } = repos.sessions.create(user.id);
        authLog.info({ event: 'login_succeeded', userId: user.id, sessionId }, 'login succeeded');
        return issue(user, sessionId, refreshToken);
      },

      refreshGrant(refreshToken: string) {
        const outcome = repos.sessions.refresh(refreshToken);
        switch (outcome.kind) {
          case 'rotated': {
            const user = repos.users.findById(outcome.userId);
            if (!user) throw oauthError('invalid_grant', 'Invalid refresh token');
            authLog.info(
              { event: 'token_refreshed', userId: user.id, sessionId: outcome.sessionId },
              'token refreshed',
            );
            return issue(user, outcome.sessionId, outcome.refreshToken);
          }
          case 'reuse_detected':
            authLog.warn(
              {
                event: 'refresh_token_reuse_detected',
                userId: outcome.userId,
                sessionId: outcome.sessionId,
              },
              'refresh token re-use detected; session revoked',
            );
            throw oauthError('invalid_grant', 'Invalid refresh token');
          case 'expired':
            authLog.info(
              { event: 'refresh_session_expired', sessionId: outcome.sessionId },
              'refresh refused: session ended',
            );
            throw oauthError('invalid_grant', 'Invalid refresh token');
          case 'unknown':
            authLog.info({ event: 'refresh_failed' }, 'refresh refused: unknown token');
            throw oauthError('invalid_grant', 'Invalid refresh token');
        }
      },

      logout(sessionId: string, userId: string) {
        repos.sessions.revoke(sessionId, 'logout');
        authLog.info({ event: 'logout', userId, sessionId }, 'logout');
      },
    });
  },
  { name: 'auth-service', dependencies: ['config', 'jwt', 'repositories'] },
);
