import type Database from 'better-sqlite3';
import { getTableName } from 'drizzle-orm';
import { LEAD_KINDS } from '@shared/lead-kinds';
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

/** Leads per kind and step at most: bounds how long a lead commit may wait for a step. */
export const LEADS_PER_LINKING = 1000;

/**
 * The company domain of an address (lower case), or null for a free-mail provider's: an
 * address at gmail.com says nothing about the company a lead comes from.
 */
export function companyDomainOf(address: string): string | null {
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return domain && !isFreeMailDomain(domain) ? domain : null;
}

/**
 * Links each new lead to the earlier open lead of the same kind it repeats: the same address in
 * any case first, else the same company domain, within the window; the oldest such lead, so
 * repeats all point at the original. Spam is neither linked nor linked to.
 *
 * It runs on the lead writer's connection, in the writer's pauses, like the search index
 * (lead-derived-work.ts): each step is two set-based statements per kind, all in SQLite, not a
 * few queries per lead from JavaScript on the main thread (~45 us of the event loop per lead:
 * minutes for a burst of 100,000; docs/performance-log.md, section 12). The keys table is the watermark: a lead without keys is
 * still to be linked, also after a stop or a crash.
 */
export function createLeadDuplicateLinker(sqlite: Database.Database, rule: DuplicateRule) {
  // Deterministic, so SQLite may call it once per row; the free-mail list is the leads' rule.
  sqlite.function('company_domain', { deterministic: true }, (address: unknown) =>
    typeof address === 'string' ? companyDomainOf(address) : null,
  );
  const keys = getTableName(leadMatchKeys);
  const window = `-${Math.trunc(rule.windowDays)} days`;
  // Stages are fixed words of the schema, never input; bound as parameters all the same.
  const closed = rule.closedStages.map(() => '?').join(', ') || `''`;

  const perKind = LEAD_KINDS.map((kind) => {
    const table = getTableName(leadTable(kind));
    /** The oldest open earlier lead with the same value of `by` (email or domain), or NULL. */
    const original = (by: 'email' | 'domain') =>
      `(SELECT k.lead_id FROM "${keys}" k JOIN "${table}" o ON o.id = k.lead_id
         WHERE k.lead_kind = n.lead_kind AND k.${by} = n.${by}
           AND k.created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', n.created_at, '${window}')
           AND k.lead_rowid < n.lead_rowid
           AND o.status <> 'spam' AND o.stage NOT IN (${closed})
         ORDER BY k.created_at LIMIT 1)`;
    return {
      kind,
      watermark: sqlite
        .prepare(`SELECT coalesce(max(lead_rowid), 0) FROM "${keys}" WHERE lead_kind = ?`)
        .pluck(),
      // A lead under the watermark whose keys are missing (the lead with the highest keys was
      // deleted since) is found again; the keys of the others are not written twice.
      saveKeys: sqlite.prepare(
        `INSERT INTO "${keys}" (lead_kind, lead_id, lead_rowid, email, domain, created_at)
         SELECT @kind, t.id, t.rowid, lower(trim(t.email)), company_domain(lower(trim(t.email))),
                t.created_at
         FROM "${table}" t
         WHERE t.rowid > @after
           AND NOT EXISTS (SELECT 1 FROM "${keys}" x WHERE x.lead_kind = @kind AND x.lead_id = t.id)
         ORDER BY t.rowid LIMIT @limit`,
      ),
      // The keys of a batch are saved first: an earlier lead of the same batch counts too.
      link: sqlite.prepare(
        `UPDATE "${table}" SET duplicate_of_id = m.original
         FROM (SELECT n.lead_id AS id, coalesce(${original('email')}, ${original('domain')}) AS original
               FROM "${keys}" n
               WHERE n.lead_kind = ? AND n.lead_rowid > ? AND n.lead_rowid <= ?) AS m
         WHERE "${table}".id = m.id AND m.original IS NOT NULL
           AND "${table}".status <> 'spam' AND "${table}".duplicate_of_id IS NULL`,
      ),
    };
  });

  /** One transaction: up to `limit` leads of each kind. True when a kind has more waiting. */
  const step = sqlite.transaction((limit: number): boolean => {
    let more = false;
    for (const { kind, watermark, saveKeys, link } of perKind) {
      const after = watermark.get(kind) as number;
      const saved = saveKeys.run({ kind, after, limit }).changes;
      if (saved === 0) continue;
      const last = watermark.get(kind) as number;
      // The closed stages are bound twice: once per subquery (email, then domain).
      link.run(...rule.closedStages, ...rule.closedStages, kind, after, last);
      if (saved >= limit) more = true;
    }
    return more;
  });

  return {
    /**
     * Links up to `limit` waiting leads of each kind in one transaction (BEGIN IMMEDIATE, as the
     * lead batches do); true when more are waiting. Derived data: its COMMIT does not wait for
     * an fsync, and a power cut that loses it loses keys and links together (linked again).
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
