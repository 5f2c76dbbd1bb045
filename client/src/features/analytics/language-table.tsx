import type { AnalyticsReport } from '@shared/schemas/analytics';
import { siteLanguages } from '@shared/site-content/languages';
import { formatCount } from '~/lib/chart-scale';
import { useLiveContent } from '~/lib/site-data/working-copy';
import { FigureTable, type Column } from './figure-table';
import type { Range } from './periods';
import { useInsightTexts } from './insight-texts';

type LanguageRow = NonNullable<AnalyticsReport['languages']>[number];

/**
 * The report per language of the site (issue 54): page views by the language's address prefix,
 * and the leads sent from its pages for those who see them. The report has it only while the
 * site speaks several languages.
 */
export function LanguageTable({ rows, range }: { rows: LanguageRow[]; range: Range }) {
  const t = useInsightTexts();
  const { columns: c } = t;
  const live = useLiveContent();
  const names = new Map(
    (live ? siteLanguages(live.content.identity) : []).map((l) => [l.tag, l.name]),
  );
  const withLeads = rows.some((r) => r.leads !== undefined);
  const count = (n: number | undefined) => formatCount(n ?? 0);
  const columns: Column<LanguageRow>[] = [
    {
      label: c.language(),
      cell: (r) =>
        names.has(r.language) ? `${names.get(r.language)} (${r.language})` : r.language,
    },
    { label: c.pageViews(), cell: (r) => count(r.pageviews), numeric: true },
    ...(withLeads
      ? [
          { label: c.leads(), cell: (r: LanguageRow) => count(r.leads), numeric: true },
          {
            label: c.qualified(),
            cell: (r: LanguageRow) => count(r.qualified),
            numeric: true,
            hideBelow: 'sm' as const,
          },
          { label: c.won(), cell: (r: LanguageRow) => count(r.won), numeric: true },
        ]
      : []),
  ];
  return (
    <FigureTable
      title={t.languages.title()}
      description={t.languages.description()}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.language}
      empty={t.analytics.noViews()}
      range={range}
    />
  );
}
