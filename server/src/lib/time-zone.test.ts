import { describe, expect, it } from 'vitest';
import { addDays, isTimeZone, localDay, startOfLocalDay } from './time-zone';

const at = (iso: string) => Date.parse(iso);
const hoursIn = (day: string, zone: string) =>
  (startOfLocalDay(addDays(day, 1), zone) - startOfLocalDay(day, zone)) / 3_600_000;

describe('calendar days in the firm time zone', () => {
  it('puts an instant on the day its local clock shows', () => {
    expect(localDay(at('2026-12-31T23:30:00Z'), 'Europe/Zurich')).toBe('2027-01-01');
    expect(localDay(at('2026-12-31T23:30:00Z'), 'America/New_York')).toBe('2026-12-31');
    expect(localDay(at('2026-07-01T18:45:00Z'), 'Asia/Kolkata')).toBe('2026-07-02');
  });

  it('starts a day at local midnight, with the offset in force then', () => {
    expect(startOfLocalDay('2026-12-01', 'Europe/Zurich')).toBe(at('2026-11-30T23:00:00Z'));
    expect(startOfLocalDay('2026-07-01', 'Europe/Zurich')).toBe(at('2026-06-30T22:00:00Z'));
    expect(startOfLocalDay('2026-07-01', 'Asia/Kolkata')).toBe(at('2026-06-30T18:30:00Z'));
  });

  it('gives the days the clocks change 23 and 25 hours', () => {
    // Zurich springs forward on 29 March 2026 at 02:00 and falls back on 25 October at 03:00.
    expect(startOfLocalDay('2026-03-29', 'Europe/Zurich')).toBe(at('2026-03-28T23:00:00Z'));
    expect(hoursIn('2026-03-29', 'Europe/Zurich')).toBe(23);
    expect(startOfLocalDay('2026-10-25', 'Europe/Zurich')).toBe(at('2026-10-24T22:00:00Z'));
    expect(hoursIn('2026-10-25', 'Europe/Zurich')).toBe(25);
  });

  it('starts a day whose midnight the clocks skip at the moment they jump', () => {
    // Santiago goes from 23:59 on 5 September 2026 to 01:00 on the 6th (04:00 UTC), and back
    // from 00:00 on 5 April to 23:00 on the 4th.
    const start = startOfLocalDay('2026-09-06', 'America/Santiago');
    expect(start).toBe(at('2026-09-06T04:00:00Z'));
    expect(localDay(start, 'America/Santiago')).toBe('2026-09-06');
    expect(localDay(start - 60_000, 'America/Santiago')).toBe('2026-09-05');
    expect(hoursIn('2026-04-04', 'America/Santiago')).toBe(25);
  });

  it('counts days on the calendar and knows the zones the platform knows', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(isTimeZone('Europe/Zurich')).toBe(true);
    expect(isTimeZone('Europe/Zurch')).toBe(false);
  });
});
