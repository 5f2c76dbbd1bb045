import { chmodSync, closeSync, existsSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';

export interface BackupResult {
  file: string;
  bytes: number;
  milliseconds: number;
  /** Row count of every table in the copy, by table name. */
  rowCounts: Record<string, number>;
  /** The first line of `PRAGMA integrity_check` on the copy: `ok` or the first problem. */
  integrity: string;
}

export class BackupError extends Error {}

/** A database file's companions: a restored or replaced file must not meet stale ones. */
export const sqliteSidecars = (file: string) => [`${file}-wal`, `${file}-shm`, `${file}-journal`];

/**
 * Copies a live SQLite database (the server may be running and writing) to `destination` with
 * SQLite's online backup API, in a single step: the copy is one consistent snapshot, and in WAL
 * mode the server's writers are never blocked while it is taken. The copy is written beside the
 * destination under a temporary name, switched to rollback-journal mode (one self-contained
 * file), checked with `PRAGMA integrity_check`, and only then renamed into place.
 */
export async function backupDatabase(
  source: string,
  destination: string,
  { force = false }: { force?: boolean } = {},
): Promise<BackupResult> {
  const dest = resolve(destination);
  if (resolve(source) === dest)
    throw new BackupError('The backup file cannot be the database itself');
  if (!existsSync(source)) throw new BackupError(`No database at ${source}`);
  if (!existsSync(dirname(dest)))
    throw new BackupError(`The folder ${dirname(dest)} does not exist`);
  if (existsSync(dest) && !force) {
    throw new BackupError(`${dest} already exists (use --force to overwrite it)`);
  }

  const started = performance.now();
  const partial = join(dirname(dest), `.${basename(dest)}.partial-${process.pid}`);
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // Created 0600 before any data goes in (SQLite would create it with the default mode).
    closeSync(openSync(partial, 'w', 0o600));
    // Return "every remaining page" after SQLite's first (zero-page) step: one consistent copy.
    await db.backup(partial, { progress: () => 0x7fffffff });
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    db.close();
  }

  let rowCounts: Record<string, number>;
  let integrity: string;
  const copy = new Database(partial, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    integrity = String(copy.pragma('integrity_check', { simple: true }));
    const tables = copy
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .pluck()
      .all() as string[];
    rowCounts = Object.fromEntries(
      tables.map((t) => [
        t,
        copy
          .prepare(`SELECT count(*) FROM "${t.replaceAll('"', '""')}"`)
          .pluck()
          .get() as number,
      ]),
    );
  } finally {
    copy.close();
  }
  if (integrity !== 'ok') {
    rmSync(partial, { force: true });
    throw new BackupError(`The copy failed its integrity check: ${integrity}`);
  }
  if (existsSync(dest) && !force) {
    rmSync(partial, { force: true });
    throw new BackupError(`${dest} appeared while the backup ran (use --force to overwrite it)`);
  }
  for (const f of sqliteSidecars(dest)) rmSync(f, { force: true });
  // A backup holds everything the database does: readable by its owner only.
  chmodSync(partial, 0o600);
  renameSync(partial, dest);
  return {
    file: dest,
    bytes: statSync(dest).size,
    milliseconds: performance.now() - started,
    rowCounts,
    integrity,
  };
}
