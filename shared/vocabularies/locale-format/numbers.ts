import { once } from './cache';
import { DIGITS } from './dates';

// Numbers and lists in a locale (./index.ts).

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
