import type { AnalyticsReport } from '@shared/schemas/analytics';
import { formatDecimal, formatSignedPercent } from '@shared/vocabularies/locale-format';
import { adminLocale } from '~/lib/admin-locale';
import { formatCount } from '~/lib/chart-scale';
import type { InsightTexts } from './insight-texts';

const oneDecimal = { format: (n: number) => formatDecimal(n, adminLocale()) };
const signedPercent = { format: (n: number) => formatSignedPercent(n, adminLocale()) };

/** A figure of the period with the same figure of the period before. */
export interface Figure {
  /** Its name in the page's test ids: `visitors`, `page-views`. */
  key: string;
  label: string;
  value: number;
  previous: number;
  format: (n: number) => string;
}

/** Page views per visit: "2.4"; "–" without visits. */
export const formatRatio = (n: number) => (Number.isFinite(n) ? oneDecimal.format(n) : '–');

const perVisit = (r: AnalyticsReport) => (r.visits === 0 ? NaN : r.pageviews / r.visits);

/** The figures at the top of the page: the traffic, and the leads for those who see them. */
export function summaryFigures(
  t: InsightTexts,
  report: AnalyticsReport,
  previous: AnalyticsReport,
): Figure[] {
  const { summary } = t;
  const figures: Figure[] = [
    {
      key: 'visitors',
      label: summary.visitors(),
      value: report.visitors,
      previous: previous.visitors,
      format: formatCount,
    },
    {
      key: 'visits',
      label: summary.visits(),
      value: report.visits,
      previous: previous.visits,
      format: formatCount,
    },
    {
      key: 'page-views',
      label: summary.pageViews(),
      value: report.pageviews,
      previous: previous.pageviews,
      format: formatCount,
    },
    {
      key: 'views-per-visit',
      label: summary.viewsPerVisit(),
      value: perVisit(report),
      previous: perVisit(previous),
      format: formatRatio,
    },
  ];
  if (report.leads && previous.leads) {
    figures.push(
      {
        key: 'leads',
        label: summary.leads(),
        value: report.leads.total,
        previous: previous.leads.total,
        format: formatCount,
      },
      {
        key: 'won',
        label: summary.won(),
        value: report.leads.won,
        previous: previous.leads.won,
        format: formatCount,
      },
    );
  }
  return figures;
}

/**
 * The change from the period before: "+12%", "−5%", "no change"; "new" from nothing; null when
 * there is nothing to compare (a ratio without visits).
 */
export function describeChange(t: InsightTexts, value: number, previous: number): string | null {
  if (!Number.isFinite(value) || !Number.isFinite(previous)) return null;
  if (value === previous) return t.summary.noChange();
  if (previous === 0) return t.summary.new();
  return signedPercent.format((value - previous) / previous);
}

/** Leads per visit, as the conversion table's rate: "3.5%"; "–" without visits. */
export function formatRate(part: number, whole: number): string {
  if (whole === 0) return '–';
  return `${oneDecimal.format((part / whole) * 100)}%`;
}
