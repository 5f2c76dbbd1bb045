import { describe, expect, it } from 'vitest';
import { createSeqRing } from './seq-ring';

describe('seq ring', () => {
  it('gives back each item under its own number, once, in any order', () => {
    const ring = createSeqRing<string>();
    for (let seq = 0; seq < 5; seq++) ring.put(seq, `job ${seq}`);
    expect(ring.size).toBe(5);
    expect(ring.take(3)).toBe('job 3');
    expect(ring.take(3)).toBeUndefined();
    expect(ring.take(0)).toBe('job 0');
    expect(ring.take(99)).toBeUndefined();
    expect(ring.size).toBe(3);
  });

  it('keeps every item while the waiting span outgrows its slots (a write left waiting long)', () => {
    const ring = createSeqRing<number>();
    // Sequence 0 waits while 10,000 later ones come and go: their slots wrap onto its slot.
    ring.put(0, 0);
    for (let seq = 1; seq <= 10_000; seq++) {
      ring.put(seq, seq);
      if (seq > 1) expect(ring.take(seq - 1)).toBe(seq - 1);
    }
    expect(ring.size).toBe(2);
    expect(ring.take(0)).toBe(0);
    expect(ring.take(10_000)).toBe(10_000);
    expect(ring.size).toBe(0);
  });

  it('hands over everything still waiting, oldest first, and is empty after', () => {
    const ring = createSeqRing<string>();
    for (const seq of [700, 3, 512, 40]) ring.put(seq, `job ${seq}`);
    ring.take(40);
    expect(ring.takeAll()).toEqual(['job 3', 'job 512', 'job 700']);
    expect(ring.size).toBe(0);
    expect(ring.take(3)).toBeUndefined();
  });

  it('refuses a number that already waits, rather than lose either item', () => {
    const ring = createSeqRing<string>();
    ring.put(7, 'first');
    expect(() => ring.put(7, 'second')).toThrow(/already waits/);
    expect(ring.take(7)).toBe('first');
  });
});
