import { chmodSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { DATA_FOLDER_SECRETS } from '../config/env-support';
import { BackupError, sqliteSidecars } from './backup';
import { codeMigrations, type MigrationEntry } from './backup-format';
import { stageBackup, type StagedBackup } from './backup-reader';
import { findMigrationsFolder } from './connection';

export interface RestoreResult {
  /** Row counts of the restored database's tables. */
  rowCounts: Record<string, number>;
  /** The newest migration in the backup; the server applies the code's newer ones at start. */
  migration: MigrationEntry;
  attachments: number;
  /** The content's files restored. */
  files: number;
  secrets: string[];
  /** Where the data folder's previous files went (null: there were none). */
  setAside: string | null;
  warnings: string[];
}

/** The server's files that a restore replaces; `published-pages.json` is rendered again. */
const replacedFiles = (database: string) => [
  database,
  ...sqliteSidecars(database),
  'attachments',
  'files',
  'published-pages.json',
];

/**
 * Checks the staged database: intact, this site's (its migrations table), made by migrations
 * this code knows (none newer), and every attachment row with its file and checksum.
 */
function checkDatabase(staged: StagedBackup, warnings: string[]) {
  const db = new Database(staged.database, { readonly: true, fileMustExist: true });
  try {
    const integrity = String(db.pragma('integrity_check', { simple: true }));
    if (integrity !== 'ok')
      throw new BackupError(`The database fails its integrity check: ${integrity}`);
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .pluck()
      .all() as string[];
    if (!tables.includes('__drizzle_migrations') || !tables.includes('site_content_versions')) {
      throw new BackupError("The database is not this site's (it has no migrations table)");
    }
    const applied = db.prepare('SELECT created_at FROM __drizzle_migrations').pluck().all();
    const known = codeMigrations(findMigrationsFolder());
    const unknown = applied.map(Number).filter((when) => !known.some((m) => m.when === when));
    if (applied.length === 0) throw new BackupError('The database has no migrations applied');
    if (unknown.length > 0) {
      throw new BackupError(
        `The backup was made by a newer version of the site (a migration of ` +
          `${new Date(Math.max(...unknown)).toISOString()} that this version does not have): ` +
          'upgrade first, then restore',
      );
    }
    const newest = Math.max(...applied.map(Number));
    const rows = tables.includes('lead_attachments')
      ? (db.prepare('SELECT id, sha256 FROM lead_attachments').all() as {
          id: string;
          sha256: string;
        }[])
      : [];
    let missing = 0;
    for (const row of rows) {
      const file = staged.attachments.get(row.id);
      if (!file) missing++;
      else if (file.sha256 !== row.sha256) {
        throw new BackupError(`The file of attachment ${row.id} does not match its checksum`);
      }
    }
    if (missing > 0) {
      warnings.push(
        `${missing} attachment(s) listed in the database have no file (their lead was ` +
          'deleted while the backup ran, or the old format was copied without its folder)',
      );
    }
    const rowCounts = Object.fromEntries(
      tables.map((t) => [
        t,
        db
          .prepare(`SELECT count(*) FROM "${t.replaceAll('"', '""')}"`)
          .pluck()
          .get() as number,
      ]),
    );
    return { rowCounts, migration: known.find((m) => m.when === newest)! };
  } finally {
    db.close();
  }
}

/**
 * Refuses while anything holds the database open (a running server): an exclusive lock is
 * taken, which an open connection of another process prevents. The old database is then
 * checkpointed into one self-contained file, so it is set aside whole.
 */
function checkNotInUse(databasePath: string): void {
  if (!existsSync(databasePath)) return;
  const db = new Database(databasePath, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE; COMMIT');
    db.pragma('journal_mode = DELETE');
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new BackupError(
        `${databasePath} is in use (a server is running on it): stop it first ` +
          '(docker compose stop app, or stop npm start), then restore',
      );
    }
    throw error;
  } finally {
    db.close();
  }
}

/**
 * `npm run db:restore -- <file>`: restores a backup into DATABASE_PATH's folder. Everything is
 * unpacked and checked first (./backup-reader.ts, checkDatabase); only then are the folder's
 * database, attachments, rendered pages and the secrets the backup carries moved aside into
 * `before-restore-<time>/` and the backup's put in their place (files 0600, folders 0700).
 */
export async function restoreBackup(
  databasePath: string,
  file: string,
  { now = Date.now }: { now?: () => number } = {},
): Promise<RestoreResult> {
  const dataDir = dirname(resolve(databasePath));
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // Refused at once while a server runs, and checked again just before anything is replaced.
  checkNotInUse(resolve(databasePath));
  const staging = join(dataDir, `.restore-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { mode: 0o700 });
  try {
    const staged = await stageBackup(file, staging);
    const warnings: string[] = [];
    if (!staged.manifest) {
      warnings.push('A database file of the old format: it carries no secrets (see the docs)');
    }
    const checked = checkDatabase(staged, warnings);
    checkNotInUse(resolve(databasePath));

    const stamp = new Date(now()).toISOString().replace(/[:.]/g, '-');
    const aside = join(dataDir, `before-restore-${stamp}`);
    const secrets = [...staged.secrets.keys()];
    const replaced = [...replacedFiles(basename(databasePath)), ...secrets].filter((name) =>
      existsSync(join(dataDir, name)),
    );
    if (replaced.length > 0) mkdirSync(aside, { mode: 0o700 });
    for (const name of replaced) renameSync(join(dataDir, name), join(aside, name));

    renameSync(staged.database, resolve(databasePath));
    chmodSync(resolve(databasePath), 0o600);
    for (const folder of ['attachments', 'files']) {
      renameSync(join(staging, folder), join(dataDir, folder));
      chmodSync(join(dataDir, folder), 0o700);
    }
    for (const secret of DATA_FOLDER_SECRETS) {
      const found = staged.secrets.get(secret);
      if (found) renameSync(found.path, join(dataDir, secret));
    }
    return {
      ...checked,
      attachments: readdirSync(join(dataDir, 'attachments')).length,
      files: readdirSync(join(dataDir, 'files')).length,
      secrets,
      setAside: replaced.length > 0 ? aside : null,
      warnings,
    };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
