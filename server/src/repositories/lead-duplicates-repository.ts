import { and, desc, eq, gte, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { LeadKind } from '@shared/schemas/leads';
import { withoutFsync, type DatabaseHandle } from '../db/connection';
import type { contactSubmissions } from '../db/schema';
import { leadMatchKeys } from '../db/schema';
import { leadTables } from './lead-query';

export interface NewLeadForMatching {
  rowid: number;
  id: string;
  email: string;
  status: string;
  created_at: string;
}

export type MatchKeys = typeof leadMatchKeys.$inferInsert;

/**
 * The duplicate check's rows: each lead's match keys, and the links it found. Every statement is
 * prepared once (drizzle's `.prepare()` with placeholders), not built and prepared again per
 * lead: the check runs a few of them per new lead on the main thread, where building a drizzle
 * query and preparing it cost more than running it (docs/performance.md).
 */
export function createLeadDuplicatesRepository(db: DatabaseHandle) {
  const { orm } = db;
  const k = leadMatchKeys;
  const p = {
    kind: sql.placeholder('kind'),
    id: sql.placeholder('id'),
    after: sql.placeholder('after'),
    limit: sql.placeholder('limit'),
    value: sql.placeholder('value'),
    from: sql.placeholder('from'),
    beforeRowid: sql.placeholder('beforeRowid'),
  };

  /** The highest rowid with match keys, per kind: the linker's watermark. */
  const watermark = orm
    .select({ r: k.lead_rowid })
    .from(k)
    .where(eq(k.lead_kind, p.kind))
    .orderBy(desc(k.lead_rowid))
    .limit(1)
    .prepare();

  const saveKey = orm
    .insert(k)
    .values({
      lead_kind: sql.placeholder('lead_kind'),
      lead_id: sql.placeholder('lead_id'),
      lead_rowid: sql.placeholder('lead_rowid'),
      email: sql.placeholder('email'),
      domain: sql.placeholder('domain'),
      created_at: sql.placeholder('created_at'),
    })
    .onConflictDoNothing()
    .prepare();

  function statementsOf(kind: LeadKind) {
    const t = leadTables[kind] as typeof contactSubmissions;
    return {
      unkeyed: orm
        .select({
          rowid: sql<number>`${t}.rowid`,
          id: t.id,
          email: t.email,
          status: t.status,
          created_at: t.created_at,
        })
        .from(t)
        .where(
          and(
            sql`${t}.rowid > ${p.after}`,
            // A lead under the watermark whose keys are missing (its successor with the highest
            // rowid was deleted) is found again; its keys are simply not written twice.
            sql`NOT EXISTS (SELECT 1 FROM ${k} WHERE ${k.lead_kind} = ${kind} AND ${k.lead_id} = ${t.id})`,
          ),
        )
        .orderBy(sql`${t}.rowid`)
        .limit(p.limit)
        .prepare(),
      link: orm
        .update(t)
        .set({ duplicate_of_id: sql`${sql.placeholder('duplicateOf')}` })
        .where(and(eq(t.id, p.id), isNull(t.duplicate_of_id)))
        .prepare(),
      /** firstOpen's statement per key and closed stages (a constant list: one or two in all). */
      firstOpen: new Map<string, ReturnType<typeof firstOpenStatement>>(),
      firstOpenStatement,
    };
    function firstOpenStatement(by: 'email' | 'domain', closedStages: readonly string[]) {
      return orm
        .select({ id: t.id })
        .from(k)
        .innerJoin(t, eq(t.id, k.lead_id))
        .where(
          and(
            eq(k.lead_kind, kind),
            eq(by === 'email' ? k.email : k.domain, p.value),
            gte(k.created_at, p.from),
            lt(k.lead_rowid, p.beforeRowid),
            ne(t.status, 'spam'),
            notInArray(t.stage, [...closedStages]),
          ),
        )
        .orderBy(k.created_at)
        .limit(1)
        .prepare();
    }
  }
  const statements = Object.fromEntries(
    (Object.keys(leadTables) as LeadKind[]).map((kind) => [kind, statementsOf(kind)]),
  ) as Record<LeadKind, ReturnType<typeof statementsOf>>;

  return {
    /** Leads of `kind` without match keys yet, in commit order, at most `limit`. */
    unkeyed(kind: LeadKind, limit: number): NewLeadForMatching[] {
      const after = watermark.get({ kind })?.r ?? 0;
      return statements[kind].unkeyed.all({ after, limit });
    },

    /**
     * The oldest lead of `kind` committed before the lead of `beforeRowid`, created at `from` or
     * later, with the same e-mail or domain (`by`), that is open: not spam and not at one of
     * `closedStages` (the service's rule). One indexed probe, so a domain with thousands of
     * leads costs no more than one with two.
     */
    firstOpen(
      kind: LeadKind,
      by: 'email' | 'domain',
      value: string,
      window: { from: string; beforeRowid: number; closedStages: readonly string[] },
    ): { id: string } | undefined {
      const { firstOpen, firstOpenStatement } = statements[kind];
      const key = `${by}:${window.closedStages.join(',')}`;
      let statement = firstOpen.get(key);
      if (!statement) {
        statement = firstOpenStatement(by, window.closedStages);
        firstOpen.set(key, statement);
      }
      return statement.get({ value, from: window.from, beforeRowid: window.beforeRowid });
    },

    /**
     * Runs `work` in one transaction (one commit for a whole pass). The keys and links are
     * derived from committed leads and derived again if a power cut loses them, so the COMMIT
     * does not hold the event loop for an fsync.
     */
    transaction<T>(work: () => T): T {
      return withoutFsync(db.sqlite, db.sqlite.transaction(work));
    },

    saveKeys(keys: MatchKeys[]): void {
      for (const row of keys) saveKey.run(row);
    },

    link(kind: LeadKind, id: string, duplicateOf: string): void {
      statements[kind].link.run({ id, duplicateOf });
    },
  };
}

export type LeadDuplicatesRepository = ReturnType<typeof createLeadDuplicatesRepository>;
