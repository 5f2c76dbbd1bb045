import type { AnalyticsReport } from '@shared/schemas/analytics';
import { siteLanguages } from '@shared/site-content/languages';
import { formatCount } from '~/lib/chart-scale';
import { useLiveContent } from '~/lib/site-data/working-copy';
import { FigureTable, type Column } from './figure-table';
import type { Range } from './periods';

type LanguageRow = NonNullable<AnalyticsReport['languages']>[number];

/**
 * The report per language of the site (issue 54): page views by the language's address prefix,
 * and the leads sent from its pages for those who see them. The report has it only while the
 * site speaks several languages.
 */
export function LanguageTable({ rows, range }: { rows: LanguageRow[]; range: Range }) {
  const live = useLiveContent();
  const names = new Map(
    (live ? siteLanguages(live.content.identity) : []).map((l) => [l.tag, l.name]),
  );
  const withLeads = rows.some((r) => r.leads !== undefined);
  const count = (n: number | undefined) => formatCount(n ?? 0);
  const columns: Column<LanguageRow>[] = [
    {
      label: 'Language',
      cell: (r) =>
        names.has(r.language) ? `${names.get(r.language)} (${r.language})` : r.language,
    },
    { label: 'Page views', cell: (r) => count(r.pageviews), numeric: true },
    ...(withLeads
      ? [
          { label: 'Leads', cell: (r: LanguageRow) => count(r.leads), numeric: true },
          {
            label: 'Qualified',
            cell: (r: LanguageRow) => count(r.qualified),
            numeric: true,
            hideBelow: 'sm' as const,
          },
          { label: 'Won', cell: (r: LanguageRow) => count(r.won), numeric: true },
        ]
      : []),
  ];
  return (
    <FigureTable
      title="Languages"
      description="Page views by the language of their address (/fr/… for French); leads by the language of the page they were sent from."
      columns={columns}
      rows={rows}
      rowKey={(r) => r.language}
      empty="No page views in this period."
      range={range}
    />
  );
}
