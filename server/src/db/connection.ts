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
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return { sqlite, orm: drizzle(sqlite, { schema }) };
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
