import { afterEach, describe, expect, it, vi } from 'vitest';
import { createByteBudget } from './byte-budget';

afterEach(() => vi.useRealTimers());

describe('the shared byte budget', () => {
  it('lets a second of bytes through at once, then makes readers wait for the rate', async () => {
    vi.useFakeTimers();
    let clock = 0;
    const budget = createByteBudget(1000, () => clock).client('a');

    expect(budget.take(600)).toBeNull();
    expect(budget.take(400)).toBeNull(); // the burst: one second's worth
    const waiting = budget.take(500); // half a second at 1000 bytes/s
    expect(waiting).not.toBeNull();
    let done = false;
    void waiting!.then(() => (done = true));
    clock = 499;
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    clock = 500;
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('serves waiting clients in turn: many uploads from one client do not starve another', async () => {
    vi.useFakeTimers();
    let clock = 0;
    const shared = createByteBudget(1000, () => clock);
    const many = shared.client('10.0.0.1');
    const one = shared.client('192.0.2.7');
    expect(many.take(1000)).toBeNull(); // the burst is spent
    const order: string[] = [];
    for (let i = 0; i < 4; i++) void many.take(100)!.then(() => order.push(`many${i}`));
    void one.take(100)!.then(() => order.push('one'));
    for (let t = 100; t <= 500; t += 100) {
      clock = t;
      await vi.advanceTimersByTimeAsync(100);
    }
    // The single upload came after four chunks of the other client, and went second.
    expect(order).toEqual(['many0', 'one', 'many1', 'many2', 'many3']);
  });

  it('holds the rate for all together', async () => {
    vi.useFakeTimers();
    let clock = 0;
    const shared = createByteBudget(1000, () => clock);
    shared.client('a').take(1000);
    let served = 0;
    for (const key of ['a', 'b', 'c', 'd']) {
      for (let i = 0; i < 5; i++)
        void shared
          .client(key)
          .take(100)!
          .then(() => (served += 100));
    }
    clock = 1000;
    await vi.advanceTimersByTimeAsync(1000);
    expect(served).toBe(1000); // one second: 1000 bytes, whoever asked
  });

  it('refills with time, never beyond one second of bytes', () => {
    let clock = 0;
    const budget = createByteBudget(1000, () => clock).client('a');
    budget.take(1000);
    clock = 10_000; // ten idle seconds bank only one
    expect(budget.take(1000)).toBeNull();
    expect(budget.take(1)).not.toBeNull();
  });
});
