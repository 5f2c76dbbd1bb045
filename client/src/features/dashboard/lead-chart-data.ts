import { LEAD_KIND_SPECS, LEAD_KINDS, type LeadKind } from '@shared/lead-kinds';
import type { LeadStats } from '@shared/schemas/leads';

type Day = LeadStats['series'][number];

/** The kinds the stats count (those the caller sees), in the registry's order. */
export const kindsIn = (stats: LeadStats): LeadKind[] =>
  LEAD_KINDS.filter((kind) => stats.totals[kind] !== undefined);

// Calendar days from the API (YYYY-MM-DD, already in the firm's time zone), shown as such:
// formatted in UTC so the browser's own zone cannot shift them by a day.
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
export const formatDay = (day: string) => shortDate.format(Date.parse(`${day}T00:00:00Z`));

/** Every lead of the day, spam included. */
export const dayTotal = (d: Day) =>
  LEAD_KINDS.reduce((sum, kind) => sum + (d[kind] ?? 0), 0) + d.spam;

// Numbers as the reader's locale writes them ("1,234", "17%"): Intl, not hand-made spacing.
const count = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });
export const formatCount = (n: number) => count.format(n);

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
      : `${plural(spam, 'spam submission', 'spam submissions')} (${percent.format(spam / all)} of everything received)`;
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

/**
 * The y axis's labelled lines: 0, the middle and the top, leaving out a middle that is not a
 * whole number (a day has no half leads: the axis of 1 reads 0 and 1, that of 5 reads 0 and 5).
 */
export function axisTicks(max: number): number[] {
  return Number.isInteger(max / 2) ? [0, max / 2, max] : [0, max];
}

/** A round upper bound for the y axis (1, 2, 5, 10, 20, 50 ...), at least 1. */
export function axisMax(series: Day[]): number {
  const max = Math.max(1, ...series.map(dayTotal));
  for (let step = 1; ; step *= 10) {
    for (const m of [1, 2, 5]) if (m * step >= max) return m * step;
  }
}
