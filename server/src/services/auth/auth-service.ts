import type { FastifyBaseLogger } from 'fastify';
import type { TokenResponse } from '@shared/schemas/auth';
import type { AppConfig } from '../../config/app-config';
import { addressKey } from '../../lib/address-key';
import { ApiError, oauthError } from '../../lib/api-error';
import { hasPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password';
import type { Repositories } from '../../repositories';
import { normalizeEmail, type UserRow } from '../../repositories/users-repository';
import { emailForLog, type AuditLog, type RequestContext } from '../audit/audit-log';
import { createLoginThrottle } from './login-throttle';
import { createMfaService } from './mfa';
import type { AccountNotifier, NotifyAccount } from '../notifications/account-notice-mail';
import type { MfaPolicy } from './mfa-policy';
import { createReauthentication, passwordThrottled } from './reauthentication';
import { createPasskeyService, type PasskeyService, type RelyingParty } from './passkeys';
import type { ProviderSessionStore } from './oidc/provider-sessions';
import { createSessionRenewal } from './session-renewal';
import type { SessionStart } from './session-start';
import { ssoRefuses, ssoRequiredError } from './sso-required';

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
  refreshGrant(context: RequestContext, refreshToken: string): Promise<TokenResponse>;
  logout(context: RequestContext & { sessionId: string }): void;
}

export interface AuthServiceDeps {
  config: Pick<AppConfig, 'rateLimit' | 'accessTokenTtl' | 'now' | 'ssoRequired' | 'oidc'>;
  repos: Repositories;
  /** Who must use a second factor (REQUIRE_ADMIN_MFA, by role). */
  policy: MfaPolicy;
  /** Security notices to an account's address (nothing without SMTP). */
  notifier: AccountNotifier;
  audit: AuditLog;
  log: FastifyBaseLogger;
  /** How each sign-in ends: its session and tokens, or the question for the second factor. */
  sessionStart: SessionStart;
  /** The provider's side of sessions begun through it; null without an identity provider. */
  providerSessions: ProviderSessionStore | null;
  /** Confirms a session begun through the provider at refresh (session-renewal.ts). */
  beforeRefresh?: (context: RequestContext, sessionId: string) => Promise<void>;
}

const INVALID_LOGIN = 'Invalid login credentials';

/**
 * The token grants of POST /auth/token: RFC 6749's password and refresh_token, Auth0's MFA
 * grants (mfa-otp, mfa-recovery-code) and the WebAuthn grant, with the TOTP and passkey services
 * they use. Each sign-in outcome goes to the audit trail (which also logs it as a JSON line);
 * refreshes are logged only.
 */
export function createAuthService(deps: AuthServiceDeps) {
  const { config, repos, policy, notifier, audit, log, sessionStart, providerSessions } = deps;
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
    providerSessions,
    providerName: config.oidc?.displayName ?? null,
  });

  const { issue, signIn, secondFactorRequired } = sessionStart;

  /** The account an mfa_token stands for, or invalid_grant. */
  function mfaUser(mfaToken: string) {
    const challenge = repos.challenges.peek('mfa', mfaToken);
    const user = challenge?.user_id ? repos.users.findById(challenge.user_id) : undefined;
    if (!challenge || !user || user.disabled_at) {
      throw oauthError('invalid_grant', 'The mfa_token is invalid or has expired; sign in again');
    }
    return { challenge, user };
  }

  /**
   * The second factor passed: the mfa_token is used up (once) and the session starts, begun
   * through the identity provider when the first step was a sign-in there.
   */
  function finishMfa(
    context: RequestContext,
    challenge: { id: string; provider_session: string | null },
    user: UserRow,
    factor: string,
  ) {
    if (!repos.challenges.consume(challenge.id)) {
      throw oauthError('invalid_grant', 'The mfa_token was already used; sign in again');
    }
    const provider = providerSessions?.uncarry(user.id, challenge.provider_session);
    return signIn(context, user, `${provider ? 'oidc' : 'password'}+${factor}`, provider);
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
    factor: string,
    check: (userId: string) => void,
  ): TokenResponse {
    const { challenge, user } = mfaUser(mfaToken);
    try {
      check(user.id);
    } catch (error) {
      asGrantError(error);
    }
    return finishMfa(context, challenge, user, factor);
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
      // An account made through the identity provider has no password: it answers as unknown.
      const ok =
        user && hasPassword(user.password_hash)
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
      // Said only to someone who knew the password: it does not reveal the account's role.
      if (ssoRefuses(config, user, 'password')) {
        audit.record(context, {
          type: 'sign_in.failed',
          actorId: user.id,
          actorEmail: user.email,
          details: { reason: 'sso_required' },
        });
        throw ssoRequiredError(config);
      }
      if (repos.mfa.hasSecondFactor(user.id)) throw secondFactorRequired(user);
      return signIn(context, user, 'password');
    },

    mfaOtpGrant(context, mfaToken, otp) {
      return secondStep(context, mfaToken, 'otp', (userId) => mfa.checkOtp(context, userId, otp));
    },

    mfaRecoveryCodeGrant(context, mfaToken, code) {
      return secondStep(context, mfaToken, 'recovery_code', (userId) =>
        mfa.checkRecoveryCode(context, userId, code),
      );
    },

    async passkeyChallenge(rp, mfaToken) {
      if (!mfaToken) return passkeys.loginChallenge(rp, null);
      // After the first step: the passkey must be one of that account's; the mfa_token is used,
      // and a sign-in through the provider goes on with the passkey's challenge.
      const { challenge, user } = mfaUser(mfaToken);
      if (!repos.challenges.consume(challenge.id)) {
        throw oauthError('invalid_grant', 'The mfa_token was already used; sign in again');
      }
      return passkeys.loginChallenge(rp, user.id, 'passkey_login', challenge.provider_session);
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
      const provider = providerSessions?.uncarry(user.id, proof.providerSession);
      if (!provider && ssoRefuses(config, user, 'passkey')) {
        audit.record(context, {
          type: 'sign_in.failed',
          actorId: user.id,
          actorEmail: user.email,
          details: { reason: 'sso_required', method: 'passkey' },
        });
        throw ssoRequiredError(config);
      }
      audit.record(context, {
        type: 'mfa.used',
        actorId: user.id,
        actorEmail: user.email,
        details: { factor: 'webauthn', passkey_id: proof.passkeyId },
      });
      return signIn(context, user, provider ? 'oidc+passkey' : 'passkey', provider);
    },

    ...createSessionRenewal({ ...deps, log: authLog, issue }),
  };
  return { authService, mfa, passkeys, reauthentication };
}
