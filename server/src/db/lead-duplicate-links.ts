import type Database from 'better-sqlite3';
import { getTableName } from 'drizzle-orm';
import { LEAD_KINDS, type LeadKind } from '@shared/lead-kinds';
import { isFreeMailDomain } from '../lib/free-mail';
import { withoutFsync } from './connection';
import { leadTable } from './lead-tables';
import { leadMatchKeys } from './schema';

/**
 * When a lead repeats an earlier one (the rule is the leads service's,
 * services/leads/duplicates.ts, handed here as data so the writer thread loads no service code).
 */
export interface DuplicateRule {
  /** How far back an open lead makes a new one its duplicate. */
  windowDays: number;
  /** Stages at which a lead is no longer open (neither are spam leads). */
  closedStages: readonly string[];
}

/** Leads per step at most: bounds how long a lead commit may wait for a step. */
export const LEADS_PER_LINKING = 1000;

/**
 * The company domain of an address (lower case), or null for a free-mail provider's: an
 * address at gmail.com says nothing about the company a lead comes from.
 */
export function companyDomainOf(address: string): string | null {
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return domain && !isFreeMailDomain(domain) ? domain : null;
}

const KEYS = getTableName(leadMatchKeys);

/**
 * The SQL condition "this lead may be linked to", over a lead table's row named `row`. The
 * stages are words of the lead kinds' registry, never input: written as literals, checked.
 */
function openCondition(row: string, rule: DuplicateRule): string {
  for (const stage of rule.closedStages) {
    if (!/^[a-z_]+$/.test(stage)) throw new Error(`Not a stage name: ${stage}`);
  }
  const closed = rule.closedStages.map((stage) => `'${stage}'`).join(', ') || `''`;
  return `(${row}.status <> 'spam' AND ${row}.stage NOT IN (${closed}))`;
}

/**
 * Keeps a lead's `open` key in step with its status and stage, in the caller's transaction (the
 * leads repository calls it with every change of either): the lookups below read only open
 * keys, so a lead marked spam or closed leaves them, and one marked "not spam" comes back.
 */
export function createMatchKeyOpenness(sqlite: Database.Database, rule: DuplicateRule) {
  const perKind = Object.fromEntries(
    LEAD_KINDS.map((kind) => {
      const table = getTableName(leadTable(kind));
      const statement = sqlite.prepare(
        `UPDATE "${KEYS}" SET open = coalesce((SELECT ${openCondition('t', rule)}
           FROM "${table}" t WHERE t.id = @id), 0)
         WHERE lead_kind = @kind AND lead_id = @id`,
      );
      return [kind, statement];
    }),
  ) as Record<LeadKind, Database.Statement>;
  return (kind: LeadKind, id: string): void => {
    perKind[kind].run({ kind, id });
  };
}

/**
 * Links each new lead to the earlier open lead of the same kind it repeats: the same address in
 * any case first, else the same company domain, within the window; the oldest such lead, so
 * repeats all point at the original. Spam is neither linked nor linked to.
 *
 * Bounded whatever the data (decision 041): every lead gets a keys row (the table is the
 * watermark: a lead without keys is still to be linked, also after a stop or a crash), but only
 * open leads' keys are in the lookups' partial indexes, ordered by time. So the oldest open
 * lead within the window is the first entry of an index range: one search, never a walk over
 * spam or closed leads of that address. A spam lead's step writes its keys and looks nothing up.
 *
 * It runs on the lead writer's connection, in the writer's pauses, like the search index
 * (lead-derived-work.ts): each step is two set-based statements per kind, all in SQLite.
 */
export function createLeadDuplicateLinker(sqlite: Database.Database, rule: DuplicateRule) {
  // Deterministic, so SQLite may call it once per row; the free-mail list is the leads' rule.
  sqlite.function('company_domain', { deterministic: true }, (address: unknown) =>
    typeof address === 'string' ? companyDomainOf(address) : null,
  );
  const window = `-${Math.trunc(rule.windowDays)} days`;

  const perKind = LEAD_KINDS.map((kind) => {
    const table = getTableName(leadTable(kind));
    /**
     * The oldest open earlier lead with the same value of `by` (email or domain), or NULL: the
     * first entry of the open index from the window's start, if it is older than the new lead.
     */
    const original = (by: 'email' | 'domain') =>
      `(SELECT k.lead_id FROM "${KEYS}" k INDEXED BY lead_match_keys_open_${by}_idx
         WHERE k.lead_kind = n.lead_kind AND k.${by} = n.${by} AND k.open = 1
           ${by === 'domain' ? 'AND k.domain IS NOT NULL' : ''}
           AND k.created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', n.created_at, '${window}')
           AND (k.created_at, k.lead_rowid) < (n.created_at, n.lead_rowid)
         ORDER BY k.created_at, k.lead_rowid LIMIT 1)`;
    return {
      kind,
      watermark: sqlite
        .prepare(`SELECT coalesce(max(lead_rowid), 0) FROM "${KEYS}" WHERE lead_kind = ?`)
        .pluck(),
      // A lead under the watermark whose keys are missing (the lead with the highest keys was
      // deleted since) is found again; the keys of the others are not written twice.
      saveKeys: sqlite.prepare(
        `INSERT INTO "${KEYS}" (lead_kind, lead_id, lead_rowid, email, domain, created_at, open)
         SELECT @kind, t.id, t.rowid, lower(trim(t.email)), company_domain(lower(trim(t.email))),
                t.created_at, ${openCondition('t', rule)}
         FROM "${table}" t
         WHERE t.rowid > @after
           AND NOT EXISTS (SELECT 1 FROM "${KEYS}" x WHERE x.lead_kind = @kind AND x.lead_id = t.id)
         ORDER BY t.rowid LIMIT @limit`,
      ),
      // The keys of a step are saved first: an earlier lead of the same step counts too.
      // MATERIALIZED: each lookup runs once per new open lead (inlined, the UPDATE ran it twice).
      link: sqlite.prepare(
        `WITH m AS MATERIALIZED (
           SELECT n.lead_id AS id, coalesce(${original('email')}, ${original('domain')}) AS original
           FROM "${KEYS}" n
           WHERE n.lead_kind = ? AND n.lead_rowid > ? AND n.lead_rowid <= ? AND n.open = 1)
         UPDATE "${table}" SET duplicate_of_id = m.original FROM m
         WHERE "${table}".id = m.id AND m.original IS NOT NULL
           AND "${table}".duplicate_of_id IS NULL`,
      ),
    };
  });

  let turn = 0;
  /**
   * One transaction: up to `limit` leads in all, the kinds in turn from a different one each
   * step (a flood of one kind does not hold the others back). True when more may be waiting.
   */
  const step = sqlite.transaction((limit: number): boolean => {
    let left = limit;
    const first = turn;
    turn = (turn + 1) % perKind.length;
    for (let i = 0; i < perKind.length && left > 0; i++) {
      const { kind, watermark, saveKeys, link } = perKind[(first + i) % perKind.length]!;
      const after = watermark.get(kind) as number;
      const saved = saveKeys.run({ kind, after, limit: left }).changes;
      if (saved === 0) continue;
      link.run(kind, after, watermark.get(kind) as number);
      left -= saved;
    }
    return left === 0;
  });

  return {
    /**
     * Links up to `limit` waiting leads in one transaction (BEGIN IMMEDIATE, as the lead batches
     * do); true when more may be waiting. Derived data: its COMMIT does not wait for an fsync,
     * and a power cut that loses it loses keys and links together (linked again).
     */
    step(limit = LEADS_PER_LINKING): boolean {
      return withoutFsync(sqlite, () => step.immediate(limit));
    },
    /** Links every waiting lead, a step at a time. */
    catchUp(): void {
      while (this.step());
    },
  };
}

export type LeadDuplicateLinker = ReturnType<typeof createLeadDuplicateLinker>;
