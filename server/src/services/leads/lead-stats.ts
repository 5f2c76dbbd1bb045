import type { LeadStats } from '@shared/schemas/leads';
import { addDays, localDay, startOfLocalDay } from '../../lib/time-zone';
import type { LeadStatsRepository } from '../../repositories/lead-stats-repository';

/**
 * Leads per local day over the last `days` days, today included: contact messages and quote
 * requests (spam excluded) and spam of both kinds. Every day of the range is present, zeros
 * included, so the chart's x axis is the calendar.
 */
export function leadStats(
  repo: LeadStatsRepository,
  { days, timeZone, now }: { days: number; timeZone: string; now: number },
): LeadStats {
  const to = localDay(now, timeZone);
  const from = addDays(to, -(days - 1));
  const series = Array.from({ length: days }, (_, i) => ({
    date: addDays(from, i),
    contact: 0,
    quote: 0,
    spam: 0,
  }));
  const index = new Map(series.map((day, i) => [day.date, i]));
  const totals = { contact: 0, quote: 0, spam: 0 };

  const fromIso = new Date(startOfLocalDay(from, timeZone)).toISOString();
  const beforeIso = new Date(startOfLocalDay(addDays(to, 1), timeZone)).toISOString();
  for (const row of repo.countsByQuarterHour(fromIso, beforeIso)) {
    const i = index.get(localDay(Date.parse(row.slot), timeZone));
    if (i === undefined) continue;
    const key = row.spam ? 'spam' : row.kind;
    series[i]![key] += row.n;
    totals[key] += row.n;
  }
  return { days, time_zone: timeZone, from, to, series, totals };
}
