import { describe, expect, it } from 'vitest';
import { renderAccountNotice } from './account-notice-mail';

// A security notice says when the change happened on the firm's clocks (SITE_TIME_ZONE).

describe('the security notice mail', () => {
  it('names the time in the firm’s zone', () => {
    const origin = {
      at: Date.parse('2026-12-07T01:23:40.243Z'),
      ip: '203.0.113.9',
      userAgent: 'X',
    };
    const { text } = renderAccountNotice(
      'ada@firm.example',
      { kind: 'recovery_codes_replaced' },
      origin,
      'America/Chicago',
    );
    expect(text).toContain('When: 6 Dec 2026, 19:23 (America/Chicago)\n');
    expect(text).not.toContain('2026-12-07T01:23');
  });
});
