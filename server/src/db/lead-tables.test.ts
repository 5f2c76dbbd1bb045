import { getTableName } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { LEAD_KIND_SPECS, LEAD_KINDS } from '@shared/lead-kinds';
import { closeDatabase, openDatabase, runMigrations } from './connection';
import { createReferenceNumbering } from './lead-references';
import { searchIndexPlan } from './lead-search-sql';
import { LEAD_STORAGE } from './lead-tables';

// What the compiler cannot see of a new kind: the migration that makes its table, its full-text
// index, its triggers, its search watermark and its reference numbers (tests/lint/lead-kind.test.ts
// names the rest). Every kind, after every migration; `npm run db:generate` writes what is missing.
describe('each kind of lead is stored where its facts say', () => {
  const db = openDatabase(':memory:');
  runMigrations(db);
  afterAll(() => closeDatabase(db));
  const tables = new Set(
    db.sqlite.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").pluck().all(),
  );

  for (const kind of LEAD_KINDS) {
    const { table, searchIndex, fields } = LEAD_STORAGE[kind];

    it(`${kind}: its table has its form's columns, named as its records are`, () => {
      expect(tables.has(getTableName(table)), 'npm run db:generate makes it').toBe(true);
      expect(getTableName(table)).toBe(LEAD_KIND_SPECS[kind].records);
      const columns = (
        db.sqlite.pragma(`table_info("${getTableName(table)}")`) as { name: string }[]
      ).map((c) => c.name);
      expect(columns).toEqual(expect.arrayContaining([...fields, 'reference', 'stage']));
    });

    it(`${kind}: its full-text index exists and has a watermark`, () => {
      expect(tables.has(searchIndex), 'npm run db:generate makes it').toBe(true);
      const watermark = db.sqlite
        .prepare('SELECT indexed_rowid FROM lead_search_index WHERE lead_kind = ?')
        .pluck()
        .get(kind);
      expect(watermark).toBe(0);
    });

    it(`${kind}: its references carry its letter`, () => {
      const number = createReferenceNumbering(db.sqlite);
      const [reference] = number(kind, ['2031-05-01T10:00:00.000Z']);
      expect(reference).toBe(`${LEAD_KIND_SPECS[kind].letter}-2031-0001`);
    });
  }

  it('holds each full-text index, its triggers and watermark as the storage facts make them', () => {
    // Not empty: statements of db/lead-search-sql.ts that no migration ran (npm run db:generate).
    expect(searchIndexPlan(db.sqlite)).toEqual([]);
  });

  it('gives every kind a letter of its own', () => {
    const letters = LEAD_KINDS.map((kind) => LEAD_KIND_SPECS[kind].letter);
    expect(new Set(letters).size).toBe(letters.length);
  });
});
