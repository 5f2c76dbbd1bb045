// Wall-clock times in a named time zone (SITE_TIME_ZONE) and the instants they stand for, with
// Intl only: schedules are read and shown in the firm's zone whatever the browser's or server's.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MINUTE = 60_000;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formats.set(zone, format);
  }
  return format;
}

/** What a clock in `zone` shows at instant `at`. */
export function wallClockAt(at: number, zone: string): WallClock {
  const parts = formatIn(zone).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

const asUtc = (c: WallClock) => Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute);

/** The zone's offset from UTC at instant `at`, in whole minutes. */
export function offsetAt(at: number, zone: string): number {
  const floored = Math.floor(at / MINUTE) * MINUTE;
  return Math.round((asUtc(wallClockAt(floored, zone)) - floored) / MINUTE);
}

/**
 * The instant a date (`YYYY-MM-DD`) and time (`HH:MM`) on a clock in `zone` stands for; null
 * when either is malformed. A time the clocks skip (spring forward) is read with the offset from
 * before the jump (02:30 becomes 03:30); a time they show twice (fall back) is the first.
 */
export function zonedToInstant(date: string, time: string, zone: string): number | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const wall: WallClock = {
    year: Number(d[1]),
    month: Number(d[2]),
    day: Number(d[3]),
    hour: Number(t[1]),
    minute: Number(t[2]),
  };
  const local = asUtc(wall);
  const back = new Date(local);
  if (back.getUTCDate() !== wall.day || wall.hour > 23 || wall.minute > 59) return null;
  // The offsets in force half a day either side cover any one transition.
  const offsets = [
    ...new Set([offsetAt(local - 720 * MINUTE, zone), offsetAt(local + 720 * MINUTE, zone)]),
  ];
  const shows = (at: number) => asUtc(wallClockAt(at, zone)) === local;
  const candidates = offsets.map((o) => local - o * MINUTE).filter(shows);
  if (candidates.length > 0) return Math.min(...candidates);
  return local - offsets[0]! * MINUTE;
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
