import { useId } from 'react';
import { axisTicks, formatCount, niceMax } from '~/lib/chart-scale';
import { bucketsOf, summarizeTraffic, type Bucket } from './traffic-buckets';
import type { AnalyticsReport } from './analytics-api';
import { useInsightTexts, type InsightTexts } from './insight-texts';

// Drawing units of the SVG's viewBox; the chart scales to its container's width.
const W = 720;
const H = 200;
const PAD = { left: 40, right: 8, top: 8, bottom: 24 };

const SERIES = [
  {
    key: 'pageviews',
    label: (t: InsightTexts) => t.columns.pageViews(),
    fill: 'fill-primary',
    swatch: 'bg-primary',
  },
  {
    key: 'visitors',
    label: (t: InsightTexts) => t.columns.visitors(),
    fill: 'fill-amber-500',
    swatch: 'bg-amber-500',
  },
] as const;

function Bars({ buckets, t }: { buckets: Bucket[]; t: InsightTexts }) {
  const max = niceMax(Math.max(0, ...buckets.map((b) => b.pageviews)));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, buckets.length);
  // A few days' bars stay bars, not slabs.
  const barW = Math.min(40, Math.max(1, (slot * 0.8) / SERIES.length));
  const y = (n: number) => PAD.top + plotH - (n / max) * plotH;
  const last = buckets.length - 1;
  const labelled = new Set([0, Math.floor(last / 2), last]);
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
      {buckets.map((bucket, i) => {
        const x0 = PAD.left + i * slot + (slot - barW * SERIES.length) / 2;
        return (
          <g key={bucket.key}>
            <title>
              {t.traffic.bar({
                label: bucket.label,
                views: formatCount(bucket.pageviews),
                visitors: formatCount(bucket.visitors),
              })}
            </title>
            <rect
              x={PAD.left + i * slot}
              y={PAD.top}
              width={slot}
              height={plotH}
              fill="transparent"
            />
            {SERIES.map(({ key, fill }, s) => {
              const n = bucket[key];
              if (n === 0) return null;
              return (
                <rect
                  key={key}
                  x={x0 + s * barW}
                  y={y(n)}
                  width={barW}
                  height={y(0) - y(n)}
                  className={fill}
                />
              );
            })}
            {labelled.has(i) && (
              <text
                x={PAD.left + i * slot + slot / 2}
                y={H - 6}
                textAnchor={
                  i === 0 && last > 0 ? 'start' : i === last && last > 0 ? 'end' : 'middle'
                }
                className="fill-muted-foreground text-[11px]"
              >
                {bucket.label}
              </text>
            )}
          </g>
        );
      })}
    </>
  );
}

/**
 * Page views and visitors per day (per month beyond three months), in the admin's chart style:
 * an SVG for the eye; for screen readers, a summary (the SVG's description) and the numbers as
 * a table.
 */
export function TrafficChart({ report }: { report: AnalyticsReport }) {
  const t = useInsightTexts();
  const titleId = useId();
  const summaryId = useId();
  const { unit, buckets } = bucketsOf(report.days);
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-border bg-card p-5">
      <h2 id={titleId} className="mb-1 font-semibold">
        {t.traffic.title[unit]()}
      </h2>
      <p
        id={summaryId}
        className="mb-3 text-sm text-muted-foreground"
        data-testid="traffic-summary"
      >
        {summarizeTraffic(t, buckets, unit)}
      </p>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={summaryId}
        className="h-auto w-full"
        data-testid="traffic-chart"
      >
        <Bars buckets={buckets} t={t} />
      </svg>
      <ul className="mt-2 flex flex-wrap gap-4 text-xs text-muted-foreground" aria-hidden="true">
        {SERIES.map(({ key, label, swatch }) => (
          <li key={key} className="flex items-center gap-1.5">
            <span className={`inline-block h-2.5 w-2.5 rounded-sm ${swatch}`} />
            {label(t)}
          </li>
        ))}
      </ul>
      {/* Hidden by a wrapper: a table ignores the 1 px box of sr-only and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{t.traffic.caption[unit]({ zone: report.time_zone })}</caption>
          <thead>
            <tr>
              <th scope="col">{unit === 'day' ? t.columns.day() : t.columns.month()}</th>
              <th scope="col">{t.columns.visitors()}</th>
              <th scope="col">{t.columns.visits()}</th>
              <th scope="col">{t.columns.pageViews()}</th>
            </tr>
          </thead>
          <tbody>
            {buckets.map((b) => (
              <tr key={b.key}>
                <th scope="row">{b.label}</th>
                <td>{b.visitors}</td>
                <td>{b.visits}</td>
                <td>{b.pageviews}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
