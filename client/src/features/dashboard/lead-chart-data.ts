import { LEAD_KIND_SPECS, LEAD_KINDS, type LeadKind } from '@shared/lead-kinds';
import type { LeadStats } from '@shared/schemas/lead-stats';
import { axisTicks, formatCount, formatDay, formatPercent, niceMax } from '~/lib/chart-scale';

type Day = LeadStats['series'][number];

/** The kinds the stats count (those the caller sees), in the registry's order. */
export const kindsIn = (stats: LeadStats): LeadKind[] =>
  LEAD_KINDS.filter((kind) => stats.totals[kind] !== undefined);

/** Every lead of the day, spam included. */
export const dayTotal = (d: Day) =>
  LEAD_KINDS.reduce((sum, kind) => sum + (d[kind] ?? 0), 0) + d.spam;

export { axisTicks, formatCount, formatDay };

const plural = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;
const andList = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** The chart in one or two sentences: what a screen reader says instead of the bars. */
export function summarizeLeadStats(stats: LeadStats): string {
  const { spam } = stats.totals;
  const kinds = kindsIn(stats);
  const leads = kinds.reduce((sum, kind) => sum + (stats.totals[kind] ?? 0), 0);
  const all = leads + spam;
  const range = `${formatDay(stats.from)} – ${formatDay(stats.to)}`;
  const period = `the last ${plural(stats.days, 'day', 'days')}`;
  if (all === 0) return `No leads in ${period} (${range}).`;
  // A share only when there is spam: "no spam" says more than "(0% of everything received)".
  const spamText =
    spam === 0
      ? 'no spam'
      : `${plural(spam, 'spam submission', 'spam submissions')} (${formatPercent(spam / all)} of everything received)`;
  const busiest = stats.series.reduce((a, b) => (dayTotal(b) > dayTotal(a) ? b : a));
  return (
    `${plural(leads, 'lead', 'leads')} in ${period} (${range}): ` +
    `${andList.format(
      kinds.map((kind) => {
        const { noun, plural: many } = LEAD_KIND_SPECS[kind];
        return plural(stats.totals[kind] ?? 0, noun.toLowerCase(), many.toLowerCase());
      }),
    )}; ${spamText}. ` +
    `Busiest day: ${formatDay(busiest.date)} with ${plural(dayTotal(busiest), 'submission', 'submissions')}.`
  );
}

/** A round upper bound for the y axis (1, 2, 5, 10, 20, 50 ...), at least 1. */
export const axisMax = (series: Day[]): number => niceMax(Math.max(...series.map(dayTotal)));
