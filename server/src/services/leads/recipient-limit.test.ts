import { describe, expect, it } from 'vitest';
import { createRecipientLimit, recipientKey } from './recipient-limit';

describe('acknowledgements per recipient', () => {
  const day = 24 * 3600 * 1000;

  it('lets three through to one address in 24 hours, whatever its case or +tag', () => {
    let clock = Date.parse('2030-01-01T00:00:00Z');
    const limit = createRecipientLimit({ max: 3, windowMs: day, now: () => clock, recent: [] });
    expect(limit.take('victim@third.example')).toBe(true);
    expect(limit.take('VICTIM@Third.Example')).toBe(true);
    expect(limit.take('victim+win@third.example')).toBe(true);
    expect(limit.take('victim@third.example')).toBe(false);
    expect(limit.take('someone.else@third.example')).toBe(true);
    clock += day - 1;
    expect(limit.take('victim@third.example')).toBe(false);
    clock += 2;
    expect(limit.take('victim@third.example')).toBe(true);
  });

  it('starts from what was sent before a restart', () => {
    const now = Date.parse('2030-01-02T00:00:00Z');
    const recent = ['2030-01-01T10:00:00Z', '2030-01-01T11:00:00Z', '2030-01-01T12:00:00Z'].map(
      (at) => ({ email: 'ada@example.com', at }),
    );
    const limit = createRecipientLimit({ max: 3, windowMs: day, now: () => now, recent });
    expect(limit.take('ada@example.com')).toBe(false);
  });

  it('keys addresses without case and tag', () => {
    expect(recipientKey(' Ada+News@Example.COM ')).toBe('ada@example.com');
    expect(recipientKey('no-at-sign')).toBe('no-at-sign');
  });
});
