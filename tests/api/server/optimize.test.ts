import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../server/src/app';
import {
  closeDatabase,
  openDatabase,
  runMigrations,
  type DatabaseHandle,
} from '../../../server/src/db/connection';

// SQLite's planner statistics (sqlite_stat1) are kept fresh by PRAGMA optimize when a connection
// opens and then daily: without them a plan may be chosen blindly (decision 011, issue 18).

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

  it('runs daily on the server connection', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = await buildApp({ jwtSecret: 'x'.repeat(32), databasePath: seeded() });
    await app.ready();
    try {
      app.db.sqlite.exec('DROP TABLE IF EXISTS sqlite_stat1');
      const pragma = vi.spyOn(app.db.sqlite, 'pragma');
      vi.advanceTimersByTime(24 * 3600_000);
      expect(pragma).toHaveBeenCalledWith(expect.stringMatching(/^optimize/));
    } finally {
      await app.close();
    }
  });
});
