import { TZDateMini, tzOffset } from '@date-fns/tz';

// Wall-clock times in a named time zone (SITE_TIME_ZONE) and the instants they stand for:
// schedules are read and shown in the firm's zone whatever the browser's or server's. The zone
// data and the offsets come from @date-fns/tz (over Intl); docs/decisions/049-house-rules.md.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MINUTE = 60_000;
const HALF_A_DAY = 720 * MINUTE;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** What a clock in `zone` shows at instant `at`. */
export function wallClockAt(at: number, zone: string): WallClock {
  const clock = new TZDateMini(at, zone);
  return {
    year: clock.getFullYear(),
    month: clock.getMonth() + 1,
    day: clock.getDate(),
    hour: clock.getHours(),
    minute: clock.getMinutes(),
  };
}

/** The zone's offset from UTC at instant `at`, in minutes (+60 for Paris in winter). */
export function offsetAt(at: number, zone: string): number {
  return tzOffset(zone, new Date(at));
}

type Fields = [year: number, month: number, day: number, hour: number, minute: number];

/**
 * The instant a date (`YYYY-MM-DD`) and time (`HH:MM`) on a clock in `zone` stands for; null
 * when either is malformed. A time the clocks skip (spring forward) is read with the offset from
 * before the jump (02:30 becomes 03:30); a time they show twice (fall back) is the first.
 */
export function zonedToInstant(date: string, time: string, zone: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(`${date} ${time}`);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as Fields;
  const local = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(local).getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // Not TZDate's constructor: it settles a time shown twice by the machine's own zone
  // (date-fns/tz#40), and a schedule must not depend on where it is read. The offsets in force
  // half a day either side cover any one transition; the earlier one is read first.
  const before = offsetAt(local - HALF_A_DAY, zone);
  const after = offsetAt(local + HALF_A_DAY, zone);
  for (const offset of [before, after]) {
    const instant = local - offset * MINUTE;
    if (offsetAt(instant, zone) === offset) return instant;
  }
  return local - before * MINUTE;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `instant` as ISO 8601 with the zone's offset then: `2026-12-01T09:00:00+01:00`. */
export function isoWithOffset(instant: number, zone: string): string {
  const offset = offsetAt(instant, zone);
  const c = wallClockAt(instant, zone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return (
    `${c.year}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}:00` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** `instant` as people in `zone` read it: `1 Dec 2026, 09:00`. */
export function formatInZone(instant: number, zone: string): string {
  const c = wallClockAt(instant, zone);
  return `${c.day} ${MONTHS[c.month - 1]} ${c.year}, ${pad(c.hour)}:${pad(c.minute)}`;
}

/** The date (`YYYY-MM-DD`) and time (`HH:MM`) a clock in `zone` shows at `instant`. */
export function dateAndTimeIn(instant: number, zone: string): { date: string; time: string } {
  const c = wallClockAt(instant, zone);
  return {
    date: `${c.year}-${pad(c.month)}-${pad(c.day)}`,
    time: `${pad(c.hour)}:${pad(c.minute)}`,
  };
}
