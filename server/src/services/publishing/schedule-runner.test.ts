import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublishSchedulesRepository } from '../../repositories/publish-schedules-repository';
import { createScheduleRunner } from './schedule-runner';

// The runner's own life: a server closed while it starts keeps no sweep behind it (tests build
// and close many apps; a server that stops at once must stop everything it started).

/** A runner over no schedules that counts how often it looks for due ones. */
function countingRunner() {
  const seen = { looks: 0 };
  const repo = {
    claimed: () => [],
    due: () => ((seen.looks += 1), []),
    nextDue: () => null,
  } as unknown as PublishSchedulesRepository;
  const runner = createScheduleRunner({
    repo,
    target: { checkTarget: () => ({ ok: true }), publishTarget: () => Promise.reject() },
    now: Date.now,
    timeZone: 'UTC',
    onRan: () => {},
    onError: () => {},
  });
  return { runner, seen };
}

describe('the schedule runner', () => {
  afterEach(() => vi.useRealTimers());

  it('stopped while its first pass runs, it sweeps no more', async () => {
    vi.useFakeTimers();
    const { runner, seen } = countingRunner();
    const starting = runner.start();
    await runner.stop();
    await starting;
    const afterStart = seen.looks;
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(seen.looks).toBe(afterStart);
  });

  it('started and left running, it looks every minute', async () => {
    vi.useFakeTimers();
    const { runner, seen } = countingRunner();
    await runner.start();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    await runner.stop();
    expect(seen.looks).toBeGreaterThanOrEqual(6); // the pass at start, then one a minute
  });
});
