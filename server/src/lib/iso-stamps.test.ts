import { describe, expect, it } from 'vitest';
import { createIsoStamps } from './iso-stamps';

describe('ISO stamps', () => {
  it("say the clock's millisecond, whether it moves on, stands still or goes back", () => {
    let t = Date.UTC(2026, 11, 7, 19, 30, 0, 5);
    const stamp = createIsoStamps(() => t);
    expect(stamp()).toBe('2026-12-07T19:30:00.005Z');
    expect(stamp()).toBe('2026-12-07T19:30:00.005Z');
    t += 1;
    expect(stamp()).toBe('2026-12-07T19:30:00.006Z');
    t -= 3_600_000;
    expect(stamp()).toBe('2026-12-07T18:30:00.006Z');
  });
});
