import { wallClockAt, zonedToInstant } from '@shared/site-content/zoned-time';

/**
 * Calendar days in the firm's time zone (an IANA name such as Europe/Zurich). The inbox's date
 * filters and the dashboard's chart count days as the firm's staff see them, not in UTC: a lead
 * sent at 00:30 local time belongs to that local day. The zone arithmetic is zoned-time's.
 */

/** True when the platform knows the zone (so a typo in the environment fails at start). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local calendar day (YYYY-MM-DD) of an instant. */
export function localDay(instant: number, timeZone: string): string {
  const w = wallClockAt(instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/**
 * The instant (ms) at which local day `day` (YYYY-MM-DD) begins, DST changes included: where the
 * clocks skip midnight, the moment they jump.
 */
export function startOfLocalDay(day: string, timeZone: string): number {
  const start = zonedToInstant(day, '00:00', timeZone);
  if (start === null) throw new RangeError(`not a calendar day: ${day}`);
  return start;
}

/** The day `n` days after `day` (negative: before), on the calendar alone. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}
