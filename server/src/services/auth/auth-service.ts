import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TokenResponse } from '@shared/schemas/auth';
import type { AppConfig } from '../../config/app-config';
import { ApiError, oauthError } from '../../lib/api-error';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import type { SessionsRepository } from '../../repositories/sessions-repository';
import { normalizeEmail, type UsersRepository } from '../../repositories/users-repository';
import { createLoginThrottle } from './login-throttle';

export interface AuthService {
  passwordGrant(email: string, password: string): Promise<TokenResponse>;
  refreshGrant(refreshToken: string): TokenResponse;
  logout(sessionId: string, userId: string): void;
}

export interface AuthServiceDeps {
  config: Pick<AppConfig, 'rateLimit' | 'accessTokenTtl' | 'now'>;
  users: UsersRepository;
  sessions: SessionsRepository;
  /** Signs the access token's claims (the JWT plugin's key and algorithm). */
  sign: (claims: { sub: string; sid: string; jti: string; iat: number; exp: number }) => string;
  log: FastifyBaseLogger;
}

const INVALID_LOGIN = 'Invalid login credentials';

/**
 * The token grants of POST /auth/token (RFC 6749 4.3 and 6). Every outcome is logged as an
 * `auth` event without secrets: e-mail and ids only, never passwords or tokens.
 */
export function createAuthService({
  config,
  users,
  sessions,
  sign,
  log,
}: AuthServiceDeps): AuthService {
  const throttle = createLoginThrottle(config.rateLimit.accountFailures, config.now);
  const authLog = log.child({ component: 'auth' });

  function issue(
    user: { id: string; email: string },
    sessionId: string,
    refreshToken: string,
  ): TokenResponse {
    const iat = Math.floor(config.now() / 1000);
    const exp = iat + config.accessTokenTtl;
    const accessToken = sign({
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

  return {
    async passwordGrant(email: string, password: string) {
      const account = normalizeEmail(email);
      const wait = config.rateLimit.enabled ? throttle.retryAfter(account) : 0;
      if (wait > 0) {
        authLog.warn({ event: 'login_throttled', email: account }, 'login throttled');
        const message = `Too many failed sign-ins for this account. Try again in ${wait} seconds.`;
        throw new ApiError(
          429,
          'rate_limited',
          message,
          { error_description: message },
          { 'retry-after': String(wait) },
        );
      }
      const user = users.findByEmail(account);
      const ok = user
        ? await verifyPassword(user.password_hash, password)
        : await verifyAgainstDummy(password);
      if (!user || !ok) {
        throttle.recordFailure(account);
        authLog.info({ event: 'login_failed', email: account }, 'login failed');
        throw oauthError('invalid_grant', INVALID_LOGIN);
      }
      throttle.reset(account);
      const { sessionId, refreshToken } = sessions.create(user.id);
      authLog.info({ event: 'login_succeeded', userId: user.id, sessionId }, 'login succeeded');
      return issue(user, sessionId, refreshToken);
    },

    refreshGrant(refreshToken: string) {
      const outcome = sessions.refresh(refreshToken);
      switch (outcome.kind) {
        case 'rotated': {
          const user = users.findById(outcome.userId);
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
      sessions.revoke(sessionId, 'logout');
      authLog.info({ event: 'logout', userId, sessionId }, 'logout');
    },
  };
}
