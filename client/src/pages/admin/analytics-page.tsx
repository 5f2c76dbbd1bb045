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
import { useInsightTexts } from '~/features/analytics/insight-texts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

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
  const t = useInsightTexts();
  const { columns: c } = t;
  useDocumentTitle(t.analytics.title());
  // The firm's time zone, once a report has named it: "today" is the firm's.
  const [timeZone, setTimeZone] = useState<string | undefined>(undefined);
  const { period, range, choosePreset, chooseRange } = usePeriod(timeZone);
  const [reloadKey, setReloadKey] = useState(0);
  const load = useAnalytics(range, reloadKey);
  if (load.state === 'ready' && load.report.time_zone !== timeZone) {
    setTimeZone(load.report.time_zone);
  }
  const before = previousLabel(t, period === 'custom' ? null : period, range);

  return (
    <>
      <AdminPageHeader title={t.analytics.title()} description={t.analytics.description()} />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <PeriodPicker
          period={period}
          range={range}
          onPreset={choosePreset}
          onCustom={chooseRange}
        />
        <p className="text-sm text-muted-foreground" data-testid="analytics-range">
          {describeRange(range)}
          {timeZone && t.analytics.timeZone({ zone: timeZone })}
        </p>
      </div>

      {load.state === 'loading' && (
        <div className="flex h-48 items-center justify-center text-muted-foreground">
          <Spinner label={t.analytics.loading()} />
        </div>
      )}
      {load.state === 'error' && (
        <div role="alert" className="flex h-48 flex-col items-center justify-center gap-3">
          <p className="text-sm text-destructive">
            {t.analytics.loadFailed({ message: load.message })}
          </p>
          <Button variant="outline" size="sm" onClick={() => setReloadKey((k) => k + 1)}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {t.analytics.tryAgain()}
          </Button>
        </div>
      )}
      {load.state === 'ready' && (
        <div className="space-y-6">
          <SummaryCards figures={summaryFigures(t, load.report, load.previous)} before={before} />
          <TrafficChart report={load.report} />
          {load.report.leads && <ConversionTable report={load.report} range={range} />}
          <div className="grid gap-6 xl:grid-cols-2">
            <FigureTable
              title={t.analytics.topPages()}
              description={t.analytics.topPagesText({ notFound: ANALYTICS_LABELS.notFound })}
              columns={[
                { label: c.page(), cell: (r) => r.path },
                { label: c.views(), cell: (r) => formatCount(r.views), numeric: true },
                { label: c.visitors(), cell: (r) => formatCount(r.visitors), numeric: true },
                {
                  label: c.entries(),
                  cell: (r) => formatCount(r.entries),
                  numeric: true,
                  hideBelow: 'sm',
                },
              ]}
              rows={load.report.pages}
              rowKey={(r) => r.path}
              empty={t.analytics.noViews()}
              table="pages"
              range={range}
            />
            {load.report.campaign_pages && (
              <FigureTable
                title={t.analytics.campaignPages()}
                description={t.analytics.campaignPagesText()}
                columns={[
                  { label: c.page(), cell: (r) => `${r.title} (${r.path})` },
                  { label: c.visits(), cell: (r) => formatCount(r.visits), numeric: true },
                  { label: c.leads(), cell: (r) => formatCount(r.leads), numeric: true },
                  {
                    label: c.qualified(),
                    cell: (r) => formatCount(r.qualified),
                    numeric: true,
                    hideBelow: 'sm',
                  },
                  { label: c.won(), cell: (r) => formatCount(r.won), numeric: true },
                ]}
                rows={load.report.campaign_pages}
                rowKey={(r) => r.path}
                empty={t.analytics.noCampaignPages()}
                table="campaign_pages"
                range={range}
              />
            )}
            {load.report.campaigns && (
              <FigureTable
                title={t.analytics.campaigns()}
                description={t.analytics.campaignsText()}
                columns={[
                  { label: c.campaign(), cell: (r) => r.campaign },
                  {
                    label: c.sourceMedium(),
                    cell: (r) => `${r.source} / ${r.medium || '–'}`,
                    hideBelow: 'sm',
                  },
                  { label: c.visits(), cell: (r) => formatCount(r.visits), numeric: true },
                  { label: c.leads(), cell: (r) => formatCount(r.leads), numeric: true },
                  { label: c.won(), cell: (r) => formatCount(r.won), numeric: true },
                ]}
                rows={load.report.campaigns}
                rowKey={(r) => `${r.source}/${r.medium}/${r.campaign}`}
                empty={t.analytics.noCampaigns()}
                table="campaigns"
                range={range}
              />
            )}
            {load.report.languages && <LanguageTable rows={load.report.languages} range={range} />}
            <FigureTable
              title={t.analytics.devices()}
              columns={[
                { label: c.device(), cell: (r) => t.devices[r.device]() },
                { label: c.visitors(), cell: (r) => formatCount(r.visitors), numeric: true },
                { label: c.visits(), cell: (r) => formatCount(r.visits), numeric: true },
                { label: c.pageViews(), cell: (r) => formatCount(r.pageviews), numeric: true },
              ]}
              rows={load.report.devices}
              rowKey={(r) => r.device}
              empty={t.analytics.noViews()}
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
