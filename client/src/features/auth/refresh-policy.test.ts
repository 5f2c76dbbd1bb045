import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  EXPIRY_MARGIN_MS,
  isExpired,
  RetryableError,
  shouldRefresh,
  startAutoRefresh,
  ticksRemaining,
  withRetry,
} from './refresh-policy';

const now = 1_700_000_000_000;
const inSeconds = (s: number) => (now + s * 1000) / 1000;

describe('refresh scheduling', () => {
  it('counts whole 30 s ticks left before expiry, less the 10 s margin', () => {
    expect(ticksRemaining(inSeconds(900), now)).toBe(29); // (900 - 10) / 30 = 29.6
    expect(ticksRemaining(inSeconds(100), now)).toBe(3);
    expect(ticksRemaining(inSeconds(99), now)).toBe(2);
    expect(ticksRemaining(inSeconds(5), now)).toBe(-1);
  });

  it('refreshes once fewer than 3 ticks remain', () => {
    expect(shouldRefresh(inSeconds(900), now)).toBe(false);
    expect(shouldRefresh(inSeconds(100), now)).toBe(false);
    expect(shouldRefresh(inSeconds(99), now)).toBe(true);
    expect(shouldRefresh(inSeconds(20), now)).toBe(true); // a 20 s token: the first tick refreshes
    expect(shouldRefresh(inSeconds(-60), now)).toBe(true);
  });

  it('treats a token within the 10 s margin as expired', () => {
    expect(EXPIRY_MARGIN_MS).toBe(10_000);
    expect(isExpired(inSeconds(11), now)).toBe(false);
    expect(isExpired(inSeconds(10), now)).toBe(false);
    expect(isExpired(inSeconds(9), now)).toBe(true);
    expect(isExpired(inSeconds(-1), now)).toBe(true);
  });
});

describe('startAutoRefresh', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks at once, then every 30 s, until stopped', async () => {
    const tick = vi.fn();
    const stop = startAutoRefresh(tick);
    expect(tick).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(tick).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(tick).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tick).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tick).toHaveBeenCalledTimes(4);
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(tick).toHaveBeenCalledTimes(4);
  });

  it('does not overlap a slow tick and survives a failing one', async () => {
    let calls = 0;
    const tick = vi.fn(async () => {
      calls++;
      if (calls === 1) await new Promise((resolve) => setTimeout(resolve, 45_000));
      if (calls === 2) throw new Error('boom');
    });
    const stop = startAutoRefresh(tick);
    await vi.advanceTimersByTimeAsync(30_000); // first still running at the 30 s tick
    expect(tick).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000); // 60 s: first done at 45 s, second runs and throws
    expect(tick).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(tick).toHaveBeenCalledTimes(3);
    stop();
  });
});

describe('withRetry', () => {
  beforeEach(() => vi.useFakeTimers({ now }));
  afterEach(() => vi.useRealTimers());

  it('backs off 200 ms x attempt', () => {
    expect([1, 2, 3, 4].map(backoffDelay)).toEqual([200, 400, 600, 800]);
  });

  it('retries retryable failures with growing delays until one succeeds', async () => {
    const starts: number[] = [];
    const task = vi.fn(async () => {
      starts.push(Date.now() - now);
      if (starts.length < 4) throw new RetryableError('Failed to fetch');
      return 'ok';
    });
    const result = withRetry(task);
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe('ok');
    expect(starts).toEqual([0, 200, 600, 1200]);
  });

  it('does not retry a refusal', async () => {
    const task = vi.fn(async () => {
      throw new Error('invalid_grant');
    });
    await expect(withRetry(task)).rejects.toThrow('invalid_grant');
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('gives up when the next attempt would start after 30 s', async () => {
    const starts: number[] = [];
    const task = vi.fn(async () => {
      starts.push(Date.now() - now);
      throw new RetryableError('Service Unavailable', 503);
    });
    const result = withRetry(task);
    const settled = expect(result).rejects.toMatchObject({ name: 'RetryableError', status: 503 });
    await vi.runAllTimersAsync();
    await settled;
    // Attempts start at 0, 200, 600, ... 200 * n(n+1)/2; the last one starts before 30 s.
    expect(starts.at(-1)).toBeLessThan(30_000);
    expect(starts.at(-1)! + backoffDelay(starts.length)).toBeGreaterThanOrEqual(30_000);
    expect(starts).toHaveLength(17);
  });
});
