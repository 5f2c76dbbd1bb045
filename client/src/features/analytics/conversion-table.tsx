import type { AnalyticsReport } from '@shared/schemas/analytics';
import { useState } from 'react';
import { formatCount } from '~/lib/chart-scale';
import { formatRate } from './analytics-format';
import { pillClasses } from './pill';
import { FigureTable, type Column } from './figure-table';
import type { Range } from './periods';

/** A row of the table: what it is grouped by (`key`) and its counts. */
interface Funnel {
  key: string;
  visits: number;
  leads: number;
  qualified: number;
  won: number;
}

const BY = {
  landing_pages: { label: 'By first page', key: 'Page', what: 'the page a visit started on' },
  sources: { label: 'By source', key: 'Source', what: 'where a visit came from' },
} as const;
type By = keyof typeof BY;

const funnelColumns: Column<Funnel>[] = [
  { label: 'Visits', cell: (r) => formatCount(r.visits), numeric: true },
  { label: 'Leads', cell: (r) => formatCount(r.leads), numeric: true },
  { label: 'Qualified', cell: (r) => formatCount(r.qualified), numeric: true, hideBelow: 'sm' },
  { label: 'Won', cell: (r) => formatCount(r.won), numeric: true },
  {
    label: 'Leads per visit',
    cell: (r) => formatRate(r.leads, r.visits),
    numeric: true,
    hideBelow: 'md',
  },
  {
    label: 'Won per lead',
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
  const [by, setBy] = useState<By>('landing_pages');
  const rows: Funnel[] =
    by === 'sources'
      ? (report.sources ?? []).map((r) => ({ ...r, key: r.source }))
      : (report.landing_pages ?? []).map((r) => ({ ...r, key: r.path }));
  return (
    <FigureTable
      title="Conversion"
      controls={
        <div className="flex flex-wrap gap-1" role="group" aria-label="Group by">
          {(Object.keys(BY) as By[]).map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={by === key}
              onClick={() => setBy(key)}
              className={pillClasses(by === key)}
            >
              {BY[key].label}
            </button>
          ))}
        </div>
      }
      description={
        <>
          Visits, and the leads sent in them, by {BY[by].what}. Qualified and won follow each
          lead&apos;s stage; a lead sent without a counted visit is under “(not measured)”.
        </>
      }
      columns={[{ label: BY[by].key, cell: (r) => r.key }, ...funnelColumns]}
      rows={rows}
      rowKey={(r) => r.key}
      empty="No visits and no leads in this period."
      table={by}
      range={range}
    />
  );
}
