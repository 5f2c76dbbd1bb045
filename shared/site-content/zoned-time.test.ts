import { describe, expect, it, vi } from 'vitest';
import { dateAndTimeIn, formatInZone, isoWithOffset, zonedToInstant } from './zoned-time';

const at = (iso: string) => Date.parse(iso);

describe('zoned time', () => {
  it('reads a date and time on the clocks of a zone, summer and winter', () => {
    expect(zonedToInstant('2026-12-01', '09:00', 'Europe/Paris')).toBe(at('2026-12-01T08:00:00Z'));
    expect(zonedToInstant('2026-07-01', '09:00', 'Europe/Paris')).toBe(at('2026-07-01T07:00:00Z'));
    expect(zonedToInstant('2026-07-01', '09:00', 'America/New_York')).toBe(
      at('2026-07-01T13:00:00Z'),
    );
    expect(zonedToInstant('2026-07-01', '09:00', 'Asia/Kolkata')).toBe(at('2026-07-01T03:30:00Z'));
    expect(zonedToInstant('2026-07-01', '09:00', 'UTC')).toBe(at('2026-07-01T09:00:00Z'));
  });

  it('reads a time the clocks skip after the jump, and a time they show twice as the first', () => {
    // Paris springs forward 02:00 -> 03:00 on 29 March 2026; falls back 03:00 -> 02:00 on 25 Oct.
    expect(zonedToInstant('2026-03-29', '02:30', 'Europe/Paris')).toBe(at('2026-03-29T01:30:00Z'));
    expect(formatInZone(at('2026-03-29T01:30:00Z'), 'Europe/Paris')).toBe('29 Mar 2026, 03:30');
    expect(zonedToInstant('2026-10-25', '02:30', 'Europe/Paris')).toBe(at('2026-10-25T00:30:00Z'));
  });

  it('refuses dates and times that are not', () => {
    expect(zonedToInstant('2026-02-30', '09:00', 'UTC')).toBeNull();
    expect(zonedToInstant('2026-12-01', '24:00', 'UTC')).toBeNull();
    expect(zonedToInstant('1 Dec 2026', '09:00', 'UTC')).toBeNull();
    expect(zonedToInstant('2026-12-01', '9am', 'UTC')).toBeNull();
  });

  it('writes an instant as ISO 8601 with the offset then, and as people read it', () => {
    expect(isoWithOffset(at('2026-12-01T08:00:00Z'), 'Europe/Paris')).toBe(
      '2026-12-01T09:00:00+01:00',
    );
    expect(isoWithOffset(at('2026-07-01T13:00:00Z'), 'America/New_York')).toBe(
      '2026-07-01T09:00:00-04:00',
    );
    expect(isoWithOffset(at('2026-07-01T03:30:00Z'), 'Asia/Kolkata')).toBe(
      '2026-07-01T09:00:00+05:30',
    );
    expect(formatInZone(at('2026-12-01T08:00:00Z'), 'Europe/Paris')).toBe('1 Dec 2026, 09:00');
    expect(formatInZone(at('2026-09-30T23:30:00Z'), 'Europe/Paris')).toBe('1 Oct 2026, 01:30');
    expect(dateAndTimeIn(at('2026-12-31T23:30:00Z'), 'Asia/Tokyo')).toEqual({
      date: '2027-01-01',
      time: '08:30',
    });
  });

  it('reads a schedule the same whatever the zone of the machine that reads it', () => {
    try {
      for (const machine of ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Kolkata']) {
        vi.stubEnv('TZ', machine);
        expect(zonedToInstant('2026-10-25', '02:30', 'Europe/Paris'), machine).toBe(
          at('2026-10-25T00:30:00Z'),
        );
        expect(zonedToInstant('2026-11-01', '01:30', 'America/New_York'), machine).toBe(
          at('2026-11-01T05:30:00Z'),
        );
        expect(zonedToInstant('2026-03-29', '02:30', 'Europe/Paris'), machine).toBe(
          at('2026-03-29T01:30:00Z'),
        );
        expect(formatInZone(at('2026-10-25T00:30:00Z'), 'Europe/Paris'), machine).toBe(
          '25 Oct 2026, 02:30',
        );
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
