import type { Reauthentication } from '@shared/schemas/account';
import { addressKey } from '../../lib/address-key';
import { ApiError } from '../../lib/api-error';
import { hasPassword, verifyPassword } from '../../lib/password';
import type { Repositories } from '../../repositories';
import { normalizeEmail, type UserRow } from '../../repositories/users-repository';
import type { AuditLog, RequestContext } from '../audit/audit-log';
import type { LoginThrottle } from './login-throttle';
import type { MfaService } from './mfa';
import type { ProviderSessionStore } from './oidc/provider-sessions';
import type { PasskeyService, RelyingParty } from './passkeys';
import type { StepUp } from './step-up';

/** A sign-in at the identity provider this recent confirms a step-up (seconds). */
const PROVIDER_STEP_UP_WINDOW = 600;

type Actor = RequestContext & { userId: string };

interface Deps {
  repos: Repositories;
  audit: AuditLog;
  /** The sign-in throttle: wrong passwords here count with wrong passwords at sign-in. */
  throttle: LoginThrottle;
  rateLimited: boolean;
  mfa: MfaService;
  passkeys: PasskeyService;
  /** Sessions begun through the identity provider (null without one) and its name. */
  providerSessions: ProviderSessionStore | null;
  providerName: string | null;
}

/** 429 for an account whose wrong passwords (sign-in, step-up, password change) ran out. */
export function passwordThrottled(seconds: number): ApiError {
  const message = `Too many failed sign-ins for this account. Try again in ${seconds} seconds.`;
  return new ApiError(
    429,
    'rate_limited',
    message,
    { error_description: message },
    { 'retry-after': String(seconds) },
  );
}

const required = (message: string, field: string) =>
  new ApiError(403, 'reauthentication_required', message, { issues: [{ path: field, message }] });

/**
 * Step-up for changing how an account signs in (ASVS V7.5.1): a stolen access token (one XSS,
 * an unlocked laptop) must not be enough to add a passkey or remove the app. The request carries
 * the current password and, once the account has a second factor, a current code (app or
 * recovery code) or a passkey assertion. An account without a factor (an enrolment-only session
 * under REQUIRE_ADMIN_MFA) has only the password to give. Every wrong password counts in the
 * sign-in throttle and every wrong code in the code throttle, so the step-up is no new oracle.
 */
export function createReauthentication({
  repos,
  audit,
  throttle,
  rateLimited,
  mfa,
  passkeys,
  providerSessions,
  providerName,
}: Deps) {
  function refused(context: Actor, action: string, reason: string): void {
    audit.record(context, { type: 'reauthentication.failed', details: { action, reason } });
  }

  /**
   * The account's password, checked like a sign-in: reserved in the throttle first (per account
   * and address), given back when right. Throws 429 when the account is throttled.
   */
  async function passwordMatches(context: RequestContext, user: UserRow, password: string) {
    const reservation = rateLimited
      ? throttle.reserve(normalizeEmail(user.email), addressKey(context.ip ?? 'unknown'), {
          knownAccount: true,
        })
      : null;
    if (reservation && !reservation.ok) throw passwordThrottled(reservation.retryAfter);
    if (reservation?.attackStarted) {
      audit.record(context, {
        type: 'sign_in.attack_suspected',
        actorId: user.id,
        actorEmail: user.email,
        details: { ...reservation.attackStarted },
      });
    }
    const ok = await verifyPassword(user.password_hash, password);
    if (ok) reservation?.succeeded();
    return ok;
  }

  return {
    passwordMatches,

    /** WebAuthn options for a step-up with one of the account's passkeys. */
    passkeyOptions: (userId: string, rp: RelyingParty) =>
      passkeys.loginChallenge(rp, userId, 'passkey_reauth'),

    /** Confirms the step-up for `action` (for the audit trail) or throws 403/429. */
    async confirm(
      context: Actor,
      rp: RelyingParty,
      input: Reauthentication,
      action: string,
    ): Promise<StepUp> {
      const user = repos.users.findById(context.userId);
      if (!user) throw new ApiError(404, 'not_found', 'The account no longer exists');
      // An account made through the identity provider has no password: a sign-in there within
      // the last 10 minutes (GET /auth/oidc/login?reauthenticate=1) is its step-up.
      if (!hasPassword(user.password_hash)) {
        const session = context.sessionId ? providerSessions?.get(context.sessionId) : undefined;
        // auth_time is the provider's clock: read against the real time, not the app's.
        const fresh =
          session && Date.now() - session.authenticatedAt <= PROVIDER_STEP_UP_WINDOW * 1000;
        if (fresh) return 'provider';
        refused(context, action, 'provider_sign_in_not_recent');
        throw required(
          `Confirm it is you: sign in again with ${providerName ?? 'your organisation'}; for 10 minutes after, changes go through`,
          'provider',
        );
      }
      const secondFactor = repos.mfa.hasSecondFactor(user.id);
      if (!input.current_password) {
        refused(context, action, 'missing_password');
        throw required(
          secondFactor
            ? 'Confirm it is you: enter your password and a code from your authenticator app, a recovery code, or use your passkey'
            : 'Confirm it is you: enter your password',
          'current_password',
        );
      }
      if (!(await passwordMatches(context, user, input.current_password))) {
        refused(context, action, 'wrong_password');
        throw required('The password is not right', 'current_password');
      }
      if (!secondFactor) return 'password';
      if (input.passkey) {
        let proof;
        try {
          proof = await passkeys.verifyLogin(
            rp,
            input.passkey.auth_session,
            input.passkey.response,
            'passkey_reauth',
          );
        } catch {
          proof = null;
        }
        if (!proof || proof.userId !== user.id) {
          refused(context, action, 'passkey_not_verified');
          throw required('The passkey could not be verified; try again', 'passkey');
        }
        return 'password+passkey';
      }
      if (!input.code) {
        refused(context, action, 'missing_code');
        throw required(
          'Confirm it is you with a code from your authenticator app, a recovery code or your passkey',
          'code',
        );
      }
      try {
        return mfa.checkCode(context, input.code) === 'otp'
          ? 'password+otp'
          : 'password+recovery_code';
      } catch (error) {
        // A wrong code is counted and recorded (mfa.failed) by checkCode; 429 passes through.
        if (
          error instanceof ApiError &&
          (error.code === 'invalid_code' || error.code === 'code_already_used')
        ) {
          throw required(error.message, 'code');
        }
        throw error;
      }
    },
  };
}

export type ReauthenticationService = ReturnType<typeof createReauthentication>;
