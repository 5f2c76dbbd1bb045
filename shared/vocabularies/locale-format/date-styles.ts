import { once } from './cache';
import { DIGITS } from './numbers';

// The admin's dates in a locale (./index.ts): shorter calendar dates, and instants.

const dates = (locale: string, style: string, options: Intl.DateTimeFormatOptions) =>
  once(`d|${locale}|${style}`, () => new Intl.DateTimeFormat(locale, { ...DIGITS, ...options }));

/** A formatter of calendar dates (and timestamps' UTC days) in `locale`, made once. */
const utcDate = (locale: string, style: string, options: Intl.DateTimeFormatOptions) => {
  const format = dates(locale, style, { ...options, timeZone: 'UTC' });
  return (day: string) => {
    const time = Date.parse(day);
    return Number.isNaN(time) ? day : format.format(time);
  };
};

/** "Jan 5, 2030" / "5 Jan 2030". */
export const formatMediumDate = (day: string, locale: string) =>
  utcDate(locale, 'medium', { year: 'numeric', month: 'short', day: 'numeric' })(day);

/** "12/7/2026" / "07/12/2026". */
export const formatNumericDate = (day: string, locale: string) =>
  utcDate(locale, 'numeric', { year: 'numeric', month: '2-digit', day: '2-digit' })(day);

/** "Jan 5" / "5 Jan" of a day (a chart's axis). */
export const formatShortDay = (day: string, locale: string) =>
  utcDate(locale, 'day', { month: 'short', day: 'numeric' })(day);

/** "Jan 2030" of a month (YYYY-MM). */
export const formatMonth = (month: string, locale: string) =>
  utcDate(locale, 'month', { month: 'short', year: 'numeric' })(`${month}-01`);

/**
 * "Mar 5, 2025, 2:30 PM" / "5 Mar 2025, 14:30" of an instant, in `timeZone` (the reader's when
 * not given); the input unchanged when it is not a time.
 */
export function formatDateTime(iso: string | number, locale: string, timeZone?: string): string {
  const time = typeof iso === 'number' ? iso : Date.parse(iso);
  if (Number.isNaN(time)) return String(iso);
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  return dates(locale, `instant|${timeZone ?? ''}`, { ...options, timeZone }).format(time);
}
