// The public pages' dates in a locale (./index.ts): calendar dates, written in UTC. Alone in
// its file: the home page loads it (its JS budget); the admin's styles are ./date-styles.ts.

/** The locale of a site without languages (shared/site-content/languages.ts's default). */
export const DEFAULT_LOCALE = 'en';

// Which digits the site and the admin write numbers and dates in, whatever the language: the
// Latin ones (0-9). ICU's default for Arabic differs by region (ar-SA and ar-EG write ٣, ar and
// ar-AE write 3) and changed between CLDR versions, so a page prerendered by one ICU and hydrated
// by a browser with another would disagree; and a firm's phone numbers, references and prices are
// typed in Latin digits. Decision 054, section i54-arabic. Here, not in a file of its own: the
// public pages load this file, and a shared one would be a chunk of its own in their first load.
// scripts/compile-messages.mjs writes the catalogues' counts the same way (`-u-nu-latn`).

/** The option every date and number formatter of the product takes. */
export const DIGITS = { numberingSystem: 'latn' } as const;

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
        ...DIGITS,
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
}
