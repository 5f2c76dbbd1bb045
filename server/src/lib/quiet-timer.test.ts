import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQuietTimer } from './quiet-timer';

describe('quiet timer', () => {
  afterEach(() => vi.useRealTimers());

  it('runs once the events pause for quietMs, or maxWaitMs after the first, with one timer per wait', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const run = vi.fn();
    const quiet = createQuietTimer(run, { quietMs: 50, maxWaitMs: 200 });

    quiet.poke();
    vi.advanceTimersByTime(30);
    quiet.poke(); // pushes the run back to 80 ms
    vi.advanceTimersByTime(40);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10);
    expect(run).toHaveBeenCalledTimes(1);

    // An event every 20 ms never leaves 50 ms of quiet: the run comes 200 ms after the first.
    const timers = vi.getTimerCount();
    for (let t = 0; t < 180; t += 20) {
      quiet.poke();
      expect(vi.getTimerCount()).toBeLessThanOrEqual(timers + 1);
      vi.advanceTimersByTime(20);
    }
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20);
    expect(run).toHaveBeenCalledTimes(2);

    quiet.poke();
    quiet.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });
});
