import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { TokenResponse } from '@shared/schemas/auth';
import type { AppConfig } from '../../config/app-config';
import { addressKey } from '../../lib/address-key';
import { ApiError, oauthError } from '../../lib/api-error';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import type { Repositories } from '../../repositories';
import { normalizeEmail, type UserRow } from '../../repositories/users-repository';
import { emailForLog, type AuditLog, type RequestContext } from '../audit/audit-log';
import { createLoginThrottle } from './login-throttle';
import { createMfaService } from './mfa';
import type { AccountNotifier, NotifyAccount } from '../notifications/account-notice-mail';
import type { MfaPolicy } from './mfa-policy';
import { createReauthentication, passwordThrottled } from './reauthentication';
import { createPasskeyService, type PasskeyService, type RelyingParty } from './passkeys';

export interface AuthService {
  passwordGrant(context: RequestContext, email: string, password: string): Promise<TokenResponse>;
  mfaOtpGrant(context: RequestContext, mfaToken: string, otp: string): TokenResponse;
  mfaRecoveryCodeGrant(context: RequestContext, mfaToken: string, code: string): TokenResponse;
  webauthnGrant(
    context: RequestContext,
    rp: RelyingParty,
    authSession: string,
    response: unknown,
  ): Promise<TokenResponse>;
  passkeyChallenge(
    rp: RelyingParty,
    mfaToken?: string,
  ): ReturnType<PasskeyService['loginChallenge']>;
  refreshGrant(context: RequestContext, refreshToken: string): TokenResponse;
  logout(context: RequestContext & { sessionId: string }): void;
}

export interface AuthServiceDeps {
  config: Pick<AppConfig, 'rateLimit' | 'accessTokenTtl' | 'now'>;
  repos: Repositories;
  /** Who must use a second factor (REQUIRE_ADMIN_MFA, by role). */
  policy: MfaPolicy;
  /** Security notices to an account's address (nothing without SMTP). */
  notifier: AccountNotifier;
  audit: AuditLog;
  /** Signs the access token's claims (the JWT plugin's key and algorithm). */
  sign: (claims: { sub: string; sid: string; jti: string; iat: number; exp: number }) => string;
  log: FastifyBaseLogger;
}

const INVALID_LOGIN = 'Invalid login credentials';
/** The mfa_token between the password and the second factor lives this many seconds. */
const MFA_TOKEN_TTL = 300;

/**
 * The token grants of POST /auth/token: RFC 6749's password and refresh_token, Auth0's MFA
 * grants (mfa-otp, mfa-recovery-code) and the WebAuthn grant, with the TOTP and passkey services
 * they use. Each sign-in outcome goes to the audit trail (which also logs it as a JSON line);
 * refreshes are logged only.
 */
export function createAuthService(deps: AuthServiceDeps) {
  const { config, repos, policy, notifier, audit, sign, log } = deps;
  const throttle = createLoginThrottle(config.rateLimit.accountFailures, config.now);
  const authLog = log.child({ component: 'auth' });
  const notify: NotifyAccount = (context, userId, notice) => {
    const user = repos.users.findById(userId);
    if (user) notifier.notify(user.email, notice, { at: config.now(), ...context });
  };
  const mfa = createMfaService({ repos, audit, throttle, policy, notify, now: config.now });
  const passkeys = createPasskeyService({ repos, audit, policy, notify });
  const reauthentication = createReauthentication({
    repos,
    audit,
    throttle,
    rateLimited: config.rateLimit.enabled,
    mfa,
    passkeys,
  });

  function issue(
    user: Pick<UserRow, 'id' | 'email' | 'role'>,
    sessionId: string,
    refreshToken: string,
    mfaEnrolmentRequired = false,
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
      user: { id: user.id, email: user.email, role: user.role },
      ...(mfaEnrolmentRequired ? { mfa_enrolment_required: true } : {}),
    };
  }

  /** A new session for a fully authenticated account. */
  function signIn(context: RequestContext, user: UserRow, method: string): TokenResponse {
    const enrol = policy.mustEnrol(user);
    const { sessionId, refreshToken } = repos.sessions.create(user.id, {
      ip: context.ip,
      userAgent: context.userAgent,
    });
    audit.record(context, {
      type: 'sign_in.succeeded',
      actorId: user.id,
      actorEmail: user.email,
      targetType: 'session',
      targetId: sessionId,
      details: { method, ...(enrol ? { mfa_enrolment_required: true } : {}) },
    });
    return issue(user, sessionId, refreshToken, enrol);
  }

  /** The account an mfa_token stands for, or invalid_grant. */
  function mfaUser(mfaToken: string) {
    const challenge = repos.challenges.peek('mfa', mfaToken);
    const user = challenge?.user_id ? repos.users.findById(challenge.user_id) : undefined;
    if (!challenge || !user || user.disabled_at) {
      throw oauthError('invalid_grant', 'The mfa_token is invalid or has expired; sign in again');
    }
    return { challenge, user };
  }

  /** The second factor passed: the mfa_token is used up (once) and the session starts. */
  function finishMfa(context: RequestContext, challengeId: string, user: UserRow, method: string) {
    if (!repos.challenges.consume(challengeId)) {
      throw oauthError('invalid_grant', 'The mfa_token was already used; sign in again');
    }
    return signIn(context, user, method);
  }

  /**
   * Wrong and spent codes answer with RFC 6749's invalid_grant, as a wrong password does (the
   * token endpoint's clients know only that set); a spent code says so in its description.
   */
  function asGrantError(error: unknown): never {
    if (error instanceof ApiError && error.code === 'invalid_code') {
      throw oauthError('invalid_grant', 'The code is not valid');
    }
    if (error instanceof ApiError && error.code === 'code_already_used') {
      throw oauthError('invalid_grant', error.message);
    }
    throw error;
  }

  /** The code grants: check the code for the mfa_token's account, then start the session. */
  function secondStep(
    context: RequestContext,
    mfaToken: string,
    method: string,
    check: (userId: string) => void,
  ): TokenResponse {
    const { challenge, user } = mfaUser(mfaToken);
    try {
      check(user.id);
    } catch (error) {
      asGrantError(error);
    }
    return finishMfa(context, challenge.id, user, method);
  }

  const authService: AuthService = {
    async passwordGrant(context, email, password) {
      const account = normalizeEmail(email);
      const user = repos.users.findByEmail(account);
      // Reserved (counted as a failure) before the password is hashed, per account and per
      // client address (/64 for IPv6): parallel guesses cannot slip past the limit.
      const reservation = config.rateLimit.enabled
        ? throttle.reserve(account, addressKey(context.ip ?? 'unknown'), {
            knownAccount: user !== undefined,
          })
        : null;
      if (reservation && !reservation.ok) {
        const wait = reservation.retryAfter;
        audit.record(context, {
          type: 'sign_in.failed',
          actorId: user?.id ?? null,
          actorEmail: emailForLog(email),
          details: { reason: 'throttled', scope: reservation.scope, retry_after: wait },
        });
        throw passwordThrottled(wait);
      }
      if (reservation?.attackStarted) {
        // Many failed sign-ins for one account: from now on its attempts are slowed down.
        audit.record(context, {
          type: 'sign_in.attack_suspected',
          actorId: user?.id ?? null,
          actorEmail: emailForLog(email),
          details: { ...reservation.attackStarted },
        });
      }
      const ok = user
        ? await verifyPassword(user.password_hash, password)
        : await verifyAgainstDummy(password);
      // A disabled account answers like a wrong password: no hint that it exists.
      if (!user || !ok || user.disabled_at) {
        audit.record(context, {
          type: 'sign_in.failed',
          actorId: user?.id ?? null,
          actorEmail: emailForLog(email),
          details: { reason: !user ? 'unknown_account' : !ok ? 'wrong_password' : 'disabled' },
        });
        throw oauthError('invalid_grant', INVALID_LOGIN);
      }
      reservation?.succeeded();
      if (repos.mfa.hasSecondFactor(user.id)) {
        const mfaToken = repos.challenges.create('mfa', MFA_TOKEN_TTL, { userId: user.id });
        const factors = [
          ...(repos.mfa.activeTotp(user.id) ? ['otp' as const] : []),
          ...(repos.passkeys.listForUser(user.id).length ? ['webauthn' as const] : []),
          'recovery-code' as const,
        ];
        const description = 'Multifactor authentication required';
        throw new ApiError(403, 'mfa_required', description, {
          error_description: description,
          mfa_token: mfaToken,
          factors,
        });
      }
      return signIn(context, user, 'password');
    },

    mfaOtpGrant(context, mfaToken, otp) {
      return secondStep(context, mfaToken, 'password+otp', (userId) =>
        mfa.checkOtp(context, userId, otp),
      );
    },

    mfaRecoveryCodeGrant(context, mfaToken, code) {
      return secondStep(context, mfaToken, 'password+recovery_code', (userId) =>
        mfa.checkRecoveryCode(context, userId, code),
      );
    },

    async passkeyChallenge(rp, mfaToken) {
      if (!mfaToken) return passkeys.loginChallenge(rp, null);
      // After the password: the passkey must be one of that account's; the mfa_token is used.
      const { challenge, user } = mfaUser(mfaToken);
      if (!repos.challenges.consume(challenge.id)) {
        throw oauthError('invalid_grant', 'The mfa_token was already used; sign in again');
      }
      return passkeys.loginChallenge(rp, user.id);
    },

    async webauthnGrant(context, rp, authSession, response) {
      let proof;
      try {
        proof = await passkeys.verifyLogin(rp, authSession, response);
      } catch (error) {
        audit.record(context, {
          type: 'mfa.failed',
          actorId: null,
          details: { factor: 'webauthn' },
        });
        throw error;
      }
      const user = repos.users.findById(proof.userId);
      if (!user || user.disabled_at) throw oauthError('invalid_grant', INVALID_LOGIN);
      audit.record(context, {
        type: 'mfa.used',
        actorId: user.id,
        actorEmail: user.email,
        details: { factor: 'webauthn', passkey_id: proof.passkeyId },
      });
      return signIn(context, user, 'passkey');
    },

    refreshGrant(context, refreshToken) {
      const outcome = repos.sessions.refresh(refreshToken, {
        ip: context.ip,
        userAgent: context.userAgent,
      });
      switch (outcome.kind) {
        case 'rotated': {
          const user = repos.users.findById(outcome.userId);
          if (!user || user.disabled_at) {
            // A disabled account's session ends at its first refresh, whatever the CLI missed.
            repos.sessions.revoke(outcome.sessionId, 'user_disabled');
            throw oauthError('invalid_grant', 'Invalid refresh token');
          }
          authLog.info(
            { event: 'token_refreshed', userId: user.id, sessionId: outcome.sessionId },
            'token refreshed',
          );
          // Asked again at every refresh: the setting or the role may have changed since sign-in.
          return issue(user, outcome.sessionId, outcome.refreshToken, policy.mustEnrol(user));
        }
        case 'reuse_detected':
          audit.record(context, {
            type: 'refresh_token.reuse_detected',
            actorId: outcome.userId,
            actorEmail: null,
            targetType: 'session',
            targetId: outcome.sessionId,
          });
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

    logout(context) {
      repos.sessions.revoke(context.sessionId, 'logout');
      audit.record(context, {
        type: 'sign_out',
        targetType: 'session',
        targetId: context.sessionId,
      });
    },
  };
  return { authService, mfa, passkeys, reauthentication };
}
