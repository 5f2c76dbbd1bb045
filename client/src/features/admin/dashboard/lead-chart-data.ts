import type { LeadStats } from '@shared/schemas/leads';

type Day = LeadStats['series'][number];

// Calendar days from the API (YYYY-MM-DD, already in the firm's time zone), shown as such:
// formatted in UTC so the browser's own zone cannot shift them by a day.
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
export const formatDay = (day: string) => shortDate.format(Date.parse(`${day}T00:00:00Z`));

export const dayTotal = (d: Day) => d.contact + d.quote + d.spam;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The chart in one or two sentences: what a screen reader says instead of the bars. */
export function summarizeLeadStats(stats: LeadStats): string {
  const { contact, quote, spam } = stats.totals;
  const all = contact + quote + spam;
  const range = `${formatDay(stats.from)} – ${formatDay(stats.to)}`;
  if (all === 0) return `No leads in the last ${stats.days} days (${range}).`;
  const share = Math.round((spam / all) * 100);
  const busiest = stats.series.reduce((a, b) => (dayTotal(b) > dayTotal(a) ? b : a));
  return (
    `${plural(contact + quote, 'lead', 'leads')} in the last ${stats.days} days (${range}): ` +
    `${plural(contact, 'contact message', 'contact messages')} and ` +
    `${plural(quote, 'quote request', 'quote requests')}; ` +
    `${plural(spam, 'spam submission', 'spam submissions')} (${share} % of everything received). ` +
    `Busiest day: ${formatDay(busiest.date)} with ${plural(dayTotal(busiest), 'submission', 'submissions')}.`
  );
}

/** A round upper bound for the y axis (1, 2, 5, 10, 20, 50 ...), at least 1. */
export function axisMax(series: Day[]): number {
  const max = Math.max(1, ...series.map(dayTotal));
  for (let step = 1; ; step *= 10) {
    for (const m of [1, 2, 5]) if (m * step >= max) return m * step;
  }
}
