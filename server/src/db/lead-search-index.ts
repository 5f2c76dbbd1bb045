import type Database from 'better-sqlite3';
import { getTableName } from 'drizzle-orm';
import { LEAD_KINDS } from '@shared/lead-kinds';
import { withoutFsync } from './connection';
import { LEAD_STORAGE } from './lead-tables';
import { leadSearchIndex } from './schema';

/**
 * Leads indexed per transaction at most. One INSERT ... SELECT of many rows makes one
 * index segment for all of them, far cheaper per lead than a segment per lead (or per batch of
 * commits); the bound keeps each transaction short, since the lead commits wait for it.
 */
export const LEADS_PER_INDEXING = 1000;

/**
 * Indexes the leads committed since the index last caught up (docs/decisions/020): the leads of
 * each kind above its watermark (table lead_search_index), oldest first, in ONE transaction with
 * the watermark's move, so the index and the watermark always agree, even after kill -9. It runs
 * on the lead writer's connection (the only writer of new leads) between its commits.
 */
export function createLeadSearchIndexer(sqlite: Database.Database) {
  const watermarkTable = getTableName(leadSearchIndex);
  const readWatermark = sqlite
    .prepare(`SELECT indexed_rowid FROM "${watermarkTable}" WHERE lead_kind = ?`)
    .pluck();
  const moveWatermark = sqlite.prepare(
    `UPDATE "${watermarkTable}" SET indexed_rowid = ? WHERE lead_kind = ?`,
  );
  // Its columns are the lead columns of the same names, read from the index's definition, so a
  // migration that changes them changes nothing here.
  const perKind = LEAD_KINDS.map((kind) => {
    const { searchIndex: name, table } = LEAD_STORAGE[kind];
    const tableName = getTableName(table);
    const columns = sqlite.pragma(`table_info("${name}")`) as { name: string }[];
    const list = columns.map((c) => `"${c.name}"`);
    return {
      kind,
      // The next `limit` leads above the watermark: how many, and the highest rowid of them.
      next: sqlite.prepare(
        `SELECT count(*) AS n, max(rowid) AS last FROM ` +
          `(SELECT rowid FROM "${tableName}" WHERE rowid > ? ORDER BY rowid LIMIT ?)`,
      ),
      index: sqlite.prepare(
        `INSERT INTO "${name}" (rowid, ${list.join(', ')}) ` +
          `SELECT rowid, ${list.join(', ')} FROM "${tableName}" WHERE rowid > ? AND rowid <= ?`,
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
      const { kind, next: waiting, index } = perKind[(first + i) % perKind.length]!;
      const from = readWatermark.get(kind) as number | undefined;
      if (from === undefined) throw new Error(`No search index watermark for ${kind} leads`);
      const { n, last } = waiting.get(from, left) as { n: number; last: number | null };
      if (last === null) continue;
      index.run(from, last);
      moveWatermark.run(last, kind);
      left -= n;
    }
    return left === 0;
  });

  return {
    /**
     * Indexes up to `limit` waiting leads in one transaction (BEGIN IMMEDIATE, as the lead
     * batches do); true when more may be waiting.
     *
     * Its COMMIT does not wait for an fsync (the lead commits would wait for it too): a power
     * cut can only lose it whole, index and watermark together, and those leads are indexed
     * again at the next start.
     */
    step(limit = LEADS_PER_INDEXING): boolean {
      return withoutFsync(sqlite, () => step.immediate(limit));
    },
    /** Indexes every waiting lead, a step at a time (a seeded database, a test). */
    catchUp(): void {
      while (this.step());
    },
  };
}

export type LeadSearchIndexer = ReturnType<typeof createLeadSearchIndexer>;
