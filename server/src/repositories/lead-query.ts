import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AttributionField, LeadStatus } from '@shared/schemas/leads';
import { contactSubmissions, quoteRequests } from '../db/schema';

export type LeadKind = 'contact' | 'quote';

export const leadTables = { contact: contactSubmissions, quote: quoteRequests } as const;

/** The full-text index of each lead table (migrations/0002: FTS5, kept in sync by triggers). */
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
