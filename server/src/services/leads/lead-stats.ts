import type { LeadKind } from '@shared/lead-kinds';
import type { LeadStats } from '@shared/schemas/lead-stats';
import { addDays, localDay, startOfLocalDay } from '../../lib/time-zone';
import type { LeadStatsRepository } from '../../repositories/lead-stats-repository';

type DayCounts = LeadStats['totals'];

/**
 * Leads per local day over the last `days` days, today included: each of `kinds` (spam
 * excluded) and the spam among them. Every day of the range is present, zeros included, so the
 * chart's x axis is the calendar; kinds the caller does not see are left out.
 */
export function leadStats(
  repo: LeadStatsRepository,
  {
    days,
    kinds,
    timeZone,
    now,
  }: { days: number; kinds: readonly LeadKind[]; timeZone: string; now: number },
): LeadStats {
  const zeros = (): DayCounts => ({
    ...Object.fromEntries(kinds.map((kind) => [kind, 0])),
    spam: 0,
  });
  const to = localDay(now, timeZone);
  const from = addDays(to, -(days - 1));
  const series = Array.from({ length: days }, (_, i) => ({ date: addDays(from, i), ...zeros() }));
  const index = new Map(series.map((day, i) => [day.date, i]));
  const totals = zeros();

  const fromIso = new Date(startOfLocalDay(from, timeZone)).toISOString();
  const beforeIso = new Date(startOfLocalDay(addDays(to, 1), timeZone)).toISOString();
  for (const row of repo.countsByQuarterHour(kinds, fromIso, beforeIso)) {
    const i = index.get(localDay(Date.parse(row.slot), timeZone));
    if (i === undefined) continue;
    const key = row.spam ? 'spam' : row.kind;
    series[i]![key] = (series[i]![key] ?? 0) + row.n;
    totals[key] = (totals[key] ?? 0) + row.n;
  }
  return { days, time_zone: timeZone, from, to, series, totals };
}
