import { chmodSync, copyFileSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { filesNamedIn } from '@shared/site-content/content-files';
import { BackupError } from './backup';

export interface FilesBackupResult {
  /** The folder beside the backup file: `<backup file>.files`. */
  folder: string;
  /** Files copied, with their bytes. */
  files: number;
  bytes: number;
  /** Files a version names that are not on disk (an address typed by hand into a text). */
  missing: number;
}

/** Where the content's files of a backup go: a folder beside it. */
export const filesBackupFolder = (backupFile: string) => `${resolve(backupFile)}.files`;

/**
 * Copies the content's files (a certificate's PDF, services/files/) that the backup's versions
 * name into a folder beside it: what a restore of the backup, or of any version in it, needs.
 * After the database copy: a file is on disk before its upload answers and never changes after,
 * and one a version names is never deleted. A restore puts the folder back as `files` beside the
 * database.
 */
export function backupContentFiles(
  backupFile: string,
  filesDir: string,
  { force = false }: { force?: boolean } = {},
): FilesBackupResult {
  const folder = filesBackupFolder(backupFile);
  if (existsSync(folder)) {
    if (!force) throw new BackupError(`${folder} already exists (use --force to overwrite it)`);
    rmSync(folder, { recursive: true, force: true });
  }
  mkdirSync(folder, { mode: 0o700 });
  const copy = new Database(backupFile, { readonly: true, fileMustExist: true });
  const names = new Set<string>();
  try {
    const contents = copy
      .prepare("SELECT content FROM site_content_versions WHERE instr(content, '/files/') > 0")
      .pluck()
      .iterate() as Iterable<string>;
    for (const content of contents) for (const name of filesNamedIn(content)) names.add(name);
  } finally {
    copy.close();
  }
  const result: FilesBackupResult = { folder, files: 0, bytes: 0, missing: 0 };
  for (const name of [...names].sort()) {
    const from = join(filesDir, name);
    if (!existsSync(from)) {
      result.missing++;
      continue;
    }
    const to = join(folder, name);
    copyFileSync(from, to);
    chmodSync(to, 0o600);
    result.files++;
    result.bytes += statSync(to).size;
  }
  return result;
}
