import type { MfaStatus, TotpEnrolment } from '@shared/schemas/account';
import type { Repositories } from '../../repositories';
import { ApiError, conflict, notFound } from '../../lib/api-error';
import type { AuditLog, RequestContext } from '../audit/audit-log';
import { addressKey } from '../../lib/address-key';
import type { LoginThrottle } from './login-throttle';
import type { MfaPolicy } from './mfa-policy';
import { matchTotp, newRecoveryCodes, newTotpSecret, normalizeRecoveryCode, totpUri } from './totp';

interface Deps {
  repos: Repositories;
  audit: AuditLog;
  /** Wrong codes count here per account, like wrong passwords. */
  throttle: LoginThrottle;
  policy: MfaPolicy;
  now: () => number;
}

type Actor = RequestContext & { userId: string };

export function throttled(seconds: number): ApiError {
  const message = `Too many wrong codes for this account. Try again in ${seconds} seconds.`;
  return new ApiError(
    429,
    'rate_limited',
    message,
    { error_description: message },
    {
      'retry-after': String(seconds),
    },
  );
}

/** TOTP enrolment and recovery codes of the account page, and the code checks of sign-in. */
export function createMfaService({ repos, audit, throttle, policy, now }: Deps) {
  const { mfa, passkeys, sessions, users } = repos;
  const throttleKey = (userId: string) => `mfa:${userId}`;

  /**
   * Wrong codes are throttled like passwords, by the same login throttle (per account and per
   * client address): the attempt is reserved first and released by `succeeded()` on a right code.
   */
  function checkThrottle(userId: string, ip: string | null) {
    const reservation = throttle.reserve(throttleKey(userId), addressKey(ip ?? 'unknown'), {
      knownAccount: true,
    });
    if (!reservation.ok) throw throttled(reservation.retryAfter);
    return reservation;
  }

  /** A wrong code: counted, recorded, refused. */
  function failed(context: RequestContext, userId: string, factor: string): never {
    audit.record(context, { type: 'mfa.failed', actorId: userId, details: { factor } });
    throw new ApiError(400, 'invalid_code', 'The code is not valid', {
      error_description: 'The code is not valid',
    });
  }

  /**
   * True when `code` is the account's current TOTP code (±1 step) and newer than the last one
   * accepted; the step is recorded, so the same code never works twice.
   */
  function acceptTotp(factorId: string, secret: string, code: string): boolean {
    const step = matchTotp(secret, code, now());
    return step !== null && mfa.useTotpStep(factorId, step);
  }

  return {
    status(userId: string): MfaStatus {
      return {
        totp: Boolean(mfa.activeTotp(userId)),
        passkeys: passkeys.listForUser(userId).map((p) => ({
          id: p.id,
          name: p.name,
          created_at: p.created_at,
          last_used_at: p.last_used_at,
        })),
        recovery_codes_left: mfa.recoveryCodesLeft(userId),
        required: policy.requires({ id: userId }),
      };
    },

    startTotp(userId: string): TotpEnrolment {
      const user = users.findById(userId);
      if (!user) throw notFound('The account no longer exists');
      const secret = newTotpSecret();
      const factorId = mfa.createPendingTotp(userId, secret);
      return { factor_id: factorId, secret, otpauth_uri: totpUri(secret, user.email) };
    },

    /** The first code proves the app has the secret: the factor becomes active. */
    verifyTotp(context: Actor, factorId: string, code: string): string[] {
      const attempt = checkThrottle(context.userId, context.ip);
      const factor = mfa.findTotp(context.userId, factorId);
      if (!factor) throw notFound('No authenticator with this id: start again');
      if (factor.verified_at) throw conflict('already_verified', 'This authenticator is active');
      const step = matchTotp(factor.secret, code, now());
      if (step === null) failed(context, context.userId, 'totp_enrolment');
      attempt.succeeded();
      const codes = newRecoveryCodes();
      mfa.activateTotp(context.userId, factor.id, step, codes);
      sessions.clearMfaEnrolment(context.userId);
      audit.record(context, { type: 'mfa.enrolled', details: { factor: 'totp' } });
      return codes;
    },

    removeTotp(context: Actor): void {
      if (!mfa.activeTotp(context.userId)) throw notFound('No authenticator app is enrolled');
      if (
        policy.requires({ id: context.userId }) &&
        passkeys.listForUser(context.userId).length === 0
      ) {
        throw conflict(
          'last_second_factor',
          'Every admin must keep a second factor: add a passkey before removing the app',
        );
      }
      mfa.removeTotp(context.userId);
      audit.record(context, { type: 'mfa.removed', details: { factor: 'totp' } });
    },

    regenerateRecoveryCodes(context: Actor): string[] {
      if (!mfa.hasSecondFactor(context.userId)) {
        throw conflict(
          'no_second_factor',
          'Recovery codes come with an authenticator or a passkey',
        );
      }
      const codes = newRecoveryCodes();
      mfa.replaceRecoveryCodes(context.userId, codes);
      audit.record(context, { type: 'mfa.enrolled', details: { factor: 'recovery_codes' } });
      return codes;
    },

    /** Sign-in step two with an app code; throws invalid_code (counted) or rate_limited. */
    checkOtp(context: RequestContext, userId: string, otp: string): void {
      const attempt = checkThrottle(userId, context.ip);
      const factor = mfa.activeTotp(userId);
      if (!factor || !acceptTotp(factor.id, factor.secret, otp)) failed(context, userId, 'otp');
      attempt.succeeded();
      audit.record(context, { type: 'mfa.used', actorId: userId, details: { factor: 'otp' } });
    },

    /** Sign-in step two with a recovery code, which is used up. */
    checkRecoveryCode(context: RequestContext, userId: string, code: string): void {
      const attempt = checkThrottle(userId, context.ip);
      if (!mfa.useRecoveryCode(userId, normalizeRecoveryCode(code))) {
        failed(context, userId, 'recovery_code');
      }
      attempt.succeeded();
      audit.record(context, {
        type: 'mfa.used',
        actorId: userId,
        details: { factor: 'recovery_code', left: mfa.recoveryCodesLeft(userId) },
      });
    },
  };
}

export type MfaService = ReturnType<typeof createMfaService>;
