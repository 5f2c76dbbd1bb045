import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../server/src/app';
import {
  closeDatabase,
  openDatabase,
  optimizeDatabase,
  runMigrations,
  type DatabaseHandle,
} from '../../../server/src/db/connection';

// SQLite's planner statistics (sqlite_stat1) are kept fresh by PRAGMA optimize when a connection
// opens and then daily: without them a plan may be chosen blindly (decision 011).

/** Rows of planner statistics for a table (0 when ANALYZE never ran). */
function statRows(db: DatabaseHandle, table: string): number {
  const exists = db.sqlite.prepare("SELECT 1 FROM sqlite_schema WHERE name = 'sqlite_stat1'").get();
  if (!exists) return 0;
  return (
    db.sqlite.prepare('SELECT count(*) AS n FROM sqlite_stat1 WHERE tbl = ?').get(table) as {
      n: number;
    }
  ).n;
}

describe('PRAGMA optimize', () => {
  const dirs: string[] = [];
  afterEach(() => {
    vi.useRealTimers();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  function seeded(): string {
    const dir = mkdtempSync(join(tmpdir(), 'optimize-'));
    dirs.push(dir);
    const path = join(dir, 'site.db');
    const db = openDatabase(path);
    runMigrations(db);
    const insert = db.sqlite.prepare(
      `INSERT INTO contact_submissions (id, name, email, message, status, created_at, updated_at)
       VALUES (?, 'A', 'a@example.com', 'fiber', 'new', ?, ?)`,
    );
    db.sqlite.transaction(() => {
      for (let i = 0; i < 2000; i++) insert.run(`l${i}`, `2029-01-01T00:00:${i}Z`, 'x');
    })();
    db.sqlite.exec('DROP TABLE IF EXISTS sqlite_stat1');
    closeDatabase(db);
    return path;
  }

  it('runs when a connection opens: a database without statistics gets them', () => {
    const db = openDatabase(seeded());
    try {
      expect(statRows(db, 'contact_submissions')).toBeGreaterThan(0);
    } finally {
      closeDatabase(db);
    }
  });

  // FTS5's shadow tables are read only by FTS5's own statements: statistics taken while they
  // were small (a new database) made its segment delete plan a full scan of the index, and the
  // lead writer fell from ~10,000 to ~1,000 commits per second after ~60,000 leads
  // (docs/performance-log.md, section 10).
  const ftsIndexes = ['contact_submissions_fts', 'quote_requests_fts'];

  /** The plan of FTS5's range over its pages (as its segment delete has it): a rowid range, never a scan. */
  const segmentDeletePlan = (db: DatabaseHandle, index: string) =>
    (
      db.sqlite
        .prepare(`EXPLAIN QUERY PLAN SELECT block FROM ${index}_data WHERE id >= ? AND id <= ?`)
        .all(1, 2) as { detail: string }[]
    )
      .map((row) => row.detail)
      .join('; ');

  it('plans the full-text index by rowid, on a new database and after a day', () => {
    const dir = mkdtempSync(join(tmpdir(), 'optimize-'));
    dirs.push(dir);
    const path = join(dir, 'site.db');
    closeDatabase(
      (() => {
        const db = openDatabase(path);
        runMigrations(db);
        return db;
      })(),
    );
    // The second open is the one that meets the migrated, empty tables (as the lead writer's).
    const db = openDatabase(path);
    try {
      expect(statRows(db, '__drizzle_migrations')).toBeGreaterThan(0); // optimize did run
      for (const index of ftsIndexes) {
        expect(segmentDeletePlan(db, index)).toMatch(
          /USING INTEGER PRIMARY KEY \(rowid>\? AND rowid<\?\)/,
        );
        expect(statRows(db, `${index}_idx`)).toBe(0);
      }
      db.sqlite.exec('ANALYZE'); // measured statistics, as the daily optimize may take them
      optimizeDatabase(db);
      for (const index of ftsIndexes) {
        expect(segmentDeletePlan(db, index)).toMatch(/USING INTEGER PRIMARY KEY/);
      }
      expect(statRows(db, 'contact_submissions')).toBeGreaterThan(0);
    } finally {
      closeDatabase(db);
    }
  });

  it('runs daily at 03:45 in the firm’s time zone on the server connection', async () => {
    // A test clock at 02:00 in Zurich (01:00 UTC in winter), moved on to 03:44:58 once ready.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2030-01-08T01:00:00Z'));
    const app = await buildApp({
      jwtSecret: 'x'.repeat(32),
      databasePath: seeded(),
      timeZone: 'Europe/Zurich',
    });
    await app.ready();
    try {
      app.db.sqlite.exec('DROP TABLE IF EXISTS sqlite_stat1');
      const pragma = vi.spyOn(app.db.sqlite, 'pragma');
      const optimized = () =>
        pragma.mock.calls.some(([sql]) => typeof sql === 'string' && sql.startsWith('optimize'));
      vi.setSystemTime(new Date('2030-01-08T02:44:58Z'));
      await vi.advanceTimersByTimeAsync(1000);
      expect(optimized()).toBe(false);
      // croner checks its clock at least every 30 s.
      await vi.advanceTimersByTimeAsync(40_000);
      expect(optimized()).toBe(true);
    } finally {
      await app.close();
    }
  });
});
