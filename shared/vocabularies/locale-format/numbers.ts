import { once } from './cache';

// Numbers and lists in a locale (./index.ts).

// Which digits the site and the admin write numbers and dates in, whatever the language: the
// Latin ones (0-9). ICU's default for Arabic differs by region (ar-SA and ar-EG write ٣, ar and
// ar-AE write 3) and changed between CLDR versions, so a page prerendered by one ICU and hydrated
// by a browser with another would disagree; and a firm's phone numbers, references and prices are
// typed in Latin digits. Decision 054, section i54-arabic. ./dates.ts writes it out, and
// scripts/compile-messages.mjs compiles the catalogues' counts the same way (`-u-nu-latn`).

/** The option every date and number formatter of the product takes. */
export const DIGITS = { numberingSystem: 'latn' } as const;

const numbers = (locale: string, style: string, options: Intl.NumberFormatOptions = {}) =>
  once(`n|${locale}|${style}`, () => new Intl.NumberFormat(locale, { ...DIGITS, ...options }));

/** "1,234" / "1 234" (fr). */
export const formatCount = (n: number, locale: string) => numbers(locale, 'count').format(n);

/** "2.4": at most one decimal. */
export const formatDecimal = (n: number, locale: string) =>
  numbers(locale, 'decimal', { maximumFractionDigits: 1 }).format(n);

/** "17%" of a share between 0 and 1. */
export const formatPercent = (share: number, locale: string) =>
  numbers(locale, 'percent', { style: 'percent', maximumFractionDigits: 0 }).format(share);

/** "+12%", "−5%" of a change (0.12, -0.05). */
export const formatSignedPercent = (change: number, locale: string) =>
  numbers(locale, 'signed', {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  }).format(change);

/** "a, b and c" / "a, b et c". */
export const formatList = (items: string[], locale: string) =>
  once(`l|${locale}`, () => new Intl.ListFormat(locale, { type: 'conjunction' })).format(items);
