import type Database from 'better-sqlite3';
import { getTableName } from 'drizzle-orm';
import { LEAD_KINDS, type LeadKind } from '@shared/lead-kinds';
import { LEAD_STORAGE } from './lead-tables';
import { leadSearchIndex } from './schema';

// Each kind's full-text index as SQL, from its storage facts (db/schema/leads.ts: LEAD_TABLES):
// an external-content FTS5 table over the kind's table (decision 011), filled in bulk off the
// write path above a watermark (decision 020, db/lead-search-index.ts), and two triggers that
// touch the index only at or below the watermark and keep the watermark at or below the table's
// highest rowid (migrations/0014). `npm run db:generate` appends what the migrations lack; the
// tests check that the migrations hold exactly this.

const q = (name: string) => `\`${name}\``;
const WATERMARKS = q(getTableName(leadSearchIndex));

/** What a kind's index is made of: its kind, its table, the columns searched (storage facts). */
export interface SearchIndexFacts {
  kind: string;
  source: string;
  search: readonly string[];
}

/** A listed kind's facts (db/lead-tables.ts). */
export function searchIndexFactsOf(kind: LeadKind): SearchIndexFacts {
  const { table, search } = LEAD_STORAGE[kind];
  return { kind, source: getTableName(table), search };
}

export type SearchIndexSql = ReturnType<typeof searchIndexSql>;

/** A kind's index: its table, the index's name and columns, and the SQL that makes each part. */
export function searchIndexSql({ kind, source, search }: SearchIndexFacts) {
  const fts = `${source}_fts`;
  // The reference is searched too; it never changes, so no update fires for it.
  const columns = [...search, 'reference'];
  const list = columns.map(q).join(', ');
  const of = (row: 'old' | 'new') => columns.map((c) => `${row}.${q(c)}`).join(', ');
  const watermark = `(SELECT \`indexed_rowid\` FROM ${WATERMARKS} WHERE \`lead_kind\` = '${kind}')`;
  const highest = `(SELECT coalesce(max(rowid), 0) FROM ${q(source)})`;
  return {
    kind,
    source,
    fts,
    columns,
    table:
      `CREATE VIRTUAL TABLE ${q(fts)} USING fts5(\n\t${list},\n` +
      `\tcontent='${source}', content_rowid='rowid',\n` +
      `\ttokenize='unicode61 remove_diacritics 2', prefix='2 3'\n)`,
    triggers: {
      [`${fts}_delete`]:
        `CREATE TRIGGER ${q(`${fts}_delete`)} AFTER DELETE ON ${q(source)} BEGIN\n` +
        `\tINSERT INTO ${q(fts)}(${q(fts)}, rowid, ${list})\n` +
        `\tSELECT 'delete', old.rowid, ${of('old')}\n` +
        `\tWHERE old.rowid <= ${watermark};\n` +
        `\tUPDATE ${WATERMARKS} SET \`indexed_rowid\` = ${highest}\n` +
        `\tWHERE \`lead_kind\` = '${kind}' AND \`indexed_rowid\` > ${highest};\nEND`,
      [`${fts}_update`]:
        `CREATE TRIGGER ${q(`${fts}_update`)} AFTER UPDATE OF ${search.map(q).join(', ')} ON ${q(source)}\n` +
        `WHEN old.rowid <= ${watermark} BEGIN\n` +
        `\tINSERT INTO ${q(fts)}(${q(fts)}, rowid, ${list})\n` +
        `\tVALUES ('delete', old.rowid, ${of('old')});\n` +
        `\tINSERT INTO ${q(fts)}(rowid, ${list})\n` +
        `\tVALUES (new.rowid, ${of('new')});\nEND`,
    },
    /** Indexes every lead the table holds and moves the watermark above them. */
    fill: [
      `INSERT INTO ${q(fts)}(${q(fts)}) VALUES ('rebuild')`,
      `INSERT INTO ${WATERMARKS} (\`lead_kind\`, \`indexed_rowid\`)\n` +
        `SELECT '${kind}', coalesce(max(rowid), 0) FROM ${q(source)} WHERE true\n` +
        `ON CONFLICT (\`lead_kind\`) DO UPDATE SET \`indexed_rowid\` = excluded.\`indexed_rowid\``,
    ],
  };
}

/** The same SQL whatever its spacing (SQLite keeps a definition as it was written). */
const same = (a: string | undefined, b: string) =>
  a !== undefined && a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/**
 * The statements that bring a database's full-text indexes to what the kinds' facts say: an
 * index made (and filled) for a kind without one, remade for one whose columns changed, a
 * trigger made again where it is missing or differs (drizzle-kit drops them when it rebuilds a
 * table), and the index of a kind no longer listed dropped. None when all agree.
 */
export function searchIndexPlan(
  sqlite: Database.Database,
  indexes: readonly SearchIndexSql[] = LEAD_KINDS.map((kind) =>
    searchIndexSql(searchIndexFactsOf(kind)),
  ),
): string[] {
  const definitions = new Map(
    (
      sqlite.prepare('SELECT name, sql FROM sqlite_schema WHERE sql IS NOT NULL').all() as {
        name: string;
        sql: string;
      }[]
    ).map((row) => [row.name, row.sql]),
  );
  const watermarks = new Set(
    sqlite.prepare(`SELECT lead_kind FROM ${WATERMARKS}`).pluck().all() as string[],
  );
  const plan: string[] = [];
  for (const index of indexes) {
    const { kind } = index;
    const triggers = Object.entries(index.triggers);
    if (!same(definitions.get(index.fts), index.table) || !watermarks.has(kind)) {
      for (const [name] of triggers)
        if (definitions.has(name)) plan.push(`DROP TRIGGER ${q(name)}`);
      if (definitions.has(index.fts)) plan.push(`DROP TABLE ${q(index.fts)}`);
      plan.push(index.table, ...index.fill, ...triggers.map(([, sql]) => sql));
      continue;
    }
    for (const [name, sql] of triggers) {
      if (same(definitions.get(name), sql)) continue;
      if (definitions.has(name)) plan.push(`DROP TRIGGER ${q(name)}`);
      plan.push(sql);
    }
  }
  // A kind no longer listed: its index and its watermark go (its table went with drizzle-kit).
  const current = new Set(indexes.map((index) => index.fts));
  for (const [name, sql] of definitions) {
    if (name.endsWith('_fts') && /USING fts5/i.test(sql) && !current.has(name)) {
      plan.push(`DROP TABLE ${q(name)}`);
    }
  }
  for (const kind of watermarks) {
    if (!indexes.some((index) => index.kind === kind)) {
      plan.push(`DELETE FROM ${WATERMARKS} WHERE \`lead_kind\` = '${kind}'`);
    }
  }
  return plan;
}
