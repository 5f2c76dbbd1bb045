// When to refresh the access token and how to retry a failed refresh: a check
// every 30 s, a refresh when 3 checks or fewer remain before expiry, and retries with backoff
// for 30 s on a network failure or a 502/503/504.
// Pure functions: the clock and the sleep are passed in, so tests drive them with fake timers.

/** The auto-refresh timer checks the session this often. */
export const REFRESH_TICK_MS = 30_000;
/** Refresh once fewer than this many ticks remain before expiry. */
export const REFRESH_TICK_THRESHOLD = 3;
/** A token this close to its expiry counts as expired (clock skew, request time). */
export const EXPIRY_MARGIN_MS = 10_000;
/** A retryable refresh failure is retried after 200 ms x attempt ... */
export const RETRY_BASE_DELAY_MS = 200;
/** ... for at most this long in total. */
export const RETRY_WINDOW_MS = 30_000;

/** Whole ticks left before the token, less the expiry margin, runs out. */
export function ticksRemaining(expiresAtSec: number, nowMs: number): number {
  return Math.floor((expiresAtSec * 1000 - EXPIRY_MARGIN_MS - nowMs) / REFRESH_TICK_MS);
}

/** True when a timer tick at `nowMs` should refresh the session. */
export function shouldRefresh(expiresAtSec: number, nowMs: number): boolean {
  return ticksRemaining(expiresAtSec, nowMs) < REFRESH_TICK_THRESHOLD;
}

/** True when the access token must not be used any more without refreshing it first. */
export function isExpired(expiresAtSec: number, nowMs: number): boolean {
  return expiresAtSec * 1000 - nowMs < EXPIRY_MARGIN_MS;
}

/** Delay before retry number `attempt` (1-based). */
export function backoffDelay(attempt: number): number {
  return RETRY_BASE_DELAY_MS * attempt;
}

/** A refresh failure that may succeed when tried again: the network or a gateway, not a refusal. */
export class RetryableError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'RetryableError';
  }
}

export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status);
}

interface RetryOptions {
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `task`; when it throws a RetryableError, waits 200 ms x attempt and tries again, as long
 * as the next attempt would still start within 30 s of the first. Any other error, or the last
 * retryable one, is thrown.
 */
export async function withRetry<T>(
  task: (attempt: number) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const now = options.now ?? Date.now;
  const wait = options.sleep ?? sleep;
  const startedAt = now();
  for (let attempt = 0; ; attempt++) {
    try {
      return await task(attempt);
    } catch (error) {
      const delay = backoffDelay(attempt + 1);
      const retry = error instanceof RetryableError && now() + delay - startedAt < RETRY_WINDOW_MS;
      if (!retry) throw error;
      await wait(delay);
    }
  }
}

/**
 * Runs `tick` on the next turn of the event loop and then every REFRESH_TICK_MS, until the
 * returned function stops it. A tick that is still running is not started again.
 */
export function startAutoRefresh(
  tick: () => Promise<void> | void,
  intervalMs = REFRESH_TICK_MS,
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await tick();
    } catch {
      // A failed tick is retried by the next one.
    } finally {
      running = false;
    }
  };
  const first = setTimeout(run, 0);
  const interval = setInterval(run, intervalMs);
  return () => {
    clearTimeout(first);
    clearInterval(interval);
  };
}
