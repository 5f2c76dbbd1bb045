import { LEAD_KIND_SPECS, type LeadKind } from '@shared/lead-kinds';
import type { ChartColour } from '@shared/lead-kinds/types';
import type { LeadStats } from '@shared/schemas/lead-stats';
import { RefreshCw } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { cn } from '~/lib/cn';
import { describeError } from '~/lib/api-client';
import {
  axisMax,
  axisTicks,
  dayTotal,
  formatCount,
  formatDay,
  kindsIn,
  summarizeLeadStats,
} from './lead-chart-data';
import { fetchLeadStats } from './lead-stats-api';
import { useAdminMessages } from '~/lib/admin-messages';
import shellEnglish from '@shared/messages/compiled/en/adminShell.js';

const RANGES = [30, 90] as const;
type Range = (typeof RANGES)[number];

/**
 * The classes of each colour a kind may be drawn in (shared/lead-kinds: `chartColour`); legend
 * and bars share them. Whole class names, so the style sheet has them.
 */
const COLOURS = {
  primary: { fill: 'fill-primary', swatch: 'bg-primary' },
  amber: { fill: 'fill-amber-500', swatch: 'bg-amber-500' },
  violet: { fill: 'fill-violet-500', swatch: 'bg-violet-500' },
  sky: { fill: 'fill-sky-500', swatch: 'bg-sky-500' },
  emerald: { fill: 'fill-emerald-500', swatch: 'bg-emerald-500' },
  rose: { fill: 'fill-rose-500', swatch: 'bg-rose-500' },
  teal: { fill: 'fill-teal-500', swatch: 'bg-teal-500' },
  orange: { fill: 'fill-orange-500', swatch: 'bg-orange-500' },
} satisfies Record<ChartColour, { fill: string; swatch: string }>;

interface Series {
  key: LeadKind | 'spam';
  label: string;
  fill: string;
  swatch: string;
}

/** The series of the kinds counted, bottom to top, spam on top. */
const seriesOf = (stats: LeadStats, spam: string): Series[] => [
  ...kindsIn(stats).map((kind) => ({
    key: kind,
    label: LEAD_KIND_SPECS[kind].plural,
    ...COLOURS[LEAD_KIND_SPECS[kind].chartColour],
  })),
  {
    key: 'spam',
    label: spam,
    fill: 'fill-muted-foreground/40',
    swatch: 'bg-muted-foreground/40',
  },
];

// Drawing units of the SVG's viewBox; the chart scales to its container's width.
const W = 720;
const H = 200;
const PAD = { left: 32, right: 8, top: 8, bottom: 24 };

function Bars({ stats, series }: { stats: LeadStats; series: Series[] }) {
  const max = axisMax(stats.series);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / stats.series.length;
  const barW = Math.max(1, slot * 0.7);
  const y = (n: number) => PAD.top + plotH - (n / max) * plotH;
  const labelled = new Set([0, Math.floor(stats.series.length / 2), stats.series.length - 1]);
  return (
    <>
      {axisTicks(max).map((tick) => (
        <g key={tick}>
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={y(tick)}
            y2={y(tick)}
            className="stroke-border"
          />
          <text
            x={PAD.left - 6}
            y={y(tick)}
            textAnchor="end"
            dominantBaseline="middle"
            className="fill-muted-foreground text-[11px]"
          >
            {formatCount(tick)}
          </text>
        </g>
      ))}
      {stats.series.map((day, i) => {
        const x = PAD.left + i * slot + (slot - barW) / 2;
        let base = 0;
        return (
          <g key={day.date} data-date={day.date}>
            <title>
              {`${formatDay(day.date)}: ${series.map(({ key, label }) => `${day[key] ?? 0} ${label.toLowerCase()}`).join(', ')}`}
            </title>
            {/* A full-height transparent target, so a day without leads still shows its title. */}
            <rect
              x={PAD.left + i * slot}
              y={PAD.top}
              width={slot}
              height={plotH}
              fill="transparent"
            />
            {series.map(({ key, fill }) => {
              const n = day[key] ?? 0;
              if (n === 0) return null;
              const top = y(base + n);
              const height = y(base) - top;
              base += n;
              return <rect key={key} x={x} y={top} width={barW} height={height} className={fill} />;
            })}
            {labelled.has(i) && (
              <text
                x={x + barW / 2}
                y={H - 6}
                textAnchor={i === 0 ? 'start' : i === stats.series.length - 1 ? 'end' : 'middle'}
                className="fill-muted-foreground text-[11px]"
              >
                {formatDay(day.date)}
              </text>
            )}
          </g>
        );
      })}
    </>
  );
}

type Load =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; stats: LeadStats };

/**
 * Leads per day over the last 30 or 90 days, stacked by kind with spam on top: an SVG for the
 * eye, and for screen readers a one-paragraph summary (the SVG's description) and the numbers
 * as a table. Hand-drawn: a charting library would weigh more than this whole admin page.
 */
export function LeadsChart() {
  const [days, setDays] = useState<Range>(30);
  const query = useQuery({ queryKey: ['lead-stats', days], queryFn: () => fetchLeadStats(days) });
  // A new period or a retry shows the spinner again.
  const load: Load =
    query.isSuccess && !query.isFetching
      ? { state: 'ready', stats: query.data }
      : query.isError && !query.isFetching
        ? { state: 'error', message: describeError(query.error) }
        : { state: 'loading' };
  const titleId = useId();
  const { chart: t } = useAdminMessages('adminShell', shellEnglish).dashboard;
  const series = load.state === 'ready' ? seriesOf(load.stats, t.spam()) : [];
  const summaryId = useId();

  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-border bg-card p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="font-semibold">
          {t.title()}
        </h2>
        <div role="group" aria-label={t.period()} className="flex gap-1">
          {RANGES.map((range) => (
            <button
              key={range}
              type="button"
              aria-pressed={range === days}
              onClick={() => setDays(range)}
              className={cn(
                'rounded-full border px-3 py-1 text-xs font-medium transition-colors',
                range === days
                  ? 'border-primary bg-primary/10 text-primary'
                  : 'border-border text-muted-foreground hover:bg-muted hover:text-foreground',
              )}
            >
              {t.days({ count: range })}
            </button>
          ))}
        </div>
      </div>

      {load.state === 'loading' && (
        <div className="flex h-48 items-center justify-center text-muted-foreground">
          <Spinner label={t.loading()} />
        </div>
      )}
      {load.state === 'error' && (
        <div role="alert" className="flex h-48 flex-col items-center justify-center gap-3">
          <p className="text-sm text-destructive">{t.failed({ message: load.message })}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {t.retry()}
          </Button>
        </div>
      )}
      {load.state === 'ready' && (
        <>
          <p
            id={summaryId}
            className="mb-3 text-sm text-muted-foreground"
            data-testid="chart-summary"
          >
            {summarizeLeadStats(load.stats, t.summary)}
          </p>
          <svg
            viewBox={`0 0 ${W} ${H}`}
            role="img"
            aria-labelledby={titleId}
            aria-describedby={summaryId}
            className="h-auto w-full"
            data-testid="leads-chart"
          >
            <Bars stats={load.stats} series={series} />
          </svg>
          <ul
            className="mt-2 flex flex-wrap gap-4 text-xs text-muted-foreground"
            aria-hidden="true"
          >
            {series.map(({ key, label, swatch }) => (
              <li key={key} className="flex items-center gap-1.5">
                <span className={cn('inline-block h-2.5 w-2.5 rounded-sm', swatch)} />
                {label}
              </li>
            ))}
          </ul>
          {/* Hidden by a wrapper: a table ignores the 1 px box and overflow of sr-only, and its
              full size would widen and lengthen the page (sideways scrolling on a phone). */}
          <div className="sr-only">
            <table>
              <caption>
                {t.caption({
                  from: formatDay(load.stats.from),
                  to: formatDay(load.stats.to),
                  zone: load.stats.time_zone,
                })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t.day()}</th>
                  {series.map(({ key, label }) => (
                    <th key={key} scope="col">
                      {label}
                    </th>
                  ))}
                  <th scope="col">{t.all()}</th>
                </tr>
              </thead>
              <tbody>
                {load.stats.series.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{formatDay(day.date)}</th>
                    {series.map(({ key }) => (
                      <td key={key}>{day[key] ?? 0}</td>
                    ))}
                    <td>{dayTotal(day)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
