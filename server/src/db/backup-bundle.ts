import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { pack as tarPack, type Pack } from 'tar-stream';
import { DATA_FOLDER_SECRETS } from '../config/env-support';
import { backupDatabase, BackupError, type BackupResult } from './backup';
import {
  ATTACHMENTS_PREFIX,
  BACKUP_FORMAT,
  codeMigrations,
  DATABASE_ENTRY,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  SECRETS_PREFIX,
  type BackupManifest,
} from './backup-format';
import { contentFileNames } from './backup-files';
import { findMigrationsFolder } from './connection';

export interface BundleResult extends BackupResult {
  /** The database's own size in the archive (`bytes` is the whole archive's). */
  databaseBytes: number;
  attachments: { files: number; bytes: number; missing: number };
  /** The content's files the versions name; `missing`: named but not on disk (typed by hand). */
  contentFiles: { files: number; bytes: number; missing: number };
  /** The data folder's secrets in the archive (those set in the environment are not files). */
  secrets: string[];
}

type Added = { bytes: number; sha256: string };

/**
 * Appends the file at `path` to the archive as `name`, hashing it on the way; null when it is
 * gone (an attachment whose lead was deleted since the database was copied). Opened first, so
 * a file deleted while it is read is still read whole.
 */
async function addFile(pack: Pack, name: string, path: string): Promise<Added | null> {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const { size } = await handle.stat();
    const hash = createHash('sha256');
    const source = handle.createReadStream({ autoClose: false, start: 0 });
    await new Promise<void>((done, fail) => {
      const entry = pack.entry({ name, size, mode: 0o600 }, (error) =>
        error ? fail(error) : done(),
      );
      source.on('data', (chunk) => {
        hash.update(chunk);
        if (!entry.write(chunk)) {
          source.pause();
          entry.once('drain', () => void source.resume());
        }
      });
      source.once('end', () => void entry.end(undefined));
      source.once('error', fail);
    });
    return { bytes: size, sha256: hash.digest('hex') };
  } finally {
    await handle.close();
  }
}

/** The attachment ids and content files the database copy names, and its newest migration. */
function readCopy(file: string): { ids: string[]; files: string[]; newest: number | null } {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const has = (table: string) =>
      db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table);
    const ids = has('lead_attachments')
      ? (db.prepare('SELECT id FROM lead_attachments ORDER BY id').pluck().all() as string[])
      : [];
    const newest = has('__drizzle_migrations')
      ? (db.prepare('SELECT max(created_at) FROM __drizzle_migrations').pluck().get() as
          number | null)
      : null;
    const files = has('site_content_versions') ? contentFileNames(db) : [];
    return { ids, files, newest: newest === null ? null : Number(newest) };
  } finally {
    db.close();
  }
}

/**
 * `npm run db:backup`: one file (a tar archive, mode 0600) with everything the data folder's data
 * needs: an online copy of the database (./backup.ts: consistent, checked), the files of the
 * attachments it lists, and the secrets generated beside it (DATA_FOLDER_SECRETS), with a
 * manifest of each entry's size and SHA-256 that `npm run db:restore` checks before it replaces
 * anything. Written under a temporary name and renamed into place once complete and synced.
 */
export async function writeBackupBundle(
  databasePath: string,
  destination: string,
  {
    filesDir,
    force = false,
    now = Date.now,
  }: {
    /** The content's files' folder (repositories/content-files.ts, contentFilesDir). */
    filesDir: string;
    force?: boolean;
    now?: () => number;
  },
): Promise<BundleResult> {
  const dest = resolve(destination);
  const dataDir = dirname(resolve(databasePath));
  if (dirname(dest) === dataDir && basename(dest) === DATABASE_ENTRY) {
    throw new BackupError('The backup file cannot be the database itself');
  }
  if (existsSync(dest) && !force) {
    throw new BackupError(`${dest} already exists (use --force to overwrite it)`);
  }
  const started = performance.now();
  const stem = join(dirname(dest), `.${basename(dest)}.${process.pid}`);
  const copyFile = `${stem}.db`;
  const partial = `${stem}.partial`;
  const copy = await backupDatabase(databasePath, copyFile, { force: true });
  try {
    const { ids, files: named, newest } = readCopy(copyFile);
    const journal = codeMigrations(findMigrationsFolder());
    const out = createWriteStream(partial, { mode: 0o600 });
    const pack = tarPack();
    const written = new Promise<void>((done, fail) => {
      out.once('close', done);
      out.once('error', fail);
      pack.once('error', fail);
    });
    pack.pipe(out);
    const files: BackupManifest['files'] = [];
    const add = async (name: string, path: string) => {
      const added = await addFile(pack, name, path);
      if (added) files.push({ name, ...added });
      return added;
    };
    const database = (await add(DATABASE_ENTRY, copyFile))!;
    const attachments = { files: 0, bytes: 0, missing: 0 };
    for (const id of ids) {
      const added = await add(`${ATTACHMENTS_PREFIX}${id}`, join(dataDir, 'attachments', id));
      if (!added) attachments.missing++;
      else {
        attachments.files++;
        attachments.bytes += added.bytes;
      }
    }
    const contentFiles = { files: 0, bytes: 0, missing: 0 };
    for (const name of named) {
      const added = await add(`${FILES_PREFIX}${name}`, join(filesDir, name));
      if (!added) contentFiles.missing++;
      else {
        contentFiles.files++;
        contentFiles.bytes += added.bytes;
      }
    }
    const secrets: string[] = [];
    for (const secret of DATA_FOLDER_SECRETS) {
      if (await add(`${SECRETS_PREFIX}${secret}`, join(dataDir, secret))) secrets.push(secret);
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: 1,
      created_at: new Date(now()).toISOString(),
      migration: journal.find((m) => m.when === newest) ?? null,
      files,
    };
    const text = Buffer.from(JSON.stringify(manifest, null, 2));
    pack.entry({ name: MANIFEST_ENTRY, size: text.length, mode: 0o600 }, text);
    pack.finalize();
    await written;
    const handle = await open(partial, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (existsSync(dest) && !force) {
      throw new BackupError(`${dest} appeared while the backup ran (use --force to overwrite it)`);
    }
    await rename(partial, dest);
    const { size } = await stat(dest);
    return {
      ...copy,
      file: dest,
      bytes: size,
      databaseBytes: database.bytes,
      milliseconds: performance.now() - started,
      attachments,
      contentFiles,
      secrets,
    };
  } finally {
    await rm(copyFile, { force: true });
    await rm(partial, { force: true });
  }
}
