import type { LeadKind } from '@shared/lead-kinds';
import type { Device } from '@shared/schemas/analytics';
import { getTableName } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection';
import { LEAD_STORAGE } from '../db/lead-tables';
import {
  rawPageDays,
  rawVisitorDays,
  rawVisitSourceDays,
  sourceOf,
  ROLLED_THROUGH,
} from './analytics-sql';

/** The days of a report: the rolled-up ones come from the rollups, the others from raw views. */
interface Range {
  from: string;
  to: string;
}

export interface DayTotals {
  day: string;
  device: Device;
  visitors: number;
  visits: number;
  pageviews: number;
}
export interface PageTotals {
  path: string;
  views: number;
  visitors: number;
  entries: number;
}
export interface VisitSource {
  landing_page: string;
  source: string;
  medium: string;
  campaign: string;
  visits: number;
}
/** Page views by the first segment of their path (`fr` of /fr/services/x; '' for /). */
export interface SegmentViews {
  segment: string;
  views: number;
}
/**
 * Leads of a kind by the visit they came from (landing_page null: no counted visit) and their
 * language (null: stored before languages were recorded).
 */
export interface LeadConversion {
  landing_page: string | null;
  language: string | null;
  source: string;
  medium: string;
  campaign: string;
  leads: number;
  qualified: number;
  won: number;
}

/** A kind's leads as the conversion table counts them (shared/lead-kinds: `conversion`). */
export interface ConversionRule {
  kind: LeadKind;
  qualified: readonly string[];
  won: readonly string[];
  /** The audit trail's target type of its leads, where its stage changes are recorded. */
  targetType: string;
}

// SQLite reads `IN ()` as false: a kind without qualified stages counts none.
const inList = (values: readonly string[]) => `(${values.map(() => '?').join(', ')})`;
const json = (field: string) => `json_extract(attribution, '$.${field}')`;

/**
 * The analytics report's queries (services/analytics/analytics-report.ts assembles them). Each
 * reads the rollups for the days up to the newest one rolled up and aggregates the raw views
 * for the days after it with the rollup's own SQL (analytics-sql.ts), so a day reads the same
 * before and after its rollup.
 */
export function createAnalyticsReportRepository(db: DatabaseHandle) {
  const { sqlite } = db;
  const rolled = `day BETWEEN :from AND :to AND day <= (${ROLLED_THROUGH})`;
  const raw = `day BETWEEN :from AND :to AND day > (${ROLLED_THROUGH})`;
  const both = (rollup: string, rawSql: string) => `${rollup} WHERE ${rolled} UNION ALL ${rawSql}`;

  const days = sqlite.prepare<Range, DayTotals>(
    both(
      'SELECT day, device, visitors, visits, pageviews FROM visitor_days',
      `SELECT day, device, visitors, visits, pageviews FROM (${rawVisitorDays(raw)})`,
    ),
  );
  const pages = sqlite.prepare<Range & { limit: number }, PageTotals>(
    `SELECT path, sum(views) AS views, sum(visitors) AS visitors, sum(entries) AS entries
      FROM (${both(
        'SELECT path, views, visitors, entries FROM page_view_days',
        `SELECT path, views, visitors, entries FROM (${rawPageDays(raw)})`,
      )})
      GROUP BY path ORDER BY views DESC, path LIMIT :limit`,
  );
  const sources = sqlite.prepare<Range, VisitSource>(
    `SELECT landing_page, source, medium, campaign, sum(visits) AS visits
      FROM (${both(
        'SELECT landing_page, source, medium, campaign, visits FROM visit_source_days',
        `SELECT landing_page, source, medium, campaign, visits FROM (${rawVisitSourceDays(raw)})`,
      )})
      GROUP BY 1, 2, 3, 4`,
  );

  // The path's first segment: a language's prefix (/fr/...) or a page's, bounded by the site's.
  const first = `substr(path, 2)`;
  const segment = `CASE WHEN instr(${first}, '/') > 0
    THEN substr(${first}, 1, instr(${first}, '/') - 1) ELSE ${first} END`;
  const segments = sqlite.prepare<Range, SegmentViews>(
    `SELECT ${segment} AS segment, sum(views) AS views
      FROM (${both(
        'SELECT path, views FROM page_view_days',
        `SELECT path, views FROM (${rawPageDays(raw)})`,
      )})
      GROUP BY 1`,
  );

  /** One kind's leads of the range by the visit they came from. */
  function conversionQuery({ kind, qualified, won }: ConversionRule) {
    const name = getTableName(LEAD_STORAGE[kind].table);
    // Qualified: at such a stage now, or moved to one once (the stage changes are in the trail).
    return sqlite.prepare<unknown[], LeadConversion>(
      `SELECT ${json('landing_page')} AS landing_page,
          ${sourceOf(json('utm_source'), json('referrer_host'))} AS source,
          coalesce(${json('utm_medium')}, '') AS medium,
          coalesce(${json('utm_campaign')}, '') AS campaign,
          t.language AS language,
          count(*) AS leads,
          sum(t.stage IN ${inList(qualified)} OR EXISTS (SELECT 1 FROM audit_events e
            WHERE e.target_type = ? AND e.target_id = t.id AND e.type = 'lead.stage_changed'
              AND json_extract(e.details, '$.stage') IN ${inList(qualified)})) AS qualified,
          sum(t.stage IN ${inList(won)}) AS won
        FROM "${name}" t
        WHERE t.created_at >= ? AND t.created_at < ? AND t.status <> 'spam'
        GROUP BY 1, 2, 3, 4, 5`,
    );
  }
  const conversionQueries = new Map<LeadKind, ReturnType<typeof conversionQuery>>();

  return {
    /** Totals per day and device. */
    days: (range: Range) => days.all(range),
    /** The most viewed pages. */
    pages: (range: Range, limit: number) => pages.all({ ...range, limit }),
    /** Page views by their path's first segment (the language's prefix of another language). */
    viewsBySegment: (range: Range) => segments.all(range),
    /** Visits by first page, source, medium and campaign. */
    visitSources: (range: Range) => sources.all(range),
    /** The leads of `rule`'s kind sent from `fromIso` (included) to `beforeIso`. */
    leadConversions(rule: ConversionRule, fromIso: string, beforeIso: string): LeadConversion[] {
      let query = conversionQueries.get(rule.kind);
      if (!query) conversionQueries.set(rule.kind, (query = conversionQuery(rule)));
      return query.all(
        ...rule.qualified,
        rule.targetType,
        ...rule.qualified,
        ...rule.won,
        fromIso,
        beforeIso,
      );
    },
  };
}

export type AnalyticsReportRepository = ReturnType<typeof createAnalyticsReportRepository>;
