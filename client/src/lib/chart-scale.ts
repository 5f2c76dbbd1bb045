import {
  formatCount as count,
  formatPercent as percent,
  formatShortDay,
} from '@shared/vocabularies/locale-format';
import { adminLocale } from './admin-locale';

// The scales of the admin's hand-drawn charts (features/dashboard, features/analytics) and the
// numbers they print, written the way the site's default language writes them (./admin-locale.ts).

/** "1,234". */
export const formatCount = (n: number) => count(n, adminLocale());
/** "17%" of a share between 0 and 1. */
export const formatPercent = (share: number) => percent(share, adminLocale());

/**
 * "Jan 5" (en) or "5 Jan" (en-GB) of 2030-01-05: calendar days from the API, already in the
 * firm's time zone, shown as such (never moved by the browser's own zone).
 */
export const formatDay = (day: string) => formatShortDay(day, adminLocale());

/** A round upper bound for a y axis (1, 2, 5, 10, 20, 50 ...) at or above `max`, at least 1. */
export function niceMax(max: number): number {
  const top = Math.max(1, max);
  for (let step = 1; ; step *= 10) {
    for (const m of [1, 2, 5]) if (m * step >= top) return m * step;
  }
}

/**
 * The y axis's labelled lines: 0, the middle and the top, leaving out a middle that is not a
 * whole number (counts have no halves: the axis of 1 reads 0 and 1, that of 5 reads 0 and 5).
 */
export function axisTicks(max: number): number[] {
  return Number.isInteger(max / 2) ? [0, max / 2, max] : [0, max];
}
