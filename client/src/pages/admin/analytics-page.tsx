import { ANALYTICS_LABELS } from '@shared/schemas/analytics';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '~/components/admin-page-header';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { summaryFigures } from '~/features/analytics/analytics-format';
import { ConversionTable } from '~/features/analytics/conversion-table';
import { DownloadTables } from '~/features/analytics/download-tables';
import { FigureTable } from '~/features/analytics/figure-table';
import { LanguageTable } from '~/features/analytics/language-table';
import { PeriodPicker, type Period } from '~/features/analytics/period-picker';
import {
  describeRange,
  presetRange,
  PRESETS,
  previousLabel,
  todayIn,
  type Preset,
  type Range,
} from '~/features/analytics/periods';
import { SummaryCards } from '~/features/analytics/summary-cards';
import { TrafficChart } from '~/features/analytics/traffic-chart';
import { useAnalytics } from '~/features/analytics/use-analytics';
import { formatCount } from '~/lib/chart-scale';
import { useDocumentTitle } from '~/lib/use-document-title';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DEVICE_LABELS = { desktop: 'Desktop', mobile: 'Phone', tablet: 'Tablet' } as const;

/** The period in the address (?period=30d, or ?from=...&to=...), so a reload or a link keeps it. */
function usePeriod(timeZone: string | undefined) {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const custom = DAY.test(from) && DAY.test(to) && from <= to;
  const asked = params.get('period') as Preset | null;
  const period: Period = custom ? 'custom' : asked && PRESETS.includes(asked) ? asked : '30d';
  const range: Range = custom ? { from, to } : presetRange(period as Preset, todayIn(timeZone));
  return {
    period,
    range,
    choosePreset: (preset: Preset) => setParams({ period: preset }, { replace: true }),
    chooseRange: (next: Range) => setParams({ ...next }, { replace: true }),
  };
}

/**
 * /admin/analytics: which pages are read, where readers come from and which of them bring work
 * (docs/decisions/036). Page figures for every role of the area; sources, campaigns and the
 * conversion table for those who see the leads they count.
 */
export default function AnalyticsPage() {
  useDocumentTitle('Analytics');
  // The firm's time zone, once a report has named it: "today" is the firm's.
  const [timeZone, setTimeZone] = useState<string | undefined>(undefined);
  const { period, range, choosePreset, chooseRange } = usePeriod(timeZone);
  const [reloadKey, setReloadKey] = useState(0);
  const load = useAnalytics(range, reloadKey);
  if (load.state === 'ready' && load.report.time_zone !== timeZone) {
    setTimeZone(load.report.time_zone);
  }
  const before = previousLabel(period === 'custom' ? null : period, range);

  return (
    <>
      <AdminPageHeader
        title="Analytics"
        description="Pages served to people, counted by the server: no script, no cookie. Bots, prefetches and visitors who ask not to be tracked are not counted."
      />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <PeriodPicker
          period={period}
          range={range}
          onPreset={choosePreset}
          onCustom={chooseRange}
        />
        <p className="text-sm text-muted-foreground" data-testid="analytics-range">
          {describeRange(range)}
          {timeZone && ` (${timeZone} time)`}
        </p>
      </div>

      {load.state === 'loading' && (
        <div className="flex h-48 items-center justify-center text-muted-foreground">
          <Spinner label="Loading the analytics" />
        </div>
      )}
      {load.state === 'error' && (
        <div role="alert" className="flex h-48 flex-col items-center justify-center gap-3">
          <p className="text-sm text-destructive">Could not load the analytics: {load.message}</p>
          <Button variant="outline" size="sm" onClick={() => setReloadKey((k) => k + 1)}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            Try again
          </Button>
        </div>
      )}
      {load.state === 'ready' && (
        <div className="space-y-6">
          <SummaryCards figures={summaryFigures(load.report, load.previous)} before={before} />
          <TrafficChart report={load.report} />
          {load.report.leads && <ConversionTable report={load.report} range={range} />}
          <div className="grid gap-6 xl:grid-cols-2">
            <FigureTable
              title="Top pages"
              description={`Most viewed first; “${ANALYTICS_LABELS.notFound}” is every address that is no page.`}
              columns={[
                { label: 'Page', cell: (r) => r.path },
                { label: 'Views', cell: (r) => formatCount(r.views), numeric: true },
                { label: 'Visitors', cell: (r) => formatCount(r.visitors), numeric: true },
                {
                  label: 'Entries',
                  cell: (r) => formatCount(r.entries),
                  numeric: true,
                  hideBelow: 'sm',
                },
              ]}
              rows={load.report.pages}
              rowKey={(r) => r.path}
              empty="No page views in this period."
              table="pages"
              range={range}
            />
            {load.report.campaign_pages && (
              <FigureTable
                title="Campaign pages"
                description="Your campaign pages (/c/…): the visits that started on each and the leads sent in them, of any kind."
                columns={[
                  { label: 'Page', cell: (r) => `${r.title} (${r.path})` },
                  { label: 'Visits', cell: (r) => formatCount(r.visits), numeric: true },
                  { label: 'Leads', cell: (r) => formatCount(r.leads), numeric: true },
                  {
                    label: 'Qualified',
                    cell: (r) => formatCount(r.qualified),
                    numeric: true,
                    hideBelow: 'sm',
                  },
                  { label: 'Won', cell: (r) => formatCount(r.won), numeric: true },
                ]}
                rows={load.report.campaign_pages}
                rowKey={(r) => r.path}
                empty="No campaign pages: make one in Custom Pages (kind: campaign page)."
                table="campaign_pages"
                range={range}
              />
            )}
            {load.report.campaigns && (
              <FigureTable
                title="Campaigns"
                description="Visits that came with a utm_campaign tag, and the leads sent in them."
                columns={[
                  { label: 'Campaign', cell: (r) => r.campaign },
                  {
                    label: 'Source / medium',
                    cell: (r) => `${r.source} / ${r.medium || '–'}`,
                    hideBelow: 'sm',
                  },
                  { label: 'Visits', cell: (r) => formatCount(r.visits), numeric: true },
                  { label: 'Leads', cell: (r) => formatCount(r.leads), numeric: true },
                  { label: 'Won', cell: (r) => formatCount(r.won), numeric: true },
                ]}
                rows={load.report.campaigns}
                rowKey={(r) => `${r.source}/${r.medium}/${r.campaign}`}
                empty="No visits with a campaign tag in this period."
                table="campaigns"
                range={range}
              />
            )}
            {load.report.languages && <LanguageTable rows={load.report.languages} range={range} />}
            <FigureTable
              title="Devices"
              columns={[
                { label: 'Device', cell: (r) => DEVICE_LABELS[r.device] },
                { label: 'Visitors', cell: (r) => formatCount(r.visitors), numeric: true },
                { label: 'Visits', cell: (r) => formatCount(r.visits), numeric: true },
                { label: 'Page views', cell: (r) => formatCount(r.pageviews), numeric: true },
              ]}
              rows={load.report.devices}
              rowKey={(r) => r.device}
              empty="No page views in this period."
              table="devices"
              range={range}
            />
          </div>
          <DownloadTables range={range} reloadKey={reloadKey} />
        </div>
      )}
    </>
  );
}
