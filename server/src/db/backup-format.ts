import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { storedFileType } from '@shared/site-content/content-files';
import { DATA_FOLDER_SECRETS, type DataFolderSecret } from '../config/env-support';

// The backup file (`npm run db:backup`): one tar archive of what the data folder's data needs,
// written by ./backup-bundle.ts and read back by ./restore-bundle.ts:
//   site.db               the database, a consistent online copy in rollback-journal mode
//   attachments/<id>      the files that came with leads (each row's file, as the copy lists)
//   files/<name>          the content's files the copy's versions name (a certificate's PDF)
//   secrets/<name>        the secrets generated beside the database (DATA_FOLDER_SECRETS)
//   manifest.json         last: the format, the newest migration, each entry's size and SHA-256

export const DATABASE_ENTRY = 'site.db';
export const MANIFEST_ENTRY = 'manifest.json';
export const ATTACHMENTS_PREFIX = 'attachments/';
export const SECRETS_PREFIX = 'secrets/';
export const FILES_PREFIX = 'files/';
export const BACKUP_FORMAT = 'site-backup';

/** Attachment ids are uuidv7 (repositories/attachment-files.ts): nothing else is a file name. */
const ATTACHMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What an entry of the archive is; null for a name the format does not have. */
export function entryKind(
  name: string,
):
  | { kind: 'database' }
  | { kind: 'manifest' }
  | { kind: 'attachment'; id: string }
  | { kind: 'file'; name: string }
  | { kind: 'secret'; secret: DataFolderSecret }
  | null {
  if (name === DATABASE_ENTRY) return { kind: 'database' };
  if (name === MANIFEST_ENTRY) return { kind: 'manifest' };
  if (name.startsWith(ATTACHMENTS_PREFIX)) {
    const id = name.slice(ATTACHMENTS_PREFIX.length);
    return ATTACHMENT_ID.test(id) ? { kind: 'attachment', id } : null;
  }
  if (name.startsWith(FILES_PREFIX)) {
    const file = name.slice(FILES_PREFIX.length);
    return storedFileType(file) === null ? null : { kind: 'file', name: file };
  }
  if (name.startsWith(SECRETS_PREFIX)) {
    const secret = name.slice(SECRETS_PREFIX.length);
    const known = DATA_FOLDER_SECRETS.find((s) => s === secret);
    return known ? { kind: 'secret', secret: known } : null;
  }
  return null;
}

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  created_at: z.string(),
  /** The newest migration applied to the database in it: a restore refuses a newer one. */
  migration: z.object({ tag: z.string(), when: z.number() }).nullable(),
  files: z.array(
    z.object({ name: z.string(), bytes: z.number().int().min(0), sha256: z.string() }),
  ),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

export interface MigrationEntry {
  tag: string;
  /** drizzle's `created_at` of the migration (its journal's `when`). */
  when: number;
}

/** The migrations this code has, from the folder's journal, oldest first. */
export function codeMigrations(migrationsFolder: string): MigrationEntry[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  return (journal.entries as { tag: string; when: number }[]).map(({ tag, when }) => ({
    tag,
    when,
  }));
}
