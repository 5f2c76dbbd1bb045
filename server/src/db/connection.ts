import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema';

export type Orm = BetterSQLite3Database<typeof schema>;

export interface DatabaseHandle {
  sqlite: Database.Database;
  orm: Orm;
}

/**
 * Opens the SQLite file with the durability settings of docs/decisions/002-sqlite-durability.md:
 * WAL (readers never block the writer), synchronous=FULL (every commit fsyncs the WAL, so a
 * committed row survives power loss), a busy timeout for the CLI running beside the server, and
 * enforced foreign keys.
 */
export function openDatabase(path: string): DatabaseHandle {
  if (path !== ':memory:') createPrivately(path);
  const db = withConnectionSettings(new Database(path));
  optimizeDatabase(db, { atOpen: true });
  return db;
}

/**
 * The settings openDatabase gives every connection. Apart for the unit tests, which open each
 * app's in-memory database as a copy of one migrated template (tests/api/migrated-template.ts).
 */
export function withConnectionSettings(sqlite: Database.Database): DatabaseHandle {
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return { sqlite, orm: drizzle(sqlite, { schema }) };
}

/**
 * A second, read-only connection to a database the server has open (the inbox search's thread):
 * it reads committed data beside the writer (WAL) and can change nothing, not even statistics.
 */
export function openReadOnlyDatabase(path: string): DatabaseHandle {
  const sqlite = new Database(path, { readonly: true, fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  return { sqlite, orm: drizzle(sqlite, { schema }) };
}

/**
 * Runs `work` (a transaction) with a COMMIT that does not wait for an fsync (synchronous=NORMAL):
 * for data derived from rows already committed, which is derived again when a power cut loses
 * it (the search index, the duplicate check's keys). In WAL mode such a commit is lost whole or
 * kept whole, never torn, and the next synchronous=FULL commit syncs the log up to it anyway.
 * The fsync costs ~3 ms here, during which the connection's thread waits.
 */
export function withoutFsync<T>(sqlite: Database.Database, work: () => T): T {
  const level = sqlite.pragma('synchronous', { simple: true }) as number;
  sqlite.pragma('synchronous = NORMAL');
  try {
    return work();
  } finally {
    sqlite.pragma(`synchronous = ${level}`);
  }
}

/** Rows ANALYZE reads per index at most: statistics in milliseconds, even for a large table. */
const ANALYSIS_LIMIT = 1000;

/**
 * Keeps the planner's statistics (sqlite_stat1) fresh, as SQLite recommends for long-lived
 * connections: `PRAGMA optimize` when a connection opens (0x10002: look at every table, since
 * this connection has run no query yet) and then daily (plugins/external/database.ts). ANALYZE
 * runs only on tables that have none or have grown a lot, bounded by `analysis_limit`. The
 * inbox's search does not depend on it (lead-query.ts fixes its plan), but every other query
 * gets better plans than blind guesses.
 */
export function optimizeDatabase(db: DatabaseHandle, { atOpen = false } = {}): void {
  if (db.sqlite.readonly) return;
  db.sqlite.pragma(`analysis_limit = ${ANALYSIS_LIMIT}`);
  // One transaction: another connection that re-reads the statistics after this ANALYZE never
  // sees the full-text index's measured ones.
  db.sqlite.transaction(() => {
    db.sqlite.pragma(atOpen ? 'optimize = 0x10002' : 'optimize');
    fixFullTextIndexStatistics(db);
  })();
  // Loads them into this connection too (the others re-read them as the schema cookie moved).
  db.sqlite.exec('ANALYZE sqlite_schema');
}

/** What the planner is told of each full-text index's page table: large, whatever it holds. */
const FTS_DATA_ROWS = '1000000';

/**
 * FTS5 keeps its index in shadow tables (`<name>_data`, `_idx`, `_docsize`, `_config`) that only
 * FTS5's own fixed statements read, by rowid or primary key. Measured statistics only mislead
 * them: PRAGMA optimize on a new database recorded `contact_submissions_fts_data` as 2 rows, so
 * FTS5's `DELETE FROM ..._data WHERE id >= ? AND id <= ?` (each segment merge) was planned as a
 * full scan of the index, and the lead writer fell from ~10,000 to ~1,000 commits per second after
 * ~60,000 leads (docs/performance-log.md, section 10). So the statistics of those tables are
 * replaced by a fixed row count for `_data`, as SQLite documents for hand-tuned plans: a rowid
 * range is then always cheaper than a scan. (Deleting the rows is not enough: a connection keeps
 * the last estimate it loaded until its schema is read again.)
 */
function fixFullTextIndexStatistics(db: DatabaseHandle): void {
  const hasStatistics = db.sqlite
    .prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'sqlite_stat1'")
    .get();
  if (!hasStatistics) return;
  const indexes = db.sqlite
    .prepare(
      "SELECT name FROM sqlite_schema WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%USING fts5%'",
    )
    .pluck()
    .all() as string[];
  const remove = db.sqlite.prepare('DELETE FROM sqlite_stat1 WHERE tbl = ?');
  const fixed = db.sqlite.prepare('INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES (?, NULL, ?)');
  for (const name of indexes) {
    for (const suffix of ['_data', '_idx', '_docsize', '_config', '_content']) {
      remove.run(`${name}${suffix}`);
    }
    fixed.run(`${name}_data`, FTS_DATA_ROWS);
  }
}

/**
 * The leads and the password hashes are for the server's user only: the data folder is created
 * 0700 and the database file 0600 before SQLite opens it (SQLite gives its -wal and -shm files
 * the database file's mode). Files left 0644 by an older version are tightened too.
 */
export function createPrivately(path: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  if (!existsSync(path)) closeSync(openSync(path, 'a', 0o600));
  for (const file of [path, `${path}-wal`, `${path}-shm`]) {
    try {
      if (existsSync(file)) chmodSync(file, 0o600);
    } catch {
      // Not our file (e.g. a read-only mount): SQLite reports what matters when it opens it.
    }
  }
}

/**
 * The migrations folder sits at the repository root. Walking up from this module finds it both
 * from the TypeScript sources (server/src/db) and from the bundle (dist/server).
 */
export function findMigrationsFolder(start = dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    const candidate = join(dir, 'migrations');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No migrations folder found above ${start}`);
    dir = parent;
  }
}

export function runMigrations(db: DatabaseHandle, migrationsFolder = findMigrationsFolder()): void {
  migrate(db.orm, { migrationsFolder });
}

export function closeDatabase(db: DatabaseHandle): void {
  if (db.sqlite.open) db.sqlite.close();
}
