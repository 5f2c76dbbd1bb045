import { INFLUENCE_DAYS } from '@shared/schemas/download-figures';
import { formatCount } from '~/lib/chart-scale';
import { FigureTable } from './figure-table';
import type { Range } from './periods';
import { useDownloadFigures } from './use-download-figures';
import { useInsightTexts } from './insight-texts';

/**
 * The analytics page's downloads (docs/decisions/050): each document's views, downloads, requests
 * and the quote requests they influenced, and the downloads by where their visits came from.
 * Requests and influence only for the roles that see download requests.
 */
export function DownloadTables({ range, reloadKey }: { range: Range; reloadKey: number }) {
  const t = useInsightTexts();
  const { columns: c } = t;
  const load = useDownloadFigures(range, reloadKey);
  if (load.state === 'loading') return null;
  if (load.state === 'error') {
    return (
      <p role="alert" className="text-sm text-destructive">
        {t.downloads.failed({ message: load.message })}
      </p>
    );
  }
  const { documents, sources } = load.figures;
  const leads = documents.some((d) => d.requests !== undefined);
  return (
    <div className="grid gap-6 xl:grid-cols-2 [&>*]:min-w-0">
      <FigureTable
        title={t.downloads.title()}
        description={
          leads ? t.downloads.descriptionLeads({ days: INFLUENCE_DAYS }) : t.downloads.description()
        }
        columns={[
          { label: c.document(), cell: (d) => d.title },
          { label: c.views(), cell: (d) => formatCount(d.views), numeric: true, hideBelow: 'sm' },
          { label: c.downloads(), cell: (d) => formatCount(d.downloads), numeric: true },
          ...(leads
            ? [
                {
                  label: c.requests(),
                  cell: (d: (typeof documents)[number]) =>
                    d.gated ? formatCount(d.requests ?? 0) : '–',
                  numeric: true,
                },
                {
                  label: c.quotes(),
                  cell: (d: (typeof documents)[number]) => formatCount(d.influenced ?? 0),
                  numeric: true,
                  hideBelow: 'sm' as const,
                },
              ]
            : []),
        ]}
        rows={documents}
        rowKey={(d) => String(d.id)}
        empty={t.downloads.noDocuments()}
        range={range}
      />
      <FigureTable
        title={t.downloads.bySource()}
        description={t.downloads.bySourceText()}
        columns={[
          { label: c.source(), cell: (r) => r.source },
          { label: c.campaign(), cell: (r) => r.campaign || '–', hideBelow: 'sm' },
          { label: c.downloads(), cell: (r) => formatCount(r.downloads), numeric: true },
        ]}
        rows={sources}
        rowKey={(r) => `${r.source}/${r.medium}/${r.campaign}`}
        empty={t.downloads.noDownloads()}
        range={range}
      />
    </div>
  );
}
