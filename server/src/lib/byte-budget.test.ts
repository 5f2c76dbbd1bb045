import { afterEach, describe, expect, it, vi } from 'vitest';
import { createByteBudget } from './byte-budget';

afterEach(() => vi.useRealTimers());

describe('the shared byte budget', () => {
  it('lets a second of bytes through at once, then makes readers wait for the rate', async () => {
    vi.useFakeTimers();
    const clock = 0;
    const budget = createByteBudget(1000, () => clock);

    expect(budget.take(600)).toBeNull();
    expect(budget.take(400)).toBeNull(); // the burst: one second's worth
    const waiting = budget.take(500); // 500 in debt: half a second at 1000 bytes/s
    expect(waiting).not.toBeNull();
    let done = false;
    void waiting!.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('queues readers behind the debt of those before them, so the rate holds for all', () => {
    vi.useFakeTimers();
    const clock = 0;
    const budget = createByteBudget(1000, () => clock);
    budget.take(1000);
    const waits: number[] = [];
    const spy = vi.spyOn(globalThis, 'setTimeout');
    budget.take(250);
    budget.take(250);
    budget.take(500);
    for (const call of spy.mock.calls) waits.push(call[1] as number);
    expect(waits).toEqual([250, 500, 1000]);
  });

  it('refills with time, never beyond one second of bytes', () => {
    let clock = 0;
    const budget = createByteBudget(1000, () => clock);
    budget.take(1000);
    clock = 10_000; // ten idle seconds bank only one
    expect(budget.take(1000)).toBeNull();
    expect(budget.take(1)).not.toBeNull();
  });
});
