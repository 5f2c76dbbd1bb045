import { DEFAULT_LOCALE } from '../vocabularies/locale-format/dates';
import { DIGITS } from '../vocabularies/locale-format/numbers';
import { zonedToInstant } from './zoned-time';

// An event's times as the firm enters them: the date and time on the clock where it happens
// (`2026-03-10T14:00`) and that place's time zone (an IANA name, `Europe/Berlin`), never a bare
// time: 14:00 means nothing without its zone. The instants they stand for decide what is
// upcoming, when registration closes and when the reminder goes; a visitor reads the times in
// the event's own zone, whatever their browser's.

/** A date and a time on a wall clock, without a zone: `2026-03-10T14:00`. */
export const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** True when the platform knows the zone (Intl): `Europe/Berlin`, `UTC`; not `CET+1`. */
export function isTimeZone(name: string): boolean {
  if (name.trim() === '' || name !== name.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The instant (ms) a wall-clock time in `zone` stands for; null when either is malformed. */
export function instantOf(local: string, zone: string): number | null {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match || !isTimeZone(zone)) return null;
  return zonedToInstant(match[1]!, match[2]!, zone);
}

/** The wall-clock time `days` days before `local`, same time of day: the reminder's. */
export function daysBefore(local: string, days: number): string {
  const [date, time] = local.split('T') as [string, string];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10)}T${time}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function format(
  zone: string,
  options: Intl.DateTimeFormatOptions,
  locale: string,
): Intl.DateTimeFormat {
  const key = `${locale} ${zone} ${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found)
    formats.set(
      key,
      (found = new Intl.DateTimeFormat(locale, { ...DIGITS, ...options, timeZone: zone })),
    );
  return found;
}

const DAY: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
};
const DATE: Intl.DateTimeFormatOptions = { month: 'long', day: 'numeric', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

// Dates, times and the zone's name are formatted apart and joined here: how a platform joins
// them ("at", a comma) differs between ICU versions, and pages and mails should not.
const time = (at: number, zone: string, locale: string) => format(zone, TIME, locale).format(at);
const zoneName = (at: number, zone: string, locale: string) =>
  format(zone, { timeZoneName: 'short' }, locale)
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value ?? zone;

/**
 * When an event is, as people where it happens read it, written in the site's `locale`: "Tue,
 * March 10, 2026, 2:00 PM – 4:00 PM GMT+1" (en), "Tue, 10 March 2026, 14:00 – 16:00 CET"
 * (en-GB), or with both dates when it runs over several days.
 */
export function formatEventTime(
  starts: number,
  ends: number,
  zone: string,
  locale: string = DEFAULT_LOCALE,
): string {
  const day = (at: number) => format(zone, DAY, locale).format(at);
  const at = (moment: number) => time(moment, zone, locale);
  const end = day(starts) === day(ends) ? at(ends) : `${day(ends)}, ${at(ends)}`;
  return `${day(starts)}, ${at(starts)} – ${end} ${zoneName(starts, zone, locale)}`;
}

/** A moment as people in `zone` read it: "March 9, 2026, 12:00 PM GMT+1" (en). */
export function formatMoment(at: number, zone: string, locale: string = DEFAULT_LOCALE): string {
  return `${format(zone, DATE, locale).format(at)}, ${time(at, zone, locale)} ${zoneName(at, zone, locale)}`;
}
