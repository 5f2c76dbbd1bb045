import { describe, expect, it } from 'vitest';
import { createVisitorKeys, type DailySalt, type SaltStore } from './visitor-key';

const UA = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0';

describe('visitor keys', () => {
  it('are the same for one address and browser all day, in the firm’s time zone', () => {
    const keys = createVisitorKeys('Europe/Zurich');
    // 00:30 and 23:30 local time (UTC+1 in winter) are the same local day.
    const morning = keys.visitor(Date.parse('2029-12-31T23:30:00Z'), '203.0.113.1', UA);
    const night = keys.visitor(Date.parse('2030-01-01T22:30:00Z'), '203.0.113.1', UA);
    expect(morning.day).toBe('2030-01-01');
    expect(night).toEqual(morning);
    const other = keys.visitor(Date.parse('2030-01-01T22:30:00Z'), '203.0.113.2', UA);
    expect(other.key).not.toBe(morning.key);
  });

  it('change with the day, and differ between two servers without a store (the salt is random)', () => {
    const keys = createVisitorKeys('UTC');
    const today = keys.visitor(Date.parse('2030-01-01T23:59:59Z'), '203.0.113.1', UA);
    const tomorrow = keys.visitor(Date.parse('2030-01-02T00:00:00Z'), '203.0.113.1', UA);
    expect(tomorrow.day).toBe('2030-01-02');
    expect(tomorrow.key).not.toBe(today.key);
    const restarted = createVisitorKeys('UTC').visitor(
      Date.parse('2030-01-02T00:00:01Z'),
      '203.0.113.1',
      UA,
    );
    expect(restarted.key).not.toBe(tomorrow.key);
  });

  it('keep the day’s salt in the store for the day: a restart that day keeps the keys', () => {
    let kept: DailySalt | null = null;
    const store: SaltStore = {
      load: () => kept,
      save: (salt) => void (kept = salt),
      flushed: () => Promise.resolve(),
    };
    const at = Date.parse('2030-01-01T09:00:00Z');
    const before = createVisitorKeys('UTC', store).visitor(at, '203.0.113.1', UA);
    expect(kept).toMatchObject({ day: '2030-01-01' });
    const after = createVisitorKeys('UTC', store).visitor(at + 3_600_000, '203.0.113.1', UA);
    expect(after).toEqual(before);
    // Yesterday's salt is not today's: a new one replaces it in the store.
    const yesterday = kept!;
    const tomorrow = createVisitorKeys('UTC', store).visitor(at + 86_400_000, '203.0.113.1', UA);
    expect(tomorrow.key).not.toBe(before.key);
    expect(kept).toMatchObject({ day: '2030-01-02' });
    expect(kept!.salt).not.toBe(yesterday.salt);
  });
});
