import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection';
import type { AttributionField, LeadKind, LeadStatus } from '@shared/schemas/leads';
import { contactSubmissions, quoteRequests } from '../db/schema';

export const leadTables = { contact: contactSubmissions, quote: quoteRequests } as const;

/** The full-text index of each lead table (migrations/0003: FTS5, kept in sync by triggers). */
const ftsTables = { contact: 'contact_submissions_fts', quote: 'quote_requests_fts' } as const;

/** Which leads a list, an export or a count covers; every given condition must hold. */
export interface LeadQuery {
  status?: LeadStatus | undefined;
  /** Search words as typed; see toFtsQuery. */
  search?: string | undefined;
  /** ISO instants: created_at >= createdFrom and < createdBefore. */
  createdFrom?: string | undefined;
  createdBefore?: string | undefined;
  /** Exact values of the attribution columns. */
  attribution?: Partial<Record<AttributionField, string | undefined>>;
}

/**
 * An FTS5 query from what a person typed: every word must occur as a word prefix ("gra" finds
 * Grace). Each word is quoted, so FTS5 operators and punctuation in the input (AND, NEAR, -, ",
 * the @ of an address) are plain text, never syntax; a word's punctuation splits it into a phrase
 * ("grace@example.com" matches that address). Null when nothing searchable is left.
 */
export function toFtsQuery(input: string): string | null {
  const words = input
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .map((w) => `"${w.replaceAll('"', '')}"*`);
  return words.length > 0 ? words.join(' ') : null;
}

/**
 * One page of a search, driven by the full-text index: FTS5 yields the matches in rowid order,
 * newest first (a lead's rowid is its commit order, the order of created_at), each is joined
 * to its row for the other filters, and the scan stops at the page's end. Ordering the matches
 * by created_at instead would sort every match first: over a second for a word in half of
 * 100,000 leads, against milliseconds this way (docs/performance.md). The total counts in the
 * index alone when no other filter applies.
 */
export function searchPage(
  db: DatabaseHandle,
  kind: LeadKind,
  query: LeadQuery & { search: string },
  page: { limit: number; offset: number },
): { rowids: number[]; total: number } {
  const match = toFtsQuery(query.search);
  if (match === null) return { rowids: [], total: 0 };
  const table = leadTables[kind];
  const fts = sql.identifier(ftsTables[kind]);
  const rest = leadWhere(kind, { ...query, search: undefined });
  const range = rowidRange(db, kind, query);
  if (range === 'none') return { rowids: [], total: 0 };
  const matches = range
    ? sql`${fts} MATCH ${match} AND ${fts}.rowid BETWEEN ${range.lo} AND ${range.hi}`
    : sql`${fts} MATCH ${match}`;
  const from = rest
    ? sql`${fts} JOIN ${table} ON ${table}.rowid = ${fts}.rowid WHERE ${matches} AND ${rest}`
    : sql`${fts} JOIN ${table} ON ${table}.rowid = ${fts}.rowid WHERE ${matches}`;
  const rowids = db.orm
    .all<{ r: number }>(
      sql`SELECT ${fts}.rowid AS r FROM ${from} ORDER BY ${fts}.rowid DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    )
    .map((row) => row.r);
  const counted = rest
    ? db.orm.get<{ n: number }>(sql`SELECT count(*) AS n FROM ${from}`)
    : db.orm.get<{ n: number }>(sql`SELECT count(*) AS n FROM ${fts} WHERE ${matches}`);
  return { rowids, total: counted?.n ?? 0 };
}

/**
 * The rowids the days of a query can hold: the lowest and highest rowid of the leads in those
 * days (from the created_at index alone). Given to FTS5 as a rowid range, it skips the matches
 * outside the days instead of joining each to its row: "antenna in June" reads June's matches,
 * not the year's (docs/performance.md). A superset whatever the order of rowids and dates, so
 * the created_at conditions still apply. Null: no days given; 'none': no lead in those days.
 */
function rowidRange(
  db: DatabaseHandle,
  kind: LeadKind,
  query: LeadQuery,
): { lo: number; hi: number } | null | 'none' {
  const { createdFrom, createdBefore } = query;
  if (!createdFrom && !createdBefore) return null;
  const days = leadWhere(kind, { createdFrom, createdBefore });
  const row = db.orm.get<{ lo: number | null; hi: number | null }>(
    sql`SELECT min(rowid) AS lo, max(rowid) AS hi FROM ${leadTables[kind]} WHERE ${days}`,
  );
  return row?.lo == null || row.hi == null ? 'none' : { lo: row.lo, hi: row.hi };
}

/** The WHERE condition of a lead query on the table of `kind` (undefined: every lead). */
export function leadWhere(kind: LeadKind, query: LeadQuery): SQL | undefined {
  const table = leadTables[kind] as typeof contactSubmissions;
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(table.status, query.status) : undefined,
    query.createdFrom ? gte(table.created_at, query.createdFrom) : undefined,
    query.createdBefore ? lt(table.created_at, query.createdBefore) : undefined,
  ];
  for (const [column, value] of Object.entries(query.attribution ?? {})) {
    if (value !== undefined) conditions.push(eq(table[column as AttributionField], value));
  }
  if (query.search !== undefined) {
    const match = toFtsQuery(query.search);
    const fts = sql.identifier(ftsTables[kind]);
    conditions.push(
      match === null
        ? sql`0`
        : sql`${table}.rowid IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${match})`,
    );
  }
  return and(...conditions);
}
