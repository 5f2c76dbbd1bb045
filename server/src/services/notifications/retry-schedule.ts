import type { NotificationRetry } from '../../config/background-work';

/**
 * When to try again after `attempts` failed deliveries, or null to give up. The delay doubles
 * from baseDelayMs up to maxDelayMs (30 s, 1 min, 2 min ... 1 h by default), and is spread by
 * ±20 % so that notifications that failed together (an SMTP outage) do not retry in lockstep.
 */
export function nextRetryAt(
  attempts: number,
  failedAt: number,
  retry: NotificationRetry,
  random: () => number = Math.random,
): number | null {
  if (attempts >= retry.maxAttempts) return null;
  const exponential = retry.baseDelayMs * 2 ** Math.max(0, attempts - 1);
  const jittered = Math.min(exponential, retry.maxDelayMs) * (0.8 + 0.4 * random());
  return failedAt + Math.round(jittered);
}
