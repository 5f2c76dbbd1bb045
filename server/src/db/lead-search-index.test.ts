import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closeDatabase,
  findMigrationsFolder,
  openDatabase,
  runMigrations,
  type DatabaseHandle,
} from './connection';
import { scheduleDerivedWork } from './lead-derived-work';
import { createLeadSearchIndexer, LEADS_PER_INDEXING } from './lead-search-index';

// The inbox's full-text index is filled off the durable write path (decision 020): the lead
// writer indexes the leads above a watermark in bulk; the delete and update triggers touch the
// index only at or below it. FTS5's integrity check compares the index with the lead rows, so
// a 'delete' of a lead it never indexed (which corrupts an external-content index) shows there.

const handles: DatabaseHandle[] = [];
const dirs: string[] = [];
afterEach(() => {
  vi.useRealTimers();
  handles.splice(0).forEach(closeDatabase);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fresh(migrationsFolder?: string): DatabaseHandle {
  const db = openDatabase(':memory:');
  handles.push(db);
  runMigrations(db, migrationsFolder);
  return db;
}

let seq = 0;
function addContact(db: DatabaseHandle, name: string, message = 'a survey of the depot'): number {
  const id = `c${++seq}`;
  return Number(
    db.sqlite
      .prepare(
        `INSERT INTO contact_submissions (id, name, email, message, status, created_at, updated_at)
         VALUES (?, ?, ?, ?, 'new', '2030-01-01T00:00:00.000Z', '2030-01-01T00:00:00.000Z')`,
      )
      .run(id, name, `${id}@example.com`, message).lastInsertRowid,
  );
}

function addQuote(db: DatabaseHandle, company: string): number {
  const id = `q${++seq}`;
  return Number(
    db.sqlite
      .prepare(
        `INSERT INTO quote_requests (id, name, company_name, email, service_interest, project_details, status, created_at, updated_at)
         VALUES (?, 'Lena', ?, ?, 'Other', 'perimeter fence', 'new', '2030-01-01T00:00:00.000Z', '2030-01-01T00:00:00.000Z')`,
      )
      .run(id, company, `${id}@example.com`).lastInsertRowid,
  );
}

const found = (db: DatabaseHandle, words: string, table = 'contact_submissions') =>
  db.sqlite
    .prepare(`SELECT rowid FROM ${table}_fts WHERE ${table}_fts MATCH ? ORDER BY rowid`)
    .pluck()
    .all(words) as number[];

const watermark = (db: DatabaseHandle, kind: 'contact' | 'quote') =>
  db.sqlite
    .prepare('SELECT indexed_rowid FROM lead_search_index WHERE lead_kind = ?')
    .pluck()
    .get(kind);

/** FTS5's own check of the index against the lead rows; throws when they disagree. */
function checkIndex(db: DatabaseHandle): void {
  for (const t of ['contact_submissions_fts', 'quote_requests_fts']) {
    db.sqlite.prepare(`INSERT INTO ${t} (${t}, rank) VALUES ('integrity-check', 1)`).run();
  }
}

describe('the search indexer', () => {
  it('indexes the leads above the watermark in steps, with the watermark in the same transaction', () => {
    const db = fresh();
    const rows = ['Ada', 'Grace', 'Linus', 'Barbara', 'Ken'].map((n) => addContact(db, n));
    const quote = addQuote(db, 'Northwind');
    expect(found(db, 'depot')).toEqual([]);
    const indexer = createLeadSearchIndexer(db.sqlite);

    // At most `limit` leads a step in all, the kinds in turns: contact first here.
    expect(indexer.step(2)).toBe(true);
    expect(found(db, 'depot')).toEqual(rows.slice(0, 2));
    expect(watermark(db, 'contact')).toBe(rows[1]);
    expect(found(db, 'northwind', 'quote_requests')).toEqual([]);
    // The next step starts with the next kind: the quote, then a contact.
    expect(indexer.step(2)).toBe(true);
    expect(found(db, 'northwind', 'quote_requests')).toEqual([quote]);
    expect(watermark(db, 'quote')).toBe(quote);
    expect(found(db, 'depot')).toEqual(rows.slice(0, 3));

    indexer.catchUp();
    expect(found(db, 'depot')).toEqual(rows);
    expect(found(db, 'linus')).toEqual([rows[2]]);
    expect(watermark(db, 'contact')).toBe(rows[4]);
    checkIndex(db);
    expect(indexer.step()).toBe(false); // nothing left: a no-op
  });

  it('a lead changed or deleted before it is indexed is indexed as it then is; after, the triggers follow', () => {
    const db = fresh();
    const indexer = createLeadSearchIndexer(db.sqlite);
    const [indexedEdited, indexedDeleted, indexedKept] = ['Ada', 'Grace', 'Linus'].map((n) =>
      addContact(db, n),
    );
    indexer.catchUp();
    const [waitingEdited, waitingDeleted] = ['Margaret', 'Dennis'].map((n) => addContact(db, n));
    const edit = db.sqlite.prepare('UPDATE contact_submissions SET name = ? WHERE rowid = ?');
    const remove = db.sqlite.prepare('DELETE FROM contact_submissions WHERE rowid = ?');

    edit.run('Frances', indexedEdited);
    remove.run(indexedDeleted);
    edit.run('Katherine', waitingEdited);
    remove.run(waitingDeleted);
    expect(() => checkIndex(db)).toThrow(); // Margaret's row is not in the index yet
    indexer.catchUp();
    // Without the watermark guard, the trigger's 'delete' of Dennis (never indexed) fails this.
    checkIndex(db);

    expect(found(db, 'ada')).toEqual([]);
    expect(found(db, 'frances')).toEqual([indexedEdited]);
    expect(found(db, 'grace')).toEqual([]);
    expect(found(db, 'margaret')).toEqual([]);
    expect(found(db, 'katherine')).toEqual([waitingEdited]);
    expect(found(db, 'dennis')).toEqual([]);
    expect(found(db, 'depot')).toEqual([indexedEdited, indexedKept, waitingEdited]);
  });

  // A table without INTEGER PRIMARY KEY gives a new row max(rowid) + 1: once its last rows are
  // deleted, a new lead takes a rowid that was indexed before.
  it('a new lead never takes a rowid counted as indexed, after the newest leads were deleted', () => {
    const db = fresh();
    const indexer = createLeadSearchIndexer(db.sqlite);
    const [first, second] = ['Ada', 'Grace', 'Linus'].map((n) => addContact(db, n));
    indexer.catchUp();
    db.sqlite.prepare('DELETE FROM contact_submissions WHERE rowid > ?').run(first);
    expect(watermark(db, 'contact')).toBe(first);

    const reused = addContact(db, 'Barbara', 'fiber to the rooftop');
    expect(reused).toBe(second);
    indexer.catchUp();
    expect(found(db, 'barbara')).toEqual([reused]);
    db.sqlite.prepare('DELETE FROM contact_submissions WHERE rowid = ?').run(reused);
    checkIndex(db);
    expect(found(db, 'rooftop')).toEqual([]);
  });

  it('migration 0014 counts every lead stored before it as indexed (the old trigger indexed them)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fts-migration-'));
    dirs.push(dir);
    const folder = join(dir, 'migrations');
    cpSync(findMigrationsFolder(), folder, { recursive: true });
    const journalFile = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
      entries: { tag: string }[];
    };
    const at = journal.entries.findIndex((e) => e.tag === '0014_fts_deferred');
    writeFileSync(
      journalFile,
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }),
    );
    const db = fresh(folder);
    const before = ['Ada', 'Grace'].map((n) => addContact(db, n));
    addQuote(db, 'Northwind');
    expect(found(db, 'depot')).toEqual(before); // the insert trigger of migration 0004

    runMigrations(db); // every migration, 0014 included
    expect(watermark(db, 'contact')).toBe(before[1]);
    expect(watermark(db, 'quote')).toBe(1);
    const after = addContact(db, 'Linus');
    expect(found(db, 'depot')).toEqual(before); // no insert trigger any more
    db.sqlite.prepare('DELETE FROM contact_submissions WHERE rowid = ?').run(before[0]);
    createLeadSearchIndexer(db.sqlite).catchUp();
    expect(found(db, 'depot')).toEqual([before[1], after]);
    checkIndex(db);
  });
});

describe('when the writer indexes', () => {
  it('after a pause in the commits, or at most maxWaitMs after the first lead waiting', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'Date'] });
    const db = fresh();
    const indexing = scheduleDerivedWork(createLeadSearchIndexer(db.sqlite), {
      idleMs: 50,
      maxWaitMs: 1000,
      maxLeadsBehind: Infinity,
    });
    await vi.advanceTimersByTimeAsync(0); // the catch-up at start: nothing to do
    const ada = addContact(db, 'Ada');
    indexing.committed(1);
    await vi.advanceTimersByTimeAsync(40);
    expect(found(db, 'ada')).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(found(db, 'ada')).toEqual([ada]);

    // A commit every 20 ms: never 50 ms of quiet, yet indexed within a second of the first.
    const grace = addContact(db, 'Grace');
    indexing.committed(1);
    for (let t = 0; t < 900; t += 20) {
      await vi.advanceTimersByTimeAsync(20);
      indexing.committed(1);
    }
    expect(found(db, 'grace')).toEqual([]);
    await vi.advanceTimersByTimeAsync(120);
    expect(found(db, 'grace')).toEqual([grace]);
    indexing.stop();
  });

  it('settle: everything committed so far is indexed, in steps the commits can run between', async () => {
    const db = fresh();
    const indexing = scheduleDerivedWork(createLeadSearchIndexer(db.sqlite), {
      idleMs: 60_000,
      maxWaitMs: 60_000,
      maxLeadsBehind: Infinity,
    });
    const insert = db.sqlite.prepare(
      `INSERT INTO contact_submissions (id, name, email, message, status, created_at, updated_at)
       VALUES (?, 'Visitor', 'v@example.com', 'antenna', 'new', 'x', 'x')`,
    );
    const leads = 2 * LEADS_PER_INDEXING + 1;
    db.sqlite.transaction(() => {
      for (let i = 0; i < leads; i++) insert.run(`bulk-${i}`);
    })();
    indexing.committed(1);
    // A lead committed while the catch-up runs (between two of its steps) is indexed too.
    let late = 0;
    setImmediate(() => (late = addContact(db, 'Latecomer')));
    await indexing.settle();
    expect(found(db, 'antenna')).toHaveLength(leads);
    expect(found(db, 'latecomer')).toEqual([late]);
    checkIndex(db);

    indexing.stop();
    await expect(indexing.settle()).rejects.toThrow(/closed/);
  });
});
