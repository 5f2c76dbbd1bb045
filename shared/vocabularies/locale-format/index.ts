// How the site and the admin write dates and numbers: in the locale of the site's default
// language (identity.languages[0], shared/site-content/languages.ts), one place for all of it.
// Unset, the locale is `en`, which Intl writes as en-US: the site as it always was. A UK firm
// (en-GB) reads 7 December 2026 and 07/12/2026, a US one December 7, 2026 and 12/7/2026.
// Calendar dates (YYYY-MM-DD) are written in UTC, so no time zone moves them by a day and the
// prerendered HTML is the same wherever it was built; instants in the reader's zone.

// Split in files by what loads them: the public pages load ./dates.ts alone (the home page's JS
// budget), the admin the numbers too, the renderer the tags.

export * from './date-styles';
export * from './dates';
export * from './numbers';
export * from './tags';
