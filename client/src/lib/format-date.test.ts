import { describe, expect, it } from 'vitest';
import { formatLongUsDate } from './format-date';

describe('formatLongUsDate', () => {
  it('formats ISO dates in long US format', () => {
    expect(formatLongUsDate('2025-03-05T00:00:00.000Z')).toBe('March 5, 2025');
    expect(formatLongUsDate('2024-11-13T09:30:00.000Z')).toBe('November 13, 2024');
  });

  it('uses UTC, so the day does not depend on the machine time zone', () => {
    expect(formatLongUsDate('2025-01-15T23:59:59.000Z')).toBe('January 15, 2025');
    expect(formatLongUsDate('2025-01-15T00:00:00.000Z')).toBe('January 15, 2025');
    expect(formatLongUsDate('2025-01-15T23:30:00-05:00')).toBe('January 16, 2025');
  });

  it('leaves text that is not a date unchanged', () => {
    expect(formatLongUsDate('not a date')).toBe('not a date');
  });
});
