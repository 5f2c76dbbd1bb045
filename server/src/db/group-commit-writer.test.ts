import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGroupCommitWriter } from './group-commit-writer';

interface Job {
  id: number;
  text: string;
}

describe('group-commit writer', () => {
  let dir: string;
  let db: Database.Database;
  let batches: number[];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'writer-'));
    db = new Database(join(dir, 'test.db'));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec("CREATE TABLE items (id INTEGER PRIMARY KEY, text TEXT NOT NULL CHECK (text <> ''))");
    batches = [];
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function writer(beforeCommit?: () => void) {
    const insert = db.prepare('INSERT INTO items (id, text) VALUES (?, ?)');
    return createGroupCommitWriter<Job, number>({
      sqlite: db,
      apply: (jobs) =>
        jobs.map((job) => {
          insert.run(job.id, job.text);
          return job.id;
        }),
      beforeCommit,
      onCommit: (n) => batches.push(n),
    });
  }

  it('commits concurrent writes together in one transaction', async () => {
    const w = writer();
    const results = await Promise.all([1, 2, 3, 4, 5].map((id) => w.write({ id, text: `t${id}` })));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(batches).toEqual([5]);
  });

  it('resolves only after the commit: a second connection already sees the row', async () => {
    const w = writer();
    const id = await w.write({ id: 7, text: 'durable' });
    const other = new Database(join(dir, 'test.db'), { readonly: true });
    expect(other.prepare('SELECT text FROM items WHERE id = ?').get(id)).toEqual({
      text: 'durable',
    });
    other.close();
  });

  it('does not settle anything before the batch is flushed', async () => {
    const w = writer();
    let settled = false;
    const p = w.write({ id: 1, text: 'a' }).finally(() => (settled = true));
    await Promise.resolve(); // microtasks run; the flush is still scheduled
    expect(settled).toBe(false);
    expect(db.prepare('SELECT count(*) AS n FROM items').get()).toEqual({ n: 0 });
    await p;
    expect(settled).toBe(true);
  });

  it('rejects only the job that failed; the rest of the batch commits', async () => {
    const w = writer();
    const outcomes = await Promise.allSettled([
      w.write({ id: 1, text: 'ok' }),
      w.write({ id: 2, text: '' }), // violates the CHECK constraint
      w.write({ id: 3, text: 'ok too' }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(batches).toEqual([3]);
    expect(db.prepare('SELECT id FROM items ORDER BY id').all()).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('runs a clean batch without savepoints; a failing one again with one per job', async () => {
    const statements: string[] = [];
    const traced = new Database(':memory:', { verbose: (sql) => statements.push(String(sql)) });
    traced.exec(
      "CREATE TABLE items (id INTEGER PRIMARY KEY, text TEXT NOT NULL CHECK (text <> ''))",
    );
    const insert = traced.prepare('INSERT INTO items (id, text) VALUES (?, ?)');
    const committed: number[][] = [];
    const w = createGroupCommitWriter<Job, number>({
      sqlite: traced,
      apply: (jobs) => jobs.map((job) => Number(insert.run(job.id, job.text).lastInsertRowid)),
      beforeCommit: (jobs) => committed.push(jobs.map((j) => j.id)),
    });
    await Promise.all([w.write({ id: 1, text: 'a' }), w.write({ id: 2, text: 'b' })]);
    expect(statements.filter((s) => /SAVEPOINT/i.test(s))).toEqual([]);
    const outcomes = await Promise.allSettled([
      w.write({ id: 3, text: 'c' }),
      w.write({ id: 4, text: '' }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected']);
    expect(statements.some((s) => /SAVEPOINT/i.test(s))).toBe(true);
    expect(committed).toEqual([[1, 2], [3]]);
    expect(traced.prepare('SELECT id FROM items ORDER BY id').all()).toEqual([
      { id: 1 },
      { id: 2 },
      { id: 3 },
    ]);
    traced.close();
  });

  it('rejects every job of the batch when the transaction cannot commit, storing nothing', async () => {
    const w = writer(() => {
      throw new Error('disk full');
    });
    const outcomes = await Promise.allSettled([
      w.write({ id: 1, text: 'a' }),
      w.write({ id: 2, text: 'b' }),
    ]);
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    expect(batches).toEqual([]);
    expect(db.prepare('SELECT count(*) AS n FROM items').get()).toEqual({ n: 0 });
  });

  it('close() commits what is queued and refuses new writes', async () => {
    const w = writer();
    const pending = w.write({ id: 9, text: 'last' });
    await w.close();
    await expect(pending).resolves.toBe(9);
    await expect(w.write({ id: 10, text: 'late' })).rejects.toThrow(/closed/);
  });

  it('splits a flood into batches of at most maxBatchSize', async () => {
    const insert = db.prepare('INSERT INTO items (id, text) VALUES (?, ?)');
    const w = createGroupCommitWriter<Job, number>({
      sqlite: db,
      apply: (jobs) => jobs.map((job) => Number(insert.run(job.id, job.text).lastInsertRowid)),
      maxBatchSize: 2,
      onCommit: (n) => batches.push(n),
    });
    await Promise.all([1, 2, 3, 4, 5].map((id) => w.write({ id, text: 'x' })));
    expect(batches).toEqual([2, 2, 1]);
  });

  // Page views: no answer waits on them, so the leads queued with them commit first, without
  // them in their transaction (decision 041).
  it('commits background jobs after the batch waiting, each in a transaction of its own', async () => {
    const insert = db.prepare('INSERT INTO items (id, text) VALUES (?, ?)');
    const w = createGroupCommitWriter<Job, number>({
      sqlite: db,
      apply: (jobs) => jobs.map((job) => Number(insert.run(job.id, job.text).lastInsertRowid)),
      onCommit: (n) => batches.push(n),
      background: (job) => job.text === 'views',
    });
    const settled: number[] = [];
    const write = (job: Job) => w.write(job).then((id) => settled.push(id));
    await Promise.all([
      write({ id: 1, text: 'views' }),
      write({ id: 2, text: 'lead' }),
      write({ id: 3, text: 'views' }),
      write({ id: 4, text: 'lead' }),
    ]);
    expect(settled).toEqual([2, 4, 1, 3]);
    expect(batches).toEqual([2, 1, 1]);
    const pending = w.write({ id: 5, text: 'views' });
    await w.close(); // committed before the writer closes
    await expect(pending).resolves.toBe(5);
  });
});
