import { formatMediumDate } from '@shared/vocabularies/locale-format';
import { adminLocale } from '~/lib/admin-locale';
import type { InsightTexts } from './insight-texts';

// The dashboard's periods: calendar days (YYYY-MM-DD) in the firm's time zone, both ends
// included, and the period of the same length just before, shown beside.

export const PRESETS = ['today', '7d', '30d', '12m'] as const;
export type Preset = (typeof PRESETS)[number];

export interface Range {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** `day` moved by `n` days (negative: back), on the calendar alone. */
export const addDays = (day: string, n: number) => dayOf(dayNumber(day) + n);

/** Days in a range, both ends included. */
export const lengthOf = ({ from, to }: Range) => dayNumber(to) - dayNumber(from) + 1;

/** Today in a time zone (the firm's, once a report has named it). */
export function todayIn(timeZone: string | undefined, now = Date.now()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

/** The range a preset covers, ending today. 12 months: a year back, today included. */
export function presetRange(preset: Preset, today: string): Range {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case '12m': {
      const [y, m, d] = today.split('-').map(Number) as [number, number, number];
      const yearAgo = new Date(Date.UTC(y - 1, m - 1, d)).toISOString().slice(0, 10);
      return { from: addDays(yearAgo, 1), to: today };
    }
  }
}

/** The period of the same length just before `range`. */
export function previousRange(range: Range): Range {
  const length = lengthOf(range);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** The period a range is compared with, as a phrase: "the 30 days before", "the day before". */
export function previousLabel(t: InsightTexts, preset: Preset | null, range: Range): string {
  if (preset === '12m') return t.periods.yearBefore();
  return t.periods.daysBefore({ count: lengthOf(range) });
}

/** How a range reads: "Jan 5, 2030" or "Dec 7, 2029 – Jan 5, 2030". */
export function describeRange({ from, to }: Range): string {
  const day = (d: string) => formatMediumDate(d, adminLocale());
  return from === to ? day(from) : `${day(from)} – ${day(to)}`;
}
