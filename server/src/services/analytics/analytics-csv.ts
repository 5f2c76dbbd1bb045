import type { AnalyticsReport, AnalyticsTable } from '@shared/schemas/analytics';

type Row = Record<string, unknown>;

const FUNNEL = ['visits', 'leads', 'qualified', 'won'];

/** Each table's columns, in the report's names, and its rows. */
const TABLES: Record<AnalyticsTable, { columns: string[]; rows: (r: AnalyticsReport) => Row[] }> = {
  days: { columns: ['date', 'visitors', 'visits', 'pageviews'], rows: (r) => r.days },
  pages: { columns: ['path', 'views', 'visitors', 'entries'], rows: (r) => r.pages },
  devices: { columns: ['device', 'visitors', 'visits', 'pageviews'], rows: (r) => r.devices },
  sources: { columns: ['source', ...FUNNEL], rows: (r) => r.sources ?? [] },
  campaigns: {
    columns: ['source', 'medium', 'campaign', ...FUNNEL],
    rows: (r) => r.campaigns ?? [],
  },
  landing_pages: { columns: ['path', ...FUNNEL], rows: (r) => r.landing_pages ?? [] },
  campaign_pages: {
    columns: ['path', 'title', ...FUNNEL],
    rows: (r) => r.campaign_pages ?? [],
  },
};

/** One table of a report, for the CSV export (lib/csv.ts writes it). */
export function analyticsTable(
  report: AnalyticsReport,
  table: AnalyticsTable,
): { columns: string[]; rows: Row[] } {
  const { columns, rows } = TABLES[table];
  return { columns, rows: rows(report) };
}
