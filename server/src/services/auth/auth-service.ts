import { randomUUID } from 'node:crypto';
import type { TokenResponse } from '@shared/schemas/auth';
import type { AppConfig } from '../../config/app-config';
import { addressKey } from '../../lib/address-key';
import { ApiError, oauthError } from '../../lib/api-error';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import type { SessionsRepository } from '../../repositories/sessions-repository';
import { normalizeEmail, type UsersRepository } from '../../repositories/users-repository';
import type { ClientContext, SecurityLog } from '../audit/security-log';
import { createLoginThrottle } from './login-throttle';

export interface AuthService {
  passwordGrant(email: string, password: string, client: ClientContext): Promise<TokenResponse>;
  refreshGrant(refreshToken: string, client: ClientContext): TokenResponse;
  logout(sessionId: string, userId: string, client: ClientContext): void;
}

export interface AuthServiceDeps {
  config: Pick<AppConfig, 'rateLimit' | 'accessTokenTtl' | 'now'>;
  users: UsersRepository;
  sessions: SessionsRepository;
  /** Signs the access token's claims (the JWT plugin's key, algorithm, issuer and audience). */
  sign: (claims: { sub: string; sid: string; jti: string; iat: number; exp: number }) => string;
  securityLog: SecurityLog;
}

const INVALID_LOGIN = 'Invalid login credentials';
const invalidRefresh = () => oauthError('invalid_grant', 'Invalid refresh token');

/**
 * The token grants of POST /auth/token (RFC 6749 4.3 and 6). Every outcome is a security event
 * (who, which session, from where), never with a password or token in it.
 */
export function createAuthService({
  config,
  users,
  sessions,
  sign,
  securityLog,
}: AuthServiceDeps): AuthService {
  const throttle = createLoginThrottle(config.rateLimit.accountFailures, config.now);

  function issue(
    user: { id: string; email: string },
    sessionId: string,
    refreshToken: string,
  ): TokenResponse {
    const iat = Math.floor(config.now() / 1000);
    const exp = iat + config.accessTokenTtl;
    const accessToken = sign({ sub: user.id, sid: sessionId, jti: randomUUID(), iat, exp });
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
    async passwordGrant(email: string, password: string, client: ClientContext) {
      const account = normalizeEmail(email);
      const user = users.findByEmail(account);
      const actor = { userId: user?.id ?? null, email };
      const reservation = config.rateLimit.enabled
        ? throttle.reserve(account, addressKey(client.ip), { knownAccount: user !== undefined })
        : null;
      if (reservation && !reservation.ok) {
        const wait = reservation.retryAfter;
        securityLog.record(
          {
            action: 'auth.login',
            outcome: 'refused',
            actor,
            client,
            detail: { reason: 'throttled', scope: reservation.scope, retryAfter: wait },
          },
          'warn',
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
        securityLog.record(
          {
            action: 'auth.login_attack_suspected',
            outcome: 'refused',
            actor,
            client,
            detail: {
              reason: 'many failed sign-ins for one account: attempts are now slowed down',
              ...reservation.attackStarted,
            },
          },
          'warn',
        );
      }
      const ok = user
        ? await verifyPassword(user.password_hash, password)
        : await verifyAgainstDummy(password);
      if (!user || !ok || user.disabled_at !== null) {
        const reason = user && ok ? 'account disabled' : 'wrong e-mail or password';
        securityLog.record({
          action: 'auth.login',
          outcome: 'failure',
          actor,
          client,
          detail: { reason },
        });
        throw oauthError('invalid_grant', INVALID_LOGIN);
      }
      reservation?.succeeded();
      const { sessionId, refreshToken } = sessions.create(user.id);
      securityLog.record({
        action: 'auth.login',
        outcome: 'success',
        actor: { userId: user.id, email: user.email },
        sessionId,
        client,
      });
      return issue(user, sessionId, refreshToken);
    },

    refreshGrant(refreshToken: string, client: ClientContext) {
      const outcome = sessions.refresh(refreshToken);
      if (outcome.kind === 'unknown') {
        securityLog.record({
          action: 'auth.refresh',
          outcome: 'failure',
          client,
          detail: { reason: 'unknown token' },
        });
        throw invalidRefresh();
      }
      const { userId, sessionId } = outcome;
      const base = { action: 'auth.refresh', actor: { userId }, sessionId, client };
      switch (outcome.kind) {
        case 'rotated': {
          const user = users.findById(userId);
          if (!user || user.disabled_at !== null) {
            sessions.revoke(sessionId, 'user_disabled');
            securityLog.record({
              ...base,
              outcome: 'refused',
              detail: { reason: 'account disabled' },
            });
            throw invalidRefresh();
          }
          securityLog.record({ ...base, outcome: 'success' });
          return issue(user, sessionId, outcome.refreshToken);
        }
        case 'reuse_detected':
          securityLog.record(
            {
              ...base,
              outcome: 'refused',
              detail: { reason: 'refresh token re-use detected; session revoked' },
            },
            'warn',
          );
          throw invalidRefresh();
        case 'expired':
          securityLog.record({ ...base, outcome: 'failure', detail: { reason: 'session ended' } });
          throw invalidRefresh();
      }
    },

    logout(sessionId: string, userId: string, client: ClientContext) {
      sessions.revoke(sessionId, 'logout');
      securityLog.record({
        action: 'auth.logout',
        outcome: 'success',
        actor: { userId },
        sessionId,
        client,
      });
    },
  };
}
