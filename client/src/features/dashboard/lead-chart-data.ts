import { LEAD_KIND_SPECS, LEAD_KINDS, type LeadKind } from '@shared/lead-kinds';
import type { LeadStats } from '@shared/schemas/lead-stats';
import type { Messages } from '@shared/messages/catalogues';
import { adminLocale } from '~/lib/admin-locale';
import { axisTicks, formatCount, formatDay, formatPercent, niceMax } from '~/lib/chart-scale';

type Day = LeadStats['series'][number];

/** The kinds the stats count (those the caller sees), in the registry's order. */
export const kindsIn = (stats: LeadStats): LeadKind[] =>
  LEAD_KINDS.filter((kind) => stats.totals[kind] !== undefined);

/** Every lead of the day, spam included. */
export const dayTotal = (d: Day) =>
  LEAD_KINDS.reduce((sum, kind) => sum + (d[kind] ?? 0), 0) + d.spam;

export { axisTicks, formatCount, formatDay };

/** A kind's count in the lead-kind registry's words: "3 quote requests". */
const kindCount = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

/** The summary's texts in the admin's language (adminShell's dashboard.chart.summary). */
export type SummaryTexts = Messages['adminShell']['dashboard']['chart']['summary'];

/** The chart in one or two sentences: what a screen reader says instead of the bars. */
export function summarizeLeadStats(stats: LeadStats, t: SummaryTexts): string {
  const counted = (count: number) => ({ count, n: formatCount(count) });
  const { spam } = stats.totals;
  const kinds = kindsIn(stats);
  const leads = kinds.reduce((sum, kind) => sum + (stats.totals[kind] ?? 0), 0);
  const all = leads + spam;
  const range = `${formatDay(stats.from)} – ${formatDay(stats.to)}`;
  const period = t.period(counted(stats.days));
  if (all === 0) return t.none({ period, range });
  // A share only when there is spam: "no spam" says more than "(0% of everything received)".
  const spamText =
    spam === 0 ? t.noSpam() : t.spam({ ...counted(spam), share: formatPercent(spam / all) });
  const busiest = stats.series.reduce((a, b) => (dayTotal(b) > dayTotal(a) ? b : a));
  const andList = new Intl.ListFormat(adminLocale(), { type: 'conjunction' });
  return t.text({
    leads: t.leads(counted(leads)),
    period,
    range,
    kinds: andList.format(
      kinds.map((kind) => {
        const { noun, plural: many } = LEAD_KIND_SPECS[kind];
        return kindCount(stats.totals[kind] ?? 0, noun.toLowerCase(), many.toLowerCase());
      }),
    ),
    spam: spamText,
    day: formatDay(busiest.date),
    submissions: t.submissions(counted(dayTotal(busiest))),
  });
}

/** A round upper bound for the y axis (1, 2, 5, 10, 20, 50 ...), at least 1. */
export const axisMax = (series: Day[]): number => niceMax(Math.max(...series.map(dayTotal)));
