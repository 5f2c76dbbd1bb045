import { and, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection';
import type { AttributionField, LeadKind, LeadStatus } from '@shared/schemas/leads';
import { LEAD_STORAGE, leadTable } from '../db/lead-tables';
import { searchTail } from './lead-search-tail';

/**
 * The full-text index of a kind's table, filled by the lead writer off the write path: a caller
 * that searches has it catch up first (leads-repository.ts, docs/decisions/020).
 */
const searchIndex = (kind: LeadKind) => sql.identifier(LEAD_STORAGE[kind].searchIndex);

/** Which leads a list, an export or a count covers; every given condition must hold. */
export interface LeadQuery {
  status?: LeadStatus | undefined;
  stage?: string | undefined;
  /** The owner's id; null: the leads nobody owns. */
  assigneeId?: string | null | undefined;
  /** Search words as typed; see toFtsQuery. */
  search?: string | undefined;
  /** ISO instants: created_at >= createdFrom and < createdBefore. */
  createdFrom?: string | undefined;
  createdBefore?: string | undefined;
  /** Exact values of the attribution columns. */
  attribution?: Partial<Record<AttributionField, string | undefined>>;
  /** The leads of a language; `unrecorded`: with those stored before languages were (null). */
  language?: { tag: string; unrecorded: boolean } | undefined;
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

/** The rowids of one page of the inbox (newest first) and how many leads match in all. */
export interface LeadPage {
  rowids: number[];
  total: number;
  /** A search's: leads still waiting to be indexed that it could not read (lead-search-tail.ts). */
  unindexed: number;
}

/**
 * One page of the inbox for any combination of filters: the search's when words are given,
 * otherwise newest first by created_at (rowid breaking ties) through the status/date indexes.
 * Only rowids and the count: the caller reads the page's rows (lead-search.ts runs this off the
 * main thread).
 */
export function leadPage(
  db: DatabaseHandle,
  kind: LeadKind,
  query: LeadQuery,
  page: { limit: number; offset: number },
): LeadPage {
  if (query.search !== undefined)
    return searchPage(db, kind, { ...query, search: query.search }, page);
  const table = leadTable(kind);
  const filter = leadWhere(kind, query);
  const where = filter ? sql`WHERE ${filter}` : sql``;
  const rowids = db.orm
    .all<{ r: number }>(
      sql`SELECT ${table}.rowid AS r FROM ${table} ${where} ORDER BY ${table.created_at} DESC, ${table}.rowid DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    )
    .map((row) => row.r);
  const total = db.orm.get<{ n: number }>(sql`SELECT count(*) AS n FROM ${table} ${where}`)?.n ?? 0;
  return { rowids, total, unindexed: 0 };
}

/**
 * One page of a search, driven by the full-text index: FTS5 yields the matches in rowid order,
 * newest first (a lead's rowid is its commit order, the order of created_at), each is joined
 * to its row for the other filters, and the scan stops at the page's end. Ordering the matches
 * by created_at instead would sort every match first: over a second for a word in half of
 * 100,000 leads, against milliseconds this way (docs/performance-log.md, section 8). The total
 * counts in the index alone when no other filter applies.
 *
 * The leads not indexed yet are newer than every indexed one: their matches (searchTail) come
 * first, then the index's. One read transaction: the watermark, the index and the tail agree.
 */
function searchPage(
  db: DatabaseHandle,
  kind: LeadKind,
  query: LeadQuery & { search: string },
  page: { limit: number; offset: number },
): LeadPage {
  const match = toFtsQuery(query.search);
  if (match === null) return { rowids: [], total: 0, unindexed: 0 };
  return db.sqlite.transaction((): LeadPage => {
    const tail = searchTail(db, kind, match, leadWhere(kind, { ...query, search: undefined }));
    const fromTail = tail.rowids.slice(page.offset, page.offset + page.limit);
    const rest = {
      limit: page.limit - fromTail.length,
      offset: Math.max(0, page.offset - tail.rowids.length),
    };
    const statements = searchStatements(db, kind, query, rest);
    const indexed =
      statements && rest.limit > 0
        ? db.orm.all<{ r: number }>(statements.page).map((row) => row.r)
        : [];
    const total = statements ? (db.orm.get<{ n: number }>(statements.count)?.n ?? 0) : 0;
    return {
      rowids: [...fromTail, ...indexed],
      total: tail.rowids.length + total,
      unindexed: tail.unindexed,
    };
  })();
}

/**
 * The page and count statements of a search (null: nothing can match). The match set drives
 * them whatever statistics SQLite has: `CROSS JOIN` keeps the FTS5 table as the outer loop (SQLite
 * never reorders the tables of a CROSS JOIN), and `NOT INDEXED` leaves the lead table only its
 * rowid, so each match is looked up by rowid and filtered (statistics claiming a status holds one
 * lead made the planner probe the status index once per match instead).
 * Left to choose, the planner without statistics (`ANALYZE` never ran) started from the
 * status/date index and ran the MATCH once per lead in those days: 13 to 42 seconds with 100,000
 * leads, the event loop blocked all along. `lead-query.test.ts` asserts the plan.
 */
export function searchStatements(
  db: DatabaseHandle,
  kind: LeadKind,
  query: LeadQuery & { search: string },
  page: { limit: number; offset: number },
): { page: SQL; count: SQL } | null {
  const match = toFtsQuery(query.search);
  if (match === null) return null;
  const table = leadTable(kind);
  const fts = searchIndex(kind);
  const rest = leadWhere(kind, { ...query, search: undefined });
  const range = rowidRange(db, kind, query);
  if (range === 'none') return null;
  const matches = range
    ? sql`${fts} MATCH ${match} AND ${fts}.rowid BETWEEN ${range.lo} AND ${range.hi}`
    : sql`${fts} MATCH ${match}`;
  const from = rest
    ? sql`${fts} CROSS JOIN ${table} NOT INDEXED ON ${table}.rowid = ${fts}.rowid WHERE ${matches} AND ${rest}`
    : sql`${fts} WHERE ${matches}`;
  return {
    page: sql`SELECT ${fts}.rowid AS r FROM ${from} ORDER BY ${fts}.rowid DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    count: sql`SELECT count(*) AS n FROM ${from}`,
  };
}

/**
 * The rowids the days of a query can hold: the lowest and highest rowid of the leads in those
 * days (from the created_at index alone). Given to FTS5 as a rowid range, it skips the matches
 * outside the days instead of joining each to its row: "antenna in June" reads June's matches,
 * not the year's (docs/performance-log.md, section 8). A superset whatever the order of rowids
 * and dates, so the created_at conditions still apply. Null: no days given; 'none': no lead in
 * those days.
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
    sql`SELECT min(rowid) AS lo, max(rowid) AS hi FROM ${leadTable(kind)} WHERE ${days}`,
  );
  return row?.lo == null || row.hi == null ? 'none' : { lo: row.lo, hi: row.hi };
}

/** The WHERE condition of a lead query on the table of `kind` (undefined: every lead). */
export function leadWhere(kind: LeadKind, query: LeadQuery): SQL | undefined {
  const table = leadTable(kind);
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(table.status, query.status) : undefined,
    query.stage ? eq(table.stage, query.stage) : undefined,
    // Repeats the partial stage index's condition, so the planner may use it (db/schema/leads.ts).
    query.stage && query.stage !== 'new' ? sql`${table.stage} <> 'new'` : undefined,
    query.assigneeId === null
      ? isNull(table.assignee_id)
      : query.assigneeId !== undefined
        ? eq(table.assignee_id, query.assigneeId)
        : undefined,
    query.createdFrom ? gte(table.created_at, query.createdFrom) : undefined,
    query.createdBefore ? lt(table.created_at, query.createdBefore) : undefined,
  ];
  for (const [column, value] of Object.entries(query.attribution ?? {})) {
    if (value !== undefined) conditions.push(eq(table[column as AttributionField], value));
  }
  if (query.language) {
    const { tag, unrecorded } = query.language;
    conditions.push(
      unrecorded ? or(eq(table.language, tag), isNull(table.language)) : eq(table.language, tag),
    );
  }
  if (query.search !== undefined) {
    const match = toFtsQuery(query.search);
    const fts = searchIndex(kind);
    conditions.push(
      match === null
        ? sql`0`
        : sql`${table}.rowid IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${match})`,
    );
  }
  return and(...conditions);
}
