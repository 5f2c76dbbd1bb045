import type { AnalyticsReport } from '@shared/schemas/analytics';
import { useState } from 'react';
import { formatCount } from '~/lib/chart-scale';
import { formatRate } from './analytics-format';
import { pillClasses } from './pill';
import { FigureTable, type Column } from './figure-table';
import type { Range } from './periods';
import { useInsightTexts, type InsightTexts } from './insight-texts';
import { ANALYTICS_LABELS } from '@shared/schemas/analytics';

/** A row of the table: what it is grouped by (`key`) and its counts. */
interface Funnel {
  key: string;
  visits: number;
  leads: number;
  qualified: number;
  won: number;
}

/** The groupings: each one's button and the heading of its first column. */
const BY = {
  landing_pages: {
    label: (t: InsightTexts) => t.conversion.byFirstPage(),
    key: (t: InsightTexts) => t.columns.page(),
  },
  sources: {
    label: (t: InsightTexts) => t.conversion.bySource(),
    key: (t: InsightTexts) => t.columns.source(),
  },
} as const;
type By = keyof typeof BY;

const funnelColumns = ({ columns: c }: InsightTexts): Column<Funnel>[] => [
  { label: c.visits(), cell: (r) => formatCount(r.visits), numeric: true },
  { label: c.leads(), cell: (r) => formatCount(r.leads), numeric: true },
  { label: c.qualified(), cell: (r) => formatCount(r.qualified), numeric: true, hideBelow: 'sm' },
  { label: c.won(), cell: (r) => formatCount(r.won), numeric: true },
  {
    label: c.leadsPerVisit(),
    cell: (r) => formatRate(r.leads, r.visits),
    numeric: true,
    hideBelow: 'md',
  },
  {
    label: c.wonPerLead(),
    cell: (r) => formatRate(r.won, r.leads),
    numeric: true,
    hideBelow: 'md',
  },
];

/**
 * Which pages and sources bring work: visits -> leads -> qualified -> won, by the page visits
 * started on or by where they came from (the leads' stages; shared/lead-kinds: `conversion`).
 */
export function ConversionTable({ report, range }: { report: AnalyticsReport; range: Range }) {
  const t = useInsightTexts();
  const [by, setBy] = useState<By>('landing_pages');
  const rows: Funnel[] =
    by === 'sources'
      ? (report.sources ?? []).map((r) => ({ ...r, key: r.source }))
      : (report.landing_pages ?? []).map((r) => ({ ...r, key: r.path }));
  return (
    <FigureTable
      title={t.conversion.title()}
      controls={
        <div className="flex flex-wrap gap-1" role="group" aria-label={t.conversion.groupBy()}>
          {(Object.keys(BY) as By[]).map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={by === key}
              onClick={() => setBy(key)}
              className={pillClasses(by === key)}
            >
              {BY[key].label(t)}
            </button>
          ))}
        </div>
      }
      description={t.conversion.description[by]({ notMeasured: ANALYTICS_LABELS.notMeasured })}
      columns={[{ label: BY[by].key(t), cell: (r) => r.key }, ...funnelColumns(t)]}
      rows={rows}
      rowKey={(r) => r.key}
      empty={t.conversion.empty()}
      table={by}
      range={range}
    />
  );
}
