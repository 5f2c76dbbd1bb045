import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { LeadKind } from '@shared/lead-kinds';
import type { DatabaseHandle } from '../db/connection';
import { LEAD_STORAGE } from '../db/lead-tables';
import { leadSearchIndex } from '../db/schema';

/**
 * Leads above the index's watermark a search reads at most, the newest. A search must answer
 * within a second whatever the backlog: indexing these costs about 20 us each.
 */
export const TAIL_SEARCHED = 5000;

/** The matches among the leads not indexed yet, and how many of those were not searched. */
export interface SearchTail {
  /** Matching rowids, newest first (all above every indexed rowid). */
  rowids: number[];
  /** Leads waiting to be indexed that this search did not read (older than the newest TAIL_SEARCHED). */
  unindexed: number;
}

/**
 * The search over the leads the writer has not indexed yet (the tail above the watermark,
 * docs/decisions/030): the newest TAIL_SEARCHED of them go into a temporary full-text index of
 * the same columns, tokenizer and prefixes as the real one, so they match exactly as they will
 * once indexed; `rest` filters them as it filters the indexed ones. A search does not wait for
 * the writer to catch up on a backlog (60,000 leads take a minute); only leads beyond the bound
 * are left out, and counted. Runs inside the caller's read transaction, so the watermark, the
 * index and the tail are one snapshot.
 */
export function searchTail(
  db: DatabaseHandle,
  kind: LeadKind,
  match: string,
  rest: SQL | undefined,
): SearchTail {
  const { searchIndex: ftsName, table } = LEAD_STORAGE[kind];
  const tableName = getTableName(table);
  const t = sql.identifier(tableName);
  const watermark =
    db.orm.get<{ w: number }>(
      sql`SELECT indexed_rowid AS w FROM ${leadSearchIndex} WHERE lead_kind = ${kind}`,
    )?.w ?? 0;
  const lo = db.orm.get<{ lo: number | null }>(
    sql`SELECT min(r) AS lo FROM (SELECT rowid AS r FROM ${t} WHERE rowid > ${watermark} ORDER BY rowid DESC LIMIT ${TAIL_SEARCHED})`,
  )?.lo;
  if (lo === null || lo === undefined) return { rowids: [], unindexed: 0 };
  const unindexed =
    db.orm.get<{ n: number }>(
      sql`SELECT count(*) AS n FROM ${t} WHERE rowid > ${watermark} AND rowid < ${lo}`,
    )?.n ?? 0;

  const tail = `${ftsName}_tail`;
  const columns = (db.sqlite.pragma(`table_info("${ftsName}")`) as { name: string }[])
    .map((c) => `"${c.name}"`)
    .join(', ');
  db.sqlite.exec(`DROP TABLE IF EXISTS temp."${tail}"`);
  db.sqlite.exec(
    `CREATE VIRTUAL TABLE temp."${tail}" USING fts5(${columns}, content='', ${options(db, ftsName)})`,
  );
  try {
    db.sqlite
      .prepare(
        `INSERT INTO temp."${tail}" (rowid, ${columns}) SELECT rowid, ${columns} FROM "${tableName}" WHERE rowid >= ?`,
      )
      .run(lo);
    const tailTable = sql.raw(`temp."${tail}"`);
    const tailName = sql.identifier(tail);
    const rowids = db.orm
      .all<{ r: number }>(
        rest
          ? sql`SELECT ${tailName}.rowid AS r FROM ${tailTable} CROSS JOIN ${t} NOT INDEXED ON ${t}.rowid = ${tailName}.rowid WHERE ${tailName} MATCH ${match} AND ${rest} ORDER BY ${tailName}.rowid DESC`
          : sql`SELECT rowid AS r FROM ${tailTable} WHERE ${tailName} MATCH ${match} ORDER BY rowid DESC`,
      )
      .map((row) => row.r);
    return { rowids, unindexed };
  } finally {
    db.sqlite.exec(`DROP TABLE IF EXISTS temp."${tail}"`);
  }
}

/** The real index's tokenizer and prefix options, as its CREATE statement has them. */
function options(db: DatabaseHandle, ftsName: string): string {
  const create =
    (db.sqlite.prepare(`SELECT sql FROM sqlite_master WHERE name = ?`).pluck().get(ftsName) as
      string | undefined) ?? '';
  return ['tokenize', 'prefix']
    .map((option) => new RegExp(`${option}\\s*=\\s*'[^']*'`).exec(create)?.[0])
    .filter(Boolean)
    .join(', ');
}
