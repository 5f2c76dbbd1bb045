import { LEAD_KIND_SPECS, type LeadKind } from '@shared/lead-kinds';
import {
  ANALYTICS_LABELS,
  DEVICES,
  type AnalyticsQuery,
  type AnalyticsReport,
} from '@shared/schemas/analytics';
import { addDays, startOfLocalDay } from '../../lib/time-zone';
import type {
  AnalyticsReportRepository,
  ConversionRule,
  LeadConversion,
  VisitSource,
} from '../../repositories/analytics-report-repository';
import type { Language } from '@shared/site-content/languages';
import { leadTarget } from '../leads/lead-work';
import { languageBreakdown } from './language-breakdown';

/** Rows of a report's tables at most (pages are bounded by the site's pages anyway). */
const MAX_PAGES = 200;
const MAX_SOURCES = 100;

/** The kinds of `kinds` the conversion table counts, with their rules (shared/lead-kinds). */
export function conversionRules(kinds: readonly LeadKind[]): ConversionRule[] {
  return kinds.flatMap((kind) => {
    const { conversion } = LEAD_KIND_SPECS[kind];
    return conversion ? [{ kind, ...conversion, targetType: leadTarget(kind) }] : [];
  });
}

interface Funnel {
  visits: number;
  leads: number;
  qualified: number;
  won: number;
}

/**
 * Visits and leads by a key of theirs (a source, a first page, a campaign), most visits first,
 * then most leads; a key of null is left out. Leads without a counted visit have their own row.
 */
function funnelBy<Row>(
  visits: VisitSource[],
  leads: LeadConversion[],
  keyOf: (row: VisitSource | LeadConversion) => string | null,
  rowOf: (key: string, funnel: Funnel) => Row,
  limit: number,
): Row[] {
  const byKey = new Map<string, Funnel>();
  const at = (key: string) => {
    let found = byKey.get(key);
    if (!found) byKey.set(key, (found = { visits: 0, leads: 0, qualified: 0, won: 0 }));
    return found;
  };
  for (const row of visits) {
    const key = keyOf(row);
    if (key !== null) at(key).visits += row.visits;
  }
  for (const row of leads) {
    const key = row.landing_page === null ? ANALYTICS_LABELS.notMeasured : keyOf(row);
    if (key === null) continue;
    const funnel = at(key);
    funnel.leads += row.leads;
    funnel.qualified += row.qualified;
    funnel.won += row.won;
  }
  return [...byKey]
    .sort(([ka, a], [kb, b]) => b.visits - a.visits || b.leads - a.leads || ka.localeCompare(kb))
    .slice(0, limit)
    .map(([key, funnel]) => rowOf(key, funnel));
}

/** Each campaign page with the visits that started on it and the leads sent in them. */
function campaignRows(
  visits: VisitSource[],
  leads: LeadConversion[],
  pages: readonly { path: string; title: string }[],
) {
  const titles = new Map(pages.map((p) => [p.path, p.title]));
  const key = (row: { landing_page: string | null }) =>
    row.landing_page !== null && titles.has(row.landing_page) ? row.landing_page : null;
  const rows = funnelBy(
    visits.filter((v) => key(v)),
    leads.filter((l) => key(l)),
    key,
    (path, f) => ({ path, title: titles.get(path)!, ...f }),
    pages.length,
  );
  const seen = new Set(rows.map((r) => r.path));
  const unvisited = pages
    .filter((p) => !seen.has(p.path))
    .map((p) => ({ ...p, visits: 0, leads: 0, qualified: 0, won: 0 }));
  return [...rows, ...unvisited];
}

/** The campaign rows' key: source, medium and campaign (null without a campaign). */
const campaignKey = (row: { source: string; medium: string; campaign: string }) =>
  row.campaign === '' ? null : JSON.stringify([row.source, row.medium, row.campaign]);

/**
 * The report of a range of days (shared/schemas/analytics.ts): totals, days, devices and pages
 * for every role that reads it; with `rules` (the kinds of lead the caller sees that count),
 * the sources, campaigns and first pages with the leads they brought. Without rules (an
 * editor), nothing of the leads.
 */
export function analyticsReport(
  repo: AnalyticsReportRepository,
  { from, to }: AnalyticsQuery,
  {
    timeZone,
    rules,
    campaignPages = [],
    languages = [],
  }: {
    timeZone: string;
    rules: ConversionRule[] | null;
    /** The site's languages (identity.languages): a breakdown by them when there are several. */
    languages?: readonly Language[];
    /** The live content's campaign pages: a row each, visited or not. */
    campaignPages?: readonly { path: string; title: string }[];
  },
): AnalyticsReport {
  const length = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  const days = Array.from({ length }, (_, i) => ({
    date: addDays(from, i),
    visitors: 0,
    visits: 0,
    pageviews: 0,
  }));
  const dayIndex = new Map(days.map((day, i) => [day.date, i]));
  const devices = DEVICES.map((device) => ({ device, visitors: 0, visits: 0, pageviews: 0 }));
  for (const row of repo.days({ from, to })) {
    for (const total of [days[dayIndex.get(row.day)!]!, devices[DEVICES.indexOf(row.device)]!]) {
      total.visitors += row.visitors;
      total.visits += row.visits;
      total.pageviews += row.pageviews;
    }
  }
  const sum = (key: 'visitors' | 'visits' | 'pageviews') =>
    days.reduce((n, day) => n + day[key], 0);
  const report: AnalyticsReport = {
    from,
    to,
    time_zone: timeZone,
    visitors: sum('visitors'),
    visits: sum('visits'),
    pageviews: sum('pageviews'),
    pages: repo.pages({ from, to }, MAX_PAGES),
    days,
    devices: devices.filter((d) => d.pageviews > 0).sort((a, b) => b.visits - a.visits),
  };
  // Read only where the site speaks several languages: a one-language report is as it was.
  const views = languages.length > 1 ? repo.viewsBySegment({ from, to }) : [];
  if (!rules) {
    const byLanguage = languageBreakdown(languages, views, null);
    return byLanguage.length > 0 ? { ...report, languages: byLanguage } : report;
  }

  const visits = repo.visitSources({ from, to });
  const fromIso = new Date(startOfLocalDay(from, timeZone)).toISOString();
  const beforeIso = new Date(startOfLocalDay(addDays(to, 1), timeZone)).toISOString();
  const leads = rules.flatMap((rule) => repo.leadConversions(rule, fromIso, beforeIso));
  const total = (key: 'leads' | 'qualified' | 'won') => leads.reduce((n, row) => n + row[key], 0);
  const byLanguage = languageBreakdown(languages, views, leads);
  return {
    ...report,
    ...(byLanguage.length > 0 ? { languages: byLanguage } : {}),
    sources: funnelBy(
      visits,
      leads,
      (r) => r.source,
      (source, f) => ({ source, ...f }),
      MAX_SOURCES,
    ),
    campaigns: funnelBy(
      visits,
      leads.filter((row) => row.landing_page !== null),
      campaignKey,
      (key, f) => {
        const [source, medium, campaign] = JSON.parse(key) as [string, string, string];
        return { source, medium, campaign, ...f };
      },
      MAX_SOURCES,
    ),
    landing_pages: funnelBy(
      visits,
      leads,
      (r) => r.landing_page,
      (path, f) => ({ path, ...f }),
      MAX_PAGES,
    ),
    campaign_pages: campaignRows(visits, leads, campaignPages),
    leads: {
      total: total('leads'),
      qualified: total('qualified'),
      won: total('won'),
      not_measured: leads.reduce((n, row) => n + (row.landing_page === null ? row.leads : 0), 0),
    },
  };
}
