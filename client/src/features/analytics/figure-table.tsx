import { Download } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { describeError } from '~/lib/api-client';
import { cn } from '~/lib/cn';
import { toast } from '~/lib/toast-store';
import { downloadAnalyticsCsv, type AnalyticsTable } from './analytics-api';
import type { Range } from './periods';
import { useInsightTexts } from './insight-texts';

export interface Column<Row> {
  label: string;
  /** The cell; a number is right-aligned with tabular figures. */
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
  /** Left out on screens narrower than this breakpoint (the CSV has every column). */
  hideBelow?: 'sm' | 'md';
}

const HIDDEN_BELOW = { sm: 'hidden sm:table-cell', md: 'hidden md:table-cell' } as const;

/** A table of the report, titled, with its CSV export. */
export function FigureTable<Row>({
  title,
  description,
  controls,
  columns,
  rows,
  rowKey,
  empty,
  table,
  range,
}: {
  title: string;
  description?: ReactNode;
  /** Buttons that change what the table shows (under the title). */
  controls?: ReactNode;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  empty: string;
  /** Its table in the CSV export; none: no export. */
  table?: AnalyticsTable;
  range: Range;
}) {
  const t = useInsightTexts();
  const titleId = useId();
  const [busy, setBusy] = useState(false);

  async function exportCsv(table: AnalyticsTable) {
    setBusy(true);
    try {
      await downloadAnalyticsCsv(range, table);
    } catch (error) {
      toast({
        title: t.table.exportFailed(),
        description: describeError(error),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-border bg-card p-5">
      <div className="mb-3 flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id={titleId} className="font-semibold">
            {title}
          </h2>
          {controls}
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {table && (
          <Button
            variant="outline"
            size="sm"
            className="shrink-0"
            onClick={() => void exportCsv(table)}
            disabled={busy}
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            CSV<span className="sr-only">{t.table.csvOf({ title: title.toLowerCase() })}</span>
          </Button>
        )}
      </div>
      {rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ScrollRegion label={t.table.table({ title })}>
          <table className="w-full text-start text-sm">
            <thead className="border-b border-border text-xs uppercase tracking-wide text-muted-foreground">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.label}
                    scope="col"
                    className={cn(
                      'px-2 py-2 font-medium sm:px-3',
                      column.numeric && 'text-end',
                      column.hideBelow && HIDDEN_BELOW[column.hideBelow],
                    )}
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column, i) => {
                    const Cell = i === 0 ? 'th' : 'td';
                    return (
                      <Cell
                        key={column.label}
                        {...(i === 0 ? { scope: 'row' } : {})}
                        className={cn(
                          'px-2 py-2 font-normal sm:px-3',
                          column.numeric ? 'text-end tabular-nums' : 'max-w-72 break-words',
                          column.hideBelow && HIDDEN_BELOW[column.hideBelow],
                        )}
                      >
                        {column.cell(row)}
                      </Cell>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
