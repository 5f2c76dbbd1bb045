import type { AnalyticsReport } from '@shared/schemas/analytics';
import { formatMonth } from '@shared/vocabularies/locale-format';
import { adminLocale } from '~/lib/admin-locale';
import { formatCount, formatDay } from '~/lib/chart-scale';
import type { InsightTexts } from './insight-texts';

/** One bar group of the traffic chart: a day, or a month of a long period. */
export interface Bucket {
  key: string;
  label: string;
  visitors: number;
  visits: number;
  pageviews: number;
}

/** Longer periods are drawn by month: 365 bars of a few pixels each say nothing. */
const MAX_DAY_BUCKETS = 92;

/** "Jan 2030" of 2030-01. */
const monthLabel = (month: string) => formatMonth(month, adminLocale());

/** The report's days as the chart's bars: each day, or each month (its days' sums). */
export function bucketsOf(days: AnalyticsReport['days']): {
  unit: 'day' | 'month';
  buckets: Bucket[];
} {
  if (days.length <= MAX_DAY_BUCKETS) {
    return {
      unit: 'day',
      buckets: days.map((d) => ({ key: d.date, label: formatDay(d.date), ...d })),
    };
  }
  const months = new Map<string, Bucket>();
  for (const day of days) {
    const key = day.date.slice(0, 7);
    let month = months.get(key);
    if (!month) {
      months.set(
        key,
        (month = { key, label: monthLabel(key), visitors: 0, visits: 0, pageviews: 0 }),
      );
    }
    month.visitors += day.visitors;
    month.visits += day.visits;
    month.pageviews += day.pageviews;
  }
  return { unit: 'month', buckets: [...months.values()] };
}

/** The chart in a sentence or two, for screen readers (and everyone, above the bars). */
export function summarizeTraffic(
  t: InsightTexts,
  buckets: Bucket[],
  unit: 'day' | 'month',
): string {
  const views = buckets.reduce((n, b) => n + b.pageviews, 0);
  if (views === 0) return t.traffic.noViews();
  const busiest = buckets.reduce((a, b) => (b.pageviews > a.pageviews ? b : a));
  return t.traffic.summary[unit]({
    views: formatCount(views),
    label: busiest.label,
    busiestViews: formatCount(busiest.pageviews),
    busiestVisitors: formatCount(busiest.visitors),
  });
}
