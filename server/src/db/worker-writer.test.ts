import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, runMigrations } from './connection';
import { createWorkerWriter } from './worker-writer';
import type { Created } from '@shared/schemas/leads';
import type { LeadWriteJob } from './lead-write-batch';

// The lead writer's thread: if it dies, the writes it had in flight fail (never acknowledged),
// and the next writes go to a new thread instead of failing until the server restarts.

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function freshDatabase(): string {
  const dir = mkdtempSync(join(tmpdir(), 'worker-writer-'));
  dirs.push(dir);
  const path = join(dir, 'site.db');
  const db = openDatabase(path);
  runMigrations(db);
  closeDatabase(db);
  return path;
}

function contactJob(name: string): LeadWriteJob {
  const at = new Date().toISOString();
  return {
    kind: 'contact',
    id: crypto.randomUUID(),
    at,
    channels: [],
    values: {
      name,
      email: 'a@example.com',
      message: 'Hello',
      status: 'new',
      spam_reason: null,
      source_page: null,
      referrer_domain: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      language: 'en',
      attribution: null,
    },
  };
}

/** The leads the full-text index finds by name, read on a connection of its own. */
function indexedNames(path: string, word: string): string[] {
  const db = openDatabase(path);
  try {
    return db.sqlite
      .prepare(
        `SELECT c.name FROM contact_submissions_fts f JOIN contact_submissions c ON c.rowid = f.rowid
         WHERE contact_submissions_fts MATCH ? ORDER BY f.rowid`,
      )
      .pluck()
      .all(word) as string[];
  } finally {
    closeDatabase(db);
  }
}

/** Each lead's name and the name of the lead it repeats (null: none). */
function duplicateLinks(path: string): [string, string | null][] {
  const db = openDatabase(path);
  try {
    return db.sqlite
      .prepare(
        `SELECT c.name, o.name FROM contact_submissions c
         LEFT JOIN contact_submissions o ON o.id = c.duplicate_of_id ORDER BY c.rowid`,
      )
      .raw()
      .all() as [string, string | null][];
  } finally {
    closeDatabase(db);
  }
}

function storedNames(path: string): string[] {
  const db = openDatabase(path);
  try {
    return db.sqlite
      .prepare('SELECT name FROM contact_submissions ORDER BY rowid')
      .pluck()
      .all() as string[];
  } finally {
    closeDatabase(db);
  }
}

/** A lead writer thread on a fresh database file; `threads` lists every thread it spawned. */
function startWriter(options: { restartBackoffMs?: number } = {}) {
  const path = freshDatabase();
  const threads: Worker[] = [];
  // The search index catches up only when asked (settle) or when a thread starts.
  const searchIndexing = { idleMs: 60_000, maxWaitMs: 60_000, maxLeadsBehind: Infinity };
  const duplicates = { windowDays: 90, closedStages: ['won', 'lost'] };
  const writer = createWorkerWriter<LeadWriteJob, Created>({
    workerName: 'lead-writer-worker',
    workerData: { databasePath: path, searchIndexing, duplicates },
    onSpawn: (thread) => threads.push(thread),
    ...options,
  });
  return { path, threads, writer };
}

describe('worker writer', () => {
  it('starts a new thread when the writer thread dies, and later writes are stored', async () => {
    const { path, threads, writer } = startWriter();
    try {
      await writer.write(contactJob('before'));
      expect(threads).toHaveLength(1);

      const exited = new Promise((resolve) => threads[0]!.once('exit', resolve));
      await threads[0]!.terminate();
      await exited;
      expect(threads).toHaveLength(2);

      const created = await writer.write(contactJob('after'));
      expect(created.id).toBeTruthy();
      expect(storedNames(path)).toEqual(['before', 'after']);
    } finally {
      await writer.close();
    }
  });

  it('a write in flight when the thread dies is rejected, not acknowledged', async () => {
    const { path, threads, writer } = startWriter();
    try {
      await writer.write(contactJob('warm-up')); // the thread is up and has opened the database
      const inFlight = writer.write(contactJob('in flight'));
      void threads[0]!.terminate(); // before the queued job is even sent
      await expect(inFlight).rejects.toThrow(/writer thread exited/);
      await writer.write(contactJob('after'));
      expect(storedNames(path)).toEqual(['warm-up', 'after']);
    } finally {
      await writer.close();
    }
  });

  // Decision 020: the thread indexes new leads for the search off the write path; settle() is
  // answered after that index's COMMIT, and the watermark is in the database, so a lead a dead
  // thread never indexed is indexed by the next one.
  it('settle: the thread indexes and links what it committed, including what a dead thread left', async () => {
    const { path, threads, writer } = startWriter();
    try {
      // The start's catch-up first: it gives way to the commits queued meanwhile, and then
      // covers them too.
      await writer.settle();
      await writer.write(contactJob('Ada'));
      expect(indexedNames(path, 'ada')).toEqual([]);
      await writer.settle();
      expect(indexedNames(path, 'ada')).toEqual(['Ada']);

      await writer.write(contactJob('Grace'));
      const exited = new Promise((resolve) => threads[0]!.once('exit', resolve));
      await threads[0]!.terminate();
      await exited;
      await writer.settle();
      expect(indexedNames(path, 'hello')).toEqual(['Ada', 'Grace']);
      // Both wrote from a@example.com: Grace's lead repeats Ada's (lead-duplicate-links.ts).
      expect(duplicateLinks(path)).toEqual([
        ['Ada', null],
        ['Grace', 'Ada'],
      ]);
    } finally {
      await writer.close();
    }
  });
});

describe('worker writer crash loop', () => {
  it('refuses writes for a pause when threads keep dying, then takes them again', async () => {
    const { path, threads, writer } = startWriter({ restartBackoffMs: 300 });
    try {
      // Six quick deaths: five restarts are allowed in the window, the sixth backs off.
      for (let i = 0; i < 6; i++) {
        const thread = threads[i]!;
        const exited = new Promise((resolve) => thread.once('exit', resolve));
        await thread.terminate();
        await exited;
      }
      expect(threads).toHaveLength(6);
      await expect(writer.write(contactJob('refused'))).rejects.toThrow(/keeps exiting/);

      // A new thread after the pause (polled, not timed: the machine may be slow).
      for (let waited = 0; threads.length < 7 && waited < 10_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(threads).toHaveLength(7);
      await writer.write(contactJob('after the pause'));
      expect(storedNames(path)).toEqual(['after the pause']);
    } finally {
      await writer.close();
    }
  });
});
