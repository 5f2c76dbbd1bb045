import { describe, expect, it } from 'vitest';
import { describeChange, formatRate, formatRatio, summaryFigures } from './analytics-format';
import type { AnalyticsReport } from './analytics-api';
import { englishInsightTexts as en } from './insight-texts';

const report = (visits: number, pageviews: number, leads?: number): AnalyticsReport => ({
  from: '2030-01-01',
  to: '2030-01-01',
  time_zone: 'UTC',
  visitors: visits,
  visits,
  pageviews,
  pages: [],
  days: [],
  devices: [],
  ...(leads === undefined
    ? {}
    : { leads: { total: leads, qualified: 0, won: 1, not_measured: 0 } }),
});

describe('the figures beside the period before', () => {
  it('say how they changed', () => {
    expect(describeChange(en, 112, 100)).toBe('+12%');
    expect(describeChange(en, 95, 100)).toBe('-5%');
    expect(describeChange(en, 7, 7)).toBe('no change');
    expect(describeChange(en, 3, 0)).toBe('new');
    expect(describeChange(en, 2, NaN)).toBeNull();
  });

  it('give views per visit and rates, a dash where nothing divides', () => {
    const [, , , perVisit] = summaryFigures(en, report(4, 10), report(0, 0));
    expect(perVisit).toMatchObject({ label: 'Views per visit', value: 2.5 });
    expect(formatRatio(perVisit!.previous)).toBe('–');
    expect(formatRate(1, 40)).toBe('2.5%');
    expect(formatRate(1, 0)).toBe('–');
  });

  it('add the leads and the deals won for those who see them', () => {
    expect(summaryFigures(en, report(4, 10), report(2, 3)).map((f) => f.label)).not.toContain(
      'Leads',
    );
    const labels = summaryFigures(en, report(4, 10, 3), report(2, 3, 1)).map((f) => f.label);
    expect(labels.slice(-2)).toEqual(['Leads', 'Won']);
  });
});
