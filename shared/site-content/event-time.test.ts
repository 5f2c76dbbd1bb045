import { describe, expect, it } from 'vitest';
import { formatEventTime, formatMoment } from './event-time';

// An event's time on an Arabic site (its page, its mails, its .ics) is written in Latin digits,
// as every date and number of the site (decision 054, section i54-arabic), though ICU writes
// ar-SA and ar-EG in Arabic-Indic ones.

const STARTS = Date.parse('2026-03-10T13:00:00Z');
const ARABIC_INDIC = /[\u0660-\u0669]/;

describe('an event’s time in Arabic', () => {
  it.each(['ar', 'ar-SA', 'ar-EG'])('%s: in the event’s zone, in Latin digits', (locale) => {
    const written = formatEventTime(STARTS, STARTS + 7_200_000, 'Europe/Berlin', locale);
    expect(written).toMatch(/10 مارس 2026.* 2:00 م – 4:00 م/);
    expect(written).not.toMatch(ARABIC_INDIC);
    expect(formatMoment(STARTS, 'Europe/Berlin', locale)).toMatch(/^10 مارس 2026.* 2:00 م/);
  });
});
