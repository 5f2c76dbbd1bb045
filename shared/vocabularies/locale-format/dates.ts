// The public pages' dates in a locale (./index.ts): calendar dates, written in UTC. Alone in
// its file: the home page loads it (its JS budget); the admin's styles are ./date-styles.ts.

/** The locale of a site without languages (shared/site-content/languages.ts's default). */
export const DEFAULT_LOCALE = 'en';

/**
 * "March 5, 2025" / "5 March 2025" of a date, in UTC (a date alone, YYYY-MM-DD, is read as UTC
 * midnight); the input unchanged when it is not one. No formatter kept: a page has few dates,
 * and this file is in the home page's first load (its JS budget).
 */
export function formatLongDate(day: string, locale: string): string {
  const time = Date.parse(day);
  return Number.isNaN(time)
    ? day
    : new Date(time).toLocaleDateString(locale, {
        // Latin digits, as every date and number (DIGITS, ./numbers.ts): written out, as this
        // file is the home page's and a constant from another would be one more chunk in it.
        numberingSystem: 'latn',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
}
