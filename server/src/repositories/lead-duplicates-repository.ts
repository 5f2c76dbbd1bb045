import { and, desc, eq, gte, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { LeadKind } from '@shared/schemas/leads';
import type { DatabaseHandle } from '../db/connection';
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

/** The duplicate check's rows: each lead's match keys, and the links it found. */
export function createLeadDuplicatesRepository(db: DatabaseHandle) {
  const { orm } = db;
  const table = (kind: LeadKind) => leadTables[kind] as typeof contactSubmissions;

  return {
    /** Leads of `kind` without match keys yet, in commit order, at most `limit`. */
    unkeyed(kind: LeadKind, limit: number): NewLeadForMatching[] {
      const t = table(kind);
      const watermark = orm
        .select({ r: leadMatchKeys.lead_rowid })
        .from(leadMatchKeys)
        .where(eq(leadMatchKeys.lead_kind, kind))
        .orderBy(desc(leadMatchKeys.lead_rowid))
        .limit(1)
        .get()?.r;
      return orm
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
            watermark === undefined ? undefined : sql`${t}.rowid > ${watermark}`,
            // A lead under the watermark whose keys are missing (its successor with the highest
            // rowid was deleted) is found again; its keys are simply not written twice.
            sql`NOT EXISTS (SELECT 1 FROM ${leadMatchKeys} WHERE ${leadMatchKeys.lead_kind} = ${kind} AND ${leadMatchKeys.lead_id} = ${t.id})`,
          ),
        )
        .orderBy(sql`${t}.rowid`)
        .limit(limit)
        .all();
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
      const t = table(kind);
      const k = leadMatchKeys;
      return orm
        .select({ id: t.id })
        .from(k)
        .innerJoin(t, eq(t.id, k.lead_id))
        .where(
          and(
            eq(k.lead_kind, kind),
            eq(by === 'email' ? k.email : k.domain, value),
            gte(k.created_at, window.from),
            lt(k.lead_rowid, window.beforeRowid),
            ne(t.status, 'spam'),
            notInArray(t.stage, [...window.closedStages]),
          ),
        )
        .orderBy(k.created_at)
        .limit(1)
        .get();
    },

    /** Runs `work` in one transaction (one commit for a whole pass). */
    transaction<T>(work: () => T): T {
      return db.sqlite.transaction(work)();
    },

    saveKeys(keys: MatchKeys[]): void {
      for (const row of keys) orm.insert(leadMatchKeys).values(row).onConflictDoNothing().run();
    },

    link(kind: LeadKind, id: string, duplicateOf: string): void {
      const t = table(kind);
      orm
        .update(t)
        .set({ duplicate_of_id: duplicateOf })
        .where(and(eq(t.id, id), isNull(t.duplicate_of_id)))
        .run();
    },
  };
}

export type LeadDuplicatesRepository = ReturnType<typeof createLeadDuplicatesRepository>;
