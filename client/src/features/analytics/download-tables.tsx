import { INFLUENCE_DAYS } from '@shared/schemas/download-figures';
import { formatCount } from '~/lib/chart-scale';
import { FigureTable } from './figure-table';
import type { Range } from './periods';
import { useDownloadFigures } from './use-download-figures';

/**
 * The analytics page's downloads (docs/decisions/050): each document's views, downloads, requests
 * and the quote requests they influenced, and the downloads by where their visits came from.
 * Requests and influence only for the roles that see download requests.
 */
export function DownloadTables({ range, reloadKey }: { range: Range; reloadKey: number }) {
  const load = useDownloadFigures(range, reloadKey);
  if (load.state === 'loading') return null;
  if (load.state === 'error') {
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load the downloads’ figures: {load.message}
      </p>
    );
  }
  const { documents, sources } = load.figures;
  const leads = documents.some((d) => d.requests !== undefined);
  return (
    <div className="grid gap-6 xl:grid-cols-2 [&>*]:min-w-0">
      <FigureTable
        title="Downloads"
        description={
          leads
            ? `Per document: views of its page, downloads of its file, requests for it (gated), and quote requests the same address sent within ${INFLUENCE_DAYS} days after a request.`
            : 'Per document: views of its page and downloads of its file.'
        }
        columns={[
          { label: 'Document', cell: (d) => d.title },
          { label: 'Views', cell: (d) => formatCount(d.views), numeric: true, hideBelow: 'sm' },
          { label: 'Downloads', cell: (d) => formatCount(d.downloads), numeric: true },
          ...(leads
            ? [
                {
                  label: 'Requests',
                  cell: (d: (typeof documents)[number]) =>
                    d.gated ? formatCount(d.requests ?? 0) : '–',
                  numeric: true,
                },
                {
                  label: 'Quotes',
                  cell: (d: (typeof documents)[number]) => formatCount(d.influenced ?? 0),
                  numeric: true,
                  hideBelow: 'sm' as const,
                },
              ]
            : []),
        ]}
        rows={documents}
        rowKey={(d) => String(d.id)}
        empty="No documents are published."
        range={range}
      />
      <FigureTable
        title="Downloads by source"
        description="Where the visits the documents were downloaded in came from."
        columns={[
          { label: 'Source', cell: (r) => r.source },
          { label: 'Campaign', cell: (r) => r.campaign || '–', hideBelow: 'sm' },
          { label: 'Downloads', cell: (r) => formatCount(r.downloads), numeric: true },
        ]}
        rows={sources}
        rowKey={(r) => `${r.source}/${r.medium}/${r.campaign}`}
        empty="No downloads in this period."
        range={range}
      />
    </div>
  );
}
