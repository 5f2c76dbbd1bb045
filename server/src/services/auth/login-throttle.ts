import type { RateLimitRule } from '../../config/app-config';

/**
 * Counts failed password grants per account (in memory, per process). The per-IP limit of the
 * token endpoint does not stop a distributed guess at one account; this does. Only failures
 * count, so the owner who knows the password is not locked out by successful sign-ins.
 */
export interface LoginThrottle {
  /** Seconds until the account may try again, or 0 when it may try now. */
  retryAfter(account: string): number;
  recordFailure(account: string): void;
  reset(account: string): void;
}

export function createLoginThrottle(rule: RateLimitRule, now: () => number): LoginThrottle {
  const failures = new Map<string, { count: number; windowStart: number }>();

  function current(account: string) {
    const entry = failures.get(account);
    if (entry && now() - entry.windowStart >= rule.timeWindow) {
      failures.delete(account);
      return undefined;
    }
    return entry;
  }

  return {
    retryAfter(account) {
      const entry = current(account);
      if (!entry || entry.count < rule.max) return 0;
      return Math.max(1, Math.ceil((entry.windowStart + rule.timeWindow - now()) / 1000));
    },
    recordFailure(account) {
      const entry = current(account);
      if (entry) entry.count += 1;
      else failures.set(account, { count: 1, windowStart: now() });
      // Bound memory under a spray of random e-mails: forget the oldest entry.
      if (failures.size > 10_000) failures.delete(failures.keys().next().value as string);
    },
    reset(account) {
      failures.delete(account);
    },
  };
}
