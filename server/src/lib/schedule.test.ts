import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextRun, scheduleJob } from './schedule';

const ZURICH = 'Europe/Zurich';

describe('scheduleJob (a test clock)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at the local hour of the time zone, daylight saving included', async () => {
    // Saturday 30 March 2030, noon in Zurich; the clocks go forward that night.
    vi.setSystemTime(new Date('2030-03-30T11:00:00Z'));
    const runs: string[] = [];
    const job = scheduleJob(
      '15 3 * * *',
      ZURICH,
      () => runs.push(new Date().toISOString()),
      () => {},
    );
    await vi.advanceTimersByTimeAsync(2 * 86_400_000);
    job.stop();
    // 03:15 summer time (UTC+2) on Sunday, then on Monday.
    expect(runs.map((at) => at.slice(0, 16))).toEqual(['2030-03-31T01:15', '2030-04-01T01:15']);
  });

  it('hands a failed run to onError and still runs the next day', async () => {
    vi.setSystemTime(new Date('2030-01-07T12:00:00Z'));
    const errors: unknown[] = [];
    let calls = 0;
    const job = scheduleJob(
      '0 4 * * *',
      'UTC',
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('disk full');
      },
      (error) => errors.push(error),
    );
    await vi.advanceTimersByTimeAsync(2 * 86_400_000);
    job.stop();
    expect(calls).toBe(2);
    expect(errors).toEqual([new Error('disk full')]);
  });

  it('runs no more once stopped', async () => {
    vi.setSystemTime(new Date('2030-01-07T12:00:00Z'));
    let calls = 0;
    const job = scheduleJob(
      '0 4 * * *',
      'UTC',
      () => (calls += 1),
      () => {},
    );
    job.stop();
    await vi.advanceTimersByTimeAsync(3 * 86_400_000);
    expect(calls).toBe(0);
  });
});

describe('nextRun', () => {
  it('reads the pattern in the time zone given', () => {
    const from = new Date('2030-07-01T00:00:00Z');
    expect(nextRun('0 9 * * *', ZURICH, from)?.toISOString()).toBe('2030-07-01T07:00:00.000Z');
    expect(nextRun('0 9 * * *', 'America/New_York', from)?.toISOString()).toBe(
      '2030-07-01T13:00:00.000Z',
    );
  });
});
