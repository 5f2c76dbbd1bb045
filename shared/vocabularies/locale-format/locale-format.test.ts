import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDateTime,
  formatDecimal,
  formatList,
  formatLongDate,
  formatMediumDate,
  formatMonth,
  formatNumericDate,
  formatPercent,
  formatShortDay,
  formatSignedPercent,
  ogLocale,
  regionalTag,
} from '.';

// Each locale writes dates and numbers its own way; `en` (a site without languages) as en-US.

const DAY = '2026-12-07';
const INSTANT = '2026-12-07T14:30:00Z';

describe.each([
  {
    locale: 'en',
    long: 'December 7, 2026',
    medium: 'Dec 7, 2026',
    numeric: '12/07/2026',
    short: 'Dec 7',
    month: 'Dec 2026',
    instant: 'Dec 7, 2026, 2:30 PM',
    count: '1,234,567',
    decimal: '2.4',
  },
  {
    locale: 'en-GB',
    long: '7 December 2026',
    medium: '7 Dec 2026',
    numeric: '07/12/2026',
    short: '7 Dec',
    month: 'Dec 2026',
    instant: '7 Dec 2026, 14:30',
    count: '1,234,567',
    decimal: '2.4',
  },
  {
    locale: 'fr-CA',
    long: '7 décembre 2026',
    medium: '7 déc. 2026',
    numeric: '2026-12-07',
    short: '7 déc.',
    month: 'déc. 2026',
    instant: '7 déc. 2026, 14 h 30',
    count: '1 234 567',
    decimal: '2,4',
  },
  {
    locale: 'de',
    long: '7. Dezember 2026',
    medium: '7. Dez. 2026',
    numeric: '07.12.2026',
    short: '7. Dez.',
    month: 'Dez. 2026',
    instant: '07.12.2026, 14:30',
    count: '1.234.567',
    decimal: '2,4',
  },
  {
    // ICU writes ar-EG in Arabic-Indic digits (٧): the site writes Latin ones in every language
    // (DIGITS in ./numbers.ts), as the firm types its phone numbers, references and prices.
    locale: 'ar-EG',
    long: '7 ديسمبر 2026',
    medium: '7 ديسمبر 2026',
    numeric: '07\u200f/12\u200f/2026',
    short: '7 ديسمبر',
    month: 'ديسمبر 2026',
    instant: '07\u200f/12\u200f/2026، 2:30 م',
    count: '1,234,567',
    decimal: '2.4',
  },
])('$locale', (w) => {
  // ICU writes some spaces as no-break ones (U+202F, U+00A0): compared as plain spaces.
  const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

  it('writes calendar dates the locale’s way, whatever the machine’s time zone', () => {
    expect(plain(formatLongDate(DAY, w.locale))).toBe(w.long);
    expect(plain(formatMediumDate(DAY, w.locale))).toBe(w.medium);
    expect(plain(formatNumericDate(DAY, w.locale))).toBe(w.numeric);
    expect(plain(formatShortDay(DAY, w.locale))).toBe(w.short);
    expect(plain(formatMonth('2026-12', w.locale))).toBe(w.month);
    // A timestamp is its UTC day: the prerendered page and the browser agree.
    expect(plain(formatLongDate('2026-12-07T23:30:00Z', w.locale))).toBe(w.long);
  });

  it('writes an instant in a given zone, and numbers', () => {
    expect(plain(formatDateTime(INSTANT, w.locale, 'UTC'))).toBe(w.instant);
    expect(plain(formatCount(1234567, w.locale))).toBe(w.count);
    expect(plain(formatDecimal(2.44, w.locale))).toBe(w.decimal);
  });
});

describe('locale-format', () => {
  it('leaves what is not a date as it is', () => {
    expect(formatLongDate('soon', 'en-GB')).toBe('soon');
    expect(formatDateTime('never', 'en-GB')).toBe('never');
  });

  it('writes shares, changes and lists', () => {
    expect(formatPercent(0.17, 'en')).toBe('17%');
    expect(formatSignedPercent(0.12, 'en')).toBe('+12%');
    expect(formatSignedPercent(0, 'en')).toBe('0%');
    expect(formatList(['a', 'b', 'c'], 'en-GB')).toBe('a, b and c');
    expect(formatList(['a', 'b', 'c'], 'fr')).toBe('a, b et c');
  });

  it.each([
    ['en', 'en-US', 'en_US'],
    ['en-GB', 'en-GB', 'en_GB'],
    ['fr', 'fr-FR', 'fr_FR'],
    ['fr-CA', 'fr-CA', 'fr_CA'],
    ['ar', 'ar-EG', 'ar_EG'],
    ['sr-Latn-RS', 'sr-RS', 'sr_RS'],
  ])('%s: its regional form %s, og:locale %s', (tag, regional, og) => {
    expect(regionalTag(tag)).toBe(regional);
    expect(ogLocale(tag)).toBe(og);
  });
});
