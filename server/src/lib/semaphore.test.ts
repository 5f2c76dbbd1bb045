import { describe, expect, it } from 'vitest';
import { createSemaphore } from './semaphore';

/** A task that finishes when told to. */
function gate() {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { done, open, fail };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('semaphore', () => {
  it('runs at most `limit` tasks at once; the rest start in arrival order as slots free', async () => {
    const slots = createSemaphore(2);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      slots.run(async () => {
        started.push(i);
        await g.done;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect([slots.active, slots.waiting]).toEqual([2, 2]);
    gates[1]!.open();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    expect([slots.active, slots.waiting]).toEqual([2, 1]);
    gates[0]!.open();
    gates[2]!.open();
    gates[3]!.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect([slots.active, slots.waiting]).toEqual([0, 0]);
  });

  it('a task that throws gives its slot back', async () => {
    const slots = createSemaphore(1);
    const first = gate();
    const failing = slots.run(() => first.done);
    const next = slots.run(async () => 'ran');
    first.fail(new Error('broken image'));
    await expect(failing).rejects.toThrow('broken image');
    expect(await next).toBe('ran');
    expect(slots.active).toBe(0);
  });
});
