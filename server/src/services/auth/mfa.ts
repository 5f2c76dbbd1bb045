import type { MfaStatus, TotpEnrolment } from '@shared/schemas/account';
import type { Repositories } from '../../repositories';
import { ApiError, conflict, notFound } from '../../lib/api-error';
import type { AuditLog, RequestContext } from '../audit/audit-log';
import { addressKey } from '../../lib/address-key';
import { hasPassword, NO_PASSWORD } from '../../lib/password';
import type { LoginThrottle } from './login-throttle';
import type { NotifyAccount } from '../notifications/account-notice-mail';
import type { MfaPolicy } from './mfa-policy';
import type { StepUp } from './step-up';
import { matchTotp, newRecoveryCodes, newTotpSecret, normalizeRecoveryCode, totpUri } from './totp';

interface Deps {
  repos: Repositories;
  audit: AuditLog;
  /** Wrong codes count here per account, like wrong passwords. */
  throttle: LoginThrottle;
  policy: MfaPolicy;
  /** Security notices to the account (factor changes, repeated wrong codes). */
  notify: NotifyAccount;
  now: () => number;
}

type Actor = RequestContext & { userId: string };

/** A pending authenticator must be activated this soon after its secret was shown. */
const PENDING_TOTP_MS = 15 * 60_000;
/** Wrong codes in a row (within the window) after which the account is told. */
const FAILED_CODES_NOTICE = 3;
const FAILED_CODES_WINDOW_MS = 15 * 60_000;

/**
 * A code older than (or the same as) the last one accepted: most often the code the app still
 * shows, typed again right after it was used. Refused and counted exactly like a wrong code;
 * only the words differ, so the person waits for the next code instead of doubting the app.
 */
export const SPENT_CODE_MESSAGE =
  'This code was already used. Wait for the next code in your authenticator app and enter that one.';

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
export function createMfaService({ repos, audit, throttle, policy, notify, now }: Deps) {
  const { mfa, passkeys, users } = repos;
  const throttleKey = (userId: string) => `mfa:${userId}`;
  /** Wrong codes in a row per account, in memory: the notice goes once per run of failures. */
  const wrongCodes = new Map<string, { count: number; since: number; told: boolean }>();

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

  /**
   * The account a sign-in's second step is for. The request has no session yet, so its context
   * names nobody: without this the security log would show who only by id.
   */
  function account(userId: string) {
    return { actorId: userId, actorEmail: users.findById(userId)?.email ?? null };
  }

  /**
   * A wrong or spent code: counted, recorded, refused; a run of them is told to the account. A
   * spent code (`code_already_used`) counts like any wrong one: knowing a code was once right
   * gives no way in, and the throttle treats it the same.
   */
  function failed(context: RequestContext, userId: string, factor: string, spent = false): never {
    audit.record(context, {
      type: 'mfa.failed',
      ...account(userId),
      details: { factor, ...(spent ? { reason: 'code_already_used' } : {}) },
    });
    if (factor !== 'totp_enrolment') noticeWrongCodes(context, userId);
    const [code, message] = spent
      ? ['code_already_used', SPENT_CODE_MESSAGE]
      : ['invalid_code', 'The code is not valid'];
    throw new ApiError(400, code, message, { error_description: message });
  }

  /**
   * Someone who knows the password is guessing the second step (or the owner's phone clock is
   * off): after FAILED_CODES_NOTICE wrong codes in a row the owner gets an audit event and, with
   * SMTP, an e-mail, once per run. A right code starts the count again.
   */
  function noticeWrongCodes(context: RequestContext, userId: string): void {
    let run = wrongCodes.get(userId);
    if (!run || now() - run.since > FAILED_CODES_WINDOW_MS) {
      run = { count: 0, since: now(), told: false };
      wrongCodes.set(userId, run);
    }
    run.count += 1;
    if (run.told || run.count < FAILED_CODES_NOTICE) return;
    run.told = true;
    audit.record(context, {
      type: 'mfa.failures_notified',
      ...account(userId),
      targetType: 'user',
      targetId: userId,
      details: { wrong_codes: run.count },
    });
    notify(context, userId, { kind: 'failed_codes', count: run.count });
  }

  /** A right code: the run of wrong ones is over. */
  function passed(userId: string, attempt: { succeeded(): void }): void {
    attempt.succeeded();
    wrongCodes.delete(userId);
  }

  /**
   * 'accepted' when `code` is the account's current TOTP code (±1 step) and newer than the last
   * one accepted (the step is recorded, so the same code never works twice); 'spent' when it
   * is a current code but not newer; 'wrong' otherwise.
   */
  function acceptTotp(factorId: string, secret: string, code: string) {
    const step = matchTotp(secret, code, now());
    if (step === null) return 'wrong';
    return mfa.useTotpStep(factorId, step) ? 'accepted' : 'spent';
  }

  /**
   * Sign-in step two with an app code; throws invalid_code or code_already_used (both counted)
   * or rate_limited.
   */
  function checkOtp(context: RequestContext, userId: string, otp: string): void {
    const attempt = checkThrottle(userId, context.ip);
    const factor = mfa.activeTotp(userId);
    const result = factor ? acceptTotp(factor.id, factor.secret, otp) : 'wrong';
    if (result !== 'accepted') failed(context, userId, 'otp', result === 'spent');
    passed(userId, attempt);
    audit.record(context, { type: 'mfa.used', ...account(userId), details: { factor: 'otp' } });
  }

  /** Sign-in step two with a recovery code, which is used up. */
  function checkRecoveryCode(context: RequestContext, userId: string, code: string): void {
    const attempt = checkThrottle(userId, context.ip);
    if (!mfa.useRecoveryCode(userId, normalizeRecoveryCode(code))) {
      failed(context, userId, 'recovery_code');
    }
    passed(userId, attempt);
    audit.record(context, {
      type: 'mfa.used',
      ...account(userId),
      details: { factor: 'recovery_code', left: mfa.recoveryCodesLeft(userId) },
    });
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
        password: hasPassword(users.findById(userId)?.password_hash ?? NO_PASSWORD),
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
      // The secret was shown after a step-up; it must be activated soon after, not days later.
      if (
        !factor ||
        (!factor.verified_at && now() - Date.parse(factor.created_at) > PENDING_TOTP_MS)
      )
        throw notFound('No authenticator with this id: start again');
      if (factor.verified_at) throw conflict('already_verified', 'This authenticator is active');
      const step = matchTotp(factor.secret, code, now());
      if (step === null) failed(context, context.userId, 'totp_enrolment');
      attempt.succeeded();
      const codes = newRecoveryCodes();
      mfa.activateTotp(context.userId, factor.id, step, codes);
      audit.record(context, { type: 'mfa.enrolled', details: { factor: 'totp' } });
      notify(context, context.userId, { kind: 'totp_enrolled' });
      return codes;
    },

    /**
     * A code confirming a step-up: an app code (6 digits, when an app is enrolled) or a recovery
     * code, which is used up. Throttled and recorded like the sign-in codes.
     */
    checkCode(context: Actor, code: string): 'otp' | 'recovery_code' {
      if (/^\d{6}$/.test(code) && mfa.activeTotp(context.userId)) {
        checkOtp(context, context.userId, code);
        return 'otp';
      }
      checkRecoveryCode(context, context.userId, code);
      return 'recovery_code';
    },

    removeTotp(context: Actor, stepUp: StepUp): void {
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
      audit.record(context, { type: 'mfa.removed', details: { factor: 'totp', step_up: stepUp } });
      notify(context, context.userId, { kind: 'totp_removed' });
    },

    regenerateRecoveryCodes(context: Actor, stepUp: StepUp): string[] {
      if (!mfa.hasSecondFactor(context.userId)) {
        throw conflict(
          'no_second_factor',
          'Recovery codes come with an authenticator or a passkey',
        );
      }
      const codes = newRecoveryCodes();
      mfa.replaceRecoveryCodes(context.userId, codes);
      audit.record(context, {
        type: 'mfa.enrolled',
        details: { factor: 'recovery_codes', step_up: stepUp },
      });
      notify(context, context.userId, { kind: 'recovery_codes_replaced' });
      return codes;
    },

    checkOtp,
    checkRecoveryCode,
  };
}

export type MfaService = ReturnType<typeof createMfaService>;
