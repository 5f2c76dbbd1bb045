import { offsetAt as zoneOffsetAt, wallClockAt } from '@shared/site-content/zoned-time';

/**
 * Calendar days in the firm's time zone (an IANA name such as Europe/Zurich), with the platform's
 * Intl data only. The inbox's date filters and the dashboard's chart count days as the firm's
 * staff see them, not in UTC: a lead sent at 00:30 local time belongs to that local day.
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

/** Local time minus UTC at `instant`, in ms (e.g. +3,600,000 for Zurich in winter). */
const offsetAt = (instant: number, timeZone: string) => zoneOffsetAt(instant, timeZone) * 60_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local calendar day (YYYY-MM-DD) of an instant. */
export function localDay(instant: number, timeZone: string): string {
  const w = wallClockAt(instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** The instant (ms) at which local day `day` (YYYY-MM-DD) begins, DST changes included. */
export function startOfLocalDay(day: string, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(y, m - 1, d);
  const guess = midnightAsUtc - offsetAt(midnightAsUtc, timeZone);
  // The offset at the guess is the one in force at local midnight (differs across a DST change).
  return midnightAsUtc - offsetAt(guess, timeZone);
}

/** The day `n` days after `day` (negative: before), on the calendar alone. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}
