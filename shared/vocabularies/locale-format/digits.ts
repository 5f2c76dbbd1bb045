// Which digits the site and the admin write numbers and dates in, whatever the language: the
// Latin ones (0-9). ICU's default for Arabic differs by region (ar-SA and ar-EG write ٣, ar and
// ar-AE write 3) and changed between CLDR versions, so a page prerendered by one ICU and hydrated
// by a browser with another would disagree; and a firm's phone numbers, references and prices are
// typed in Latin digits. Decision 054, section i54-arabic. scripts/compile-messages.mjs writes
// the catalogues' counts the same way (`-u-nu-latn`).

/** The option every date and number formatter of the product takes. */
export const DIGITS = { numberingSystem: 'latn' } as const;
