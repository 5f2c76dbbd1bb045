import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEAD_KINDS } from '@shared/lead-kinds';
import { closeDatabase, openDatabase, runMigrations, type DatabaseHandle } from './connection';
import {
  searchIndexFactsOf,
  searchIndexPlan,
  searchIndexSql,
  type SearchIndexFacts,
} from './lead-search-sql';

// What `npm run db:generate` adds for the full-text indexes (the migrations already hold the
// listed kinds': lead-tables.test.ts): each case changes a database as a migration or a new
// kind would, applies the plan, and checks the index works and the plan is then empty.

const listed = () => LEAD_KINDS.map((kind) => searchIndexSql(searchIndexFactsOf(kind)));
const apply = (db: DatabaseHandle, plan: string[]) => {
  for (const statement of plan) db.sqlite.exec(statement);
};
const found = (db: DatabaseHandle, fts: string, word: string) =>
  db.sqlite.prepare(`SELECT rowid FROM "${fts}" WHERE "${fts}" MATCH ?`).pluck().all(word);
const watermark = (db: DatabaseHandle, kind: string) =>
  db.sqlite
    .prepare('SELECT indexed_rowid FROM lead_search_index WHERE lead_kind = ?')
    .pluck()
    .get(kind);

describe('the full-text indexes a migration adds', () => {
  let db: DatabaseHandle;
  beforeEach(() => {
    db = openDatabase(':memory:');
    runMigrations(db);
  });
  afterEach(() => closeDatabase(db));

  it('a new kind on a table with leads: its index, filled, its watermark above them, its triggers', () => {
    db.sqlite.exec(
      'CREATE TABLE extra_leads (id text PRIMARY KEY, name text, note text, reference text);' +
        "INSERT INTO extra_leads VALUES ('a', 'Grace Hopper', 'compilers', 'X-2030-0001');" +
        "INSERT INTO extra_leads VALUES ('b', 'Ada Lovelace', 'engines', 'X-2030-0002');",
    );
    const extra = searchIndexSql({
      kind: 'extra',
      source: 'extra_leads',
      search: ['name', 'note'],
    });
    const plan = searchIndexPlan(db.sqlite, [...listed(), extra]);
    expect(plan).toEqual([extra.table, ...extra.fill, ...Object.values(extra.triggers)]);
    apply(db, plan);
    expect(found(db, 'extra_leads_fts', 'engines')).toEqual([2]);
    expect(found(db, 'extra_leads_fts', '"X-2030-0001"')).toEqual([1]);
    expect(watermark(db, 'extra')).toBe(2);
    // The triggers keep it right: an edit is searched by its new words, a deletion is gone.
    db.sqlite.exec("UPDATE extra_leads SET note = 'looms' WHERE id = 'b'");
    expect(found(db, 'extra_leads_fts', 'looms')).toEqual([2]);
    expect(found(db, 'extra_leads_fts', 'engines')).toEqual([]);
    db.sqlite.exec("DELETE FROM extra_leads WHERE id = 'a'");
    expect(found(db, 'extra_leads_fts', 'compilers')).toEqual([]);
    expect(searchIndexPlan(db.sqlite, [...listed(), extra])).toEqual([]);
  });

  it('a kind searching other columns: its index made again and refilled', () => {
    db.sqlite.exec(
      "INSERT INTO contact_submissions (id, name, email, message, reference, created_at, updated_at) VALUES ('c1', 'Grace', 'grace@example.com', 'fiber ring', 'C-2030-0001', 'x', 'x')",
    );
    const narrower: SearchIndexFacts = {
      kind: 'contact',
      source: 'contact_submissions',
      search: ['message'],
    };
    const indexes = [
      ...listed().filter((index) => index.kind !== 'contact'),
      searchIndexSql(narrower),
    ];
    const plan = searchIndexPlan(db.sqlite, indexes);
    expect(plan.slice(0, 3)).toEqual([
      'DROP TRIGGER `contact_submissions_fts_delete`',
      'DROP TRIGGER `contact_submissions_fts_update`',
      'DROP TABLE `contact_submissions_fts`',
    ]);
    apply(db, plan);
    expect(found(db, 'contact_submissions_fts', 'fiber')).toEqual([1]);
    expect(found(db, 'contact_submissions_fts', 'grace')).toEqual([]); // the name is not searched
    expect(watermark(db, 'contact')).toBe(1);
    expect(searchIndexPlan(db.sqlite, indexes)).toEqual([]);
  });

  it('a table drizzle-kit rebuilt (its triggers gone with it): the triggers made again', () => {
    db.sqlite.exec('DROP TRIGGER quote_requests_fts_update');
    const quote = listed().find((index) => index.kind === 'quote')!;
    expect(searchIndexPlan(db.sqlite)).toEqual([quote.triggers.quote_requests_fts_update]);
  });

  it('a kind no longer listed: its index and its watermark dropped', () => {
    const plan = searchIndexPlan(
      db.sqlite,
      listed().filter((index) => index.kind !== 'application'),
    );
    expect(plan).toEqual([
      'DROP TABLE `job_applications_fts`',
      "DELETE FROM `lead_search_index` WHERE `lead_kind` = 'application'",
    ]);
  });
});
