import { describe, expect, it } from 'vitest';
import { createSpamAllowance, MAX_SENDERS_PER_DAY } from './spam-allowance';

describe("one sender's spam stored a day", () => {
  it("a share per address, new each day in the firm's time zone", () => {
    // 23:00 on 3 March in New York (04:00 UTC on the 4th).
    let t = Date.parse('2030-03-04T04:00:00Z');
    const allowance = createSpamAllowance({
      perAddress: 2,
      now: () => t,
      timeZone: 'America/New_York',
    });
    expect([1, 2, 3].map(() => allowance.take('203.0.113.7'))).toEqual([true, true, false]);
    expect(allowance.take('198.51.100.9')).toBe(true);
    t += 30 * 60_000; // 23:30, the same local day
    expect(allowance.take('203.0.113.7')).toBe(false);
    t += 60 * 60_000; // 00:30 on 4 March
    expect(allowance.take('203.0.113.7')).toBe(true);
  });

  it('counts at most MAX_SENDERS_PER_DAY senders a day: past them, a new sender stores none', () => {
    const allowance = createSpamAllowance({ perAddress: 2, now: () => 0, timeZone: 'UTC' });
    for (let i = 0; i < MAX_SENDERS_PER_DAY; i++) expect(allowance.take(`sender-${i}`)).toBe(true);
    expect(allowance.take('one more')).toBe(false);
    expect(allowance.take('sender-0')).toBe(true); // a sender counted keeps its share
    expect(allowance.take('sender-0')).toBe(false);
  });
});
