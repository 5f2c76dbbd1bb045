import { ANALYTICS_LABELS } from '@shared/schemas/analytics';

/** Where a counted thing came from, as the rollups name it ('' for no medium, no campaign). */
export interface DaySource {
  source: string;
  medium: string;
  campaign: string;
}

const OTHER: DaySource = { source: ANALYTICS_LABELS.other, medium: '', campaign: '' };

/**
 * The sources of one day's totals, at most `max` of them: the first `max` seen today keep their
 * names, any later one is "(other)". Made-up referrers or utm_* values cannot grow totals kept
 * for good by more than that a day (the page views' rollup keeps its most frequent the same way).
 */
export function createDaySources(max: number) {
  let day = '';
  const seen = new Set<string>();
  return {
    of(today: string, from: DaySource): DaySource {
      if (today !== day) {
        seen.clear();
        day = today;
      }
      const key = JSON.stringify([from.source, from.medium, from.campaign]);
      if (seen.has(key)) return from;
      if (seen.size >= max) return OTHER;
      seen.add(key);
      return from;
    },
  };
}
