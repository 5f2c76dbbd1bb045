import { describe, expect, it } from 'vitest';
import { bucketsOf, summarizeTraffic } from './traffic-buckets';
import { englishInsightTexts as en } from './insight-texts';

const day = (date: string, pageviews: number, visitors = 1) => ({
  date,
  pageviews,
  visitors,
  visits: visitors,
});

describe('the traffic chart’s bars', () => {
  it('are days for up to three months', () => {
    const { unit, buckets } = bucketsOf([day('2030-01-01', 3), day('2030-01-02', 0, 0)]);
    expect(unit).toBe('day');
    expect(buckets.map((b) => [b.label, b.pageviews])).toEqual([
      ['Jan 1', 3],
      ['Jan 2', 0],
    ]);
  });

  it('are months, with their days’ sums, for a longer period', () => {
    const days = Array.from({ length: 100 }, (_, i) =>
      day(new Date(Date.UTC(2030, 0, 1 + i)).toISOString().slice(0, 10), 2),
    );
    const { unit, buckets } = bucketsOf(days);
    expect(unit).toBe('month');
    expect(buckets.map((b) => [b.label, b.pageviews, b.visitors])).toEqual([
      ['Jan 2030', 62, 31],
      ['Feb 2030', 56, 28],
      ['Mar 2030', 62, 31],
      ['Apr 2030', 20, 10],
    ]);
  });

  it('are summed up in words', () => {
    const { buckets } = bucketsOf([day('2030-01-01', 3), day('2030-01-02', 1200, 400)]);
    expect(summarizeTraffic(en, buckets, 'day')).toBe(
      '1,203 page views in this period. Busiest day: Jan 2, with 1,200 page views by 400 visitors.',
    );
    expect(summarizeTraffic(en, [], 'day')).toBe('No page views in this period.');
  });
});
